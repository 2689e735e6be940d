/** Basis points as the percentage staff type: 1800 → "18", 750 → "7.5", 2025 → "20.25". */
export function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}
