/**
 * The last answer of each read that carried an entity tag (the kept project reads, ADR 0018), held
 * in this page's memory only (never on disk: the answers are private and `no-store`), so the next
 * read of it asks `If-None-Match` and a 304 costs no body. The tag names the content, so a held
 * answer is only ever used for the same bytes. A few reads; forgotten at sign-out.
 */
const held = new Map<string, { etag: string; text: string }>();
const HELD_READS = 16;

export function heldRead(key: string): { etag: string; text: string } | undefined {
  return held.get(key);
}

export function holdRead(key: string, etag: string, text: string): void {
  held.delete(key);
  if (held.size >= HELD_READS) held.delete(held.keys().next().value ?? "");
  held.set(key, { etag, text });
}

export function forgetHeldReads(): void {
  held.clear();
}
