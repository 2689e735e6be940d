/**
 * Saves a file the browser already holds (the console's exports, fetched with the staff token; the
 * two-factor recovery codes, made in the page), which no plain link could fetch: an object URL on a
 * temporary `<a download>`, clicked, then released.
 */
export function saveBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Released after the click has been handled: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** `contact-submissions-2026-11-23.csv`: what was exported and the (local) day it was. */
export function exportFilename(what: string, now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
  return `${what}-${day}.csv`;
}
