/**
 * What the palette lists (`Hit`) and how a few typed letters pick among them: every word of the
 * query must be found in the name, in order of how well ("stor" starts "Storefront Revamp", "rev"
 * starts a word of it, "front" is inside it, "sfr" has its letters in order), accents and case
 * aside. Clients' projects and tickets are filtered here; staff's come filtered by the server's `q`.
 */
export type HitKind = "client" | "project" | "ticket";

export interface Hit {
  kind: HitKind;
  id: string;
  /** The name typed letters are matched against. */
  title: string;
  /** A second line: whose project, which project a ticket is about, a ticket's state. */
  detail: string;
  /** Where choosing it goes (a path, or the console's query string). */
  href: string;
}

/** Lower case without accents: "Émile" and "emile" match each other. */
export function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{Mn}/gu, "").toLowerCase();
}

/** How well one folded word is found in a folded name: 4 a prefix, 3 a word's start, 2 inside, 1 its letters in order, 0 not. */
function wordScore(name: string, word: string): number {
  if (name.startsWith(word)) return 4;
  if (name.includes(word)) return name.split(/[^\p{L}\p{N}]+/u).some((part) => part.startsWith(word)) ? 3 : 2;
  let from = 0;
  for (const ch of word) {
    from = name.indexOf(ch, from) + 1;
    if (from === 0) return 0;
  }
  return 1;
}

/** The query's score for `name`: the weakest of its words (0 when one is missing); every name scores for an empty query. */
export function score(name: string, query: string): number {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  const folded = fold(name);
  return Math.min(...words.map((w) => wordScore(folded, w)));
}

const KIND_ORDER: Record<HitKind, number> = { client: 0, project: 1, ticket: 2 };

/** The hits whose name matches `query`, best first (then clients, projects, tickets; then by name), at most `limit`. */
export function rank(hits: readonly Hit[], query: string, limit = 20): Hit[] {
  return hits
    .map((hit) => ({ hit, score: score(hit.title, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || KIND_ORDER[a.hit.kind] - KIND_ORDER[b.hit.kind] || a.hit.title.localeCompare(b.hit.title))
    .slice(0, limit)
    .map((x) => x.hit);
}
