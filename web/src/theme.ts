import { createTheme, darken, defaultVariantColorsResolver, luminance, parseThemeColor, rgba, toRgba, type VariantColorsResolver } from "@mantine/core";

/** What the tinted variants' text keeps against their background, hover included: 4.5:1 and a margin. */
export const TINT_CONTRAST = 4.7;

/** A colour laid over the white page, as the eye sees it. */
export function overWhite(color: string): string {
  const { r, g, b, a } = toRgba(color);
  const mix = (c: number) => Math.round(c * a + 255 * (1 - a));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Tint = { background: string; hover: string; color: string };
const tints = new Map<string, Tint>();

/** `text` darkened from `from` until it keeps `TINT_CONTRAST` on `hover` (the darker background). */
function readable(text: string, from: number, background: string, hover: string): Tint {
  let amount = from;
  let color = darken(text, amount);
  while (contrast(color, overWhite(hover)) < TINT_CONTRAST && amount < 0.9) {
    amount += 0.05;
    color = darken(text, amount);
  }
  return { background, hover, color };
}

/**
 * An unshaded colour (`color="red"`, the primary): Mantine's opaque shade 1, shade 2 hovered, which
 * read the same on any surface, under shade 9 darkened as far as needed. A chosen dark shade
 * (`red.9`, the console's badges on white): a 10% tint of it, 15% hovered, under the shade darkened
 * by a quarter or more, where Mantine would paint the shade solid under text of the same hue.
 */
function tint(colors: readonly string[], shade: number | undefined): Tint {
  const key = `${colors[9]}/${shade ?? "-"}`;
  let found = tints.get(key);
  if (!found) {
    const base = shade === undefined ? colors[9] : colors[shade];
    if (!base || !colors[1] || !colors[2]) return { background: "transparent", hover: "transparent", color: "inherit" };
    found =
      shade === undefined
        ? readable(base, 0, colors[1], colors[2])
        : readable(base, 0.25, rgba(base, 0.1), rgba(base, 0.15));
    tints.set(key, found);
  }
  return found;
}

/**
 * Mantine's `light` and `subtle` variants sit close to the 4.5:1 line (indigo 9 on indigo 2, a
 * hovered light button, is 4.1:1; a subtle red 9 icon is painted red 6), so whether a check passed
 * came down to where the pointer rested and which fonts a machine had. Here their text is computed
 * from the colours themselves to keep `TINT_CONTRAST` on the hovered background, the darker one
 * either variant shows (see `tint`). Every other variant, and a light shade (0 to 5) chosen for a
 * dark surface like the console's sidebar, stays Mantine's.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== "light" && input.variant !== "subtle") return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || (parsed.shade !== undefined && parsed.shade < 6)) return resolved;
  const colors = input.theme.colors[parsed.color];
  if (!colors) return resolved;
  const { background, hover, color } = tint(colors, parsed.shade);
  if (input.variant === "subtle") return { ...resolved, hover, color };
  return { ...resolved, background, hover, color };
};

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8 keeps white text on filled buttons above 4.5:1 (WCAG AA) everywhere, back office included.
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif",
  headings: { fontFamily: "inherit" },
  defaultRadius: "md",
  variantColorResolver,
});
