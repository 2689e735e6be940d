/**
 * How two-factor's texts are shown: the authenticator key in groups a person can read and type,
 * the recovery codes as a file to keep, and the QR code's modules as one SVG path.
 */

/** `JBSWY3DPEHPK3PXP` as `JBSW Y3DP EHPK 3PXP`: apps ignore the spaces, people need them. */
export function groupSecret(secret: string, size = 4): string {
  const plain = secret.replace(/\s+/g, "");
  const groups: string[] = [];
  for (let i = 0; i < plain.length; i += size) groups.push(plain.slice(i, i + size));
  return groups.join(" ");
}

/** The words of the recovery-codes file, in the interface language. */
export interface RecoveryFileText {
  /** "Portico recovery codes for asha@example.com" (or without an address). */
  title: string;
  /** "Made on 2026-11-25." */
  made: string;
  /** What they are and that new ones end these. */
  note: string;
}

/**
 * The .txt a person downloads: title, date, what the codes are, then one code a line. Lines end
 * with CRLF, so Notepad shows them as lines too.
 */
export function recoveryCodesFile(codes: readonly string[], text: RecoveryFileText): string {
  return [text.title, text.made, text.note, "", ...codes, ""].join("\r\n");
}

/** `2026-11-25`: the local day, as dates are shown everywhere else. */
export function localDay(now: Date): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
}

/** `portico-recovery-codes-2026-11-25.txt`. */
export function recoveryCodesFilename(now: Date): string {
  return `portico-recovery-codes-${localDay(now)}.txt`;
}

/**
 * The dark modules of a QR code (rows of booleans, `true` dark) as one SVG path in module units:
 * each horizontal run of dark modules is one rectangle, so the path stays short.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      const run = x - start;
      parts.push(`M${start} ${y}h${run}v1h-${run}z`);
    }
  });
  return parts.join("");
}
