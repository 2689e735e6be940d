/**
 * The web's palette for the colour names the Rust labels carry (`Label.color`). Each pair is a
 * light background with dark text whose contrast ratio meets WCAG AA for normal text (>= 4.5:1);
 * `labelColors.test.ts` checks it.
 */
export interface LabelColors {
  background: string;
  text: string;
}

export const LABEL_PALETTE: Readonly<Record<string, LabelColors>> = {
  red: { background: "#ffe3e3", text: "#9b1c1c" },
  orange: { background: "#ffe8cc", text: "#7a3300" },
  yellow: { background: "#fff3bf", text: "#5c4400" },
  green: { background: "#d3f9d8", text: "#1b5e20" },
  gray: { background: "#e9ecef", text: "#343a40" },
};

const FALLBACK: LabelColors = { background: "#e9ecef", text: "#212529" };

export function labelColors(color: string): LabelColors {
  return LABEL_PALETTE[color] ?? FALLBACK;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
