import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  lighten,
  luminance,
  parseThemeColor,
  rgba,
  toRgba,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from "@mantine/core";

/** What the tinted variants' text keeps against their background, hover included: 4.5:1 and a margin. */
export const TINT_CONTRAST = 4.7;

/**
 * The dark scheme's greys, a shade of the brand's navy rather than Mantine's neutral ones: body
 * (7) is root.css's `--pc-body`, text (0) its `--pc-text`, dimmed (2) its `--pc-text-muted`.
 */
export const DARK: MantineColorsTuple = ["#e3e6f3", "#c6cbe0", "#a9afcc", "#7d84a6", "#4a5072", "#343a58", "#262b45", "#161a2b", "#111422", "#0b0d17"];

/** The page behind a tint, in each scheme. */
export const LIGHT_BODY = "#ffffff";
export const DARK_BODY = DARK[7];

/** A colour laid over `page` (white unless told), as the eye sees it. */
export function over(color: string, page: string = LIGHT_BODY): string {
  const { r, g, b, a } = toRgba(color);
  const p = toRgba(page);
  const mix = (c: number, under: number) => Math.round(c * a + under * (1 - a));
  return `rgb(${mix(r, p.r)}, ${mix(g, p.g)}, ${mix(b, p.b)})`;
}


export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Tint = { background: string; hover: string; color: string };
const tints = new Map<string, Tint>();

/** `text` lightened from its own shade until it keeps `TINT_CONTRAST` on `hover` over the dark page. */
function readableOnDark(text: string, background: string, hover: string): Tint {
  let amount = 0;
  let color = text;
  while (contrast(color, over(hover, DARK_BODY)) < TINT_CONTRAST && amount < 0.9) {
    amount += 0.05;
    color = lighten(text, amount);
  }
  return { background, hover, color };
}

/** Both schemes' values in one CSS value, resolved by the page's `color-scheme`. */
function lightDark(light: Tint, dark: Tint): Tint {
  const both = (l: string, d: string) => `light-dark(${l}, ${d})`;
  return { background: both(light.background, dark.background), hover: both(light.hover, dark.hover), color: both(light.color, dark.color) };
}

/** `text` darkened from `from` until it keeps `TINT_CONTRAST` on `hover` (the darker background). */
function readable(text: string, from: number, background: string, hover: string): Tint {
  let amount = from;
  let color = darken(text, amount);
  while (contrast(color, over(hover)) < TINT_CONTRAST && amount < 0.9) {
    amount += 0.05;
    color = darken(text, amount);
  }
  return { background, hover, color };
}

/**
 * An unshaded colour (`color="red"`, the primary): Mantine's opaque shade 1, shade 2 hovered, which
 * read the same on any surface, under shade 9 darkened as far as needed. A chosen dark shade
 * (`red.9`, the console's badges on white): a 10% tint of it, 15% hovered, under the shade darkened
 * by a quarter or more, where Mantine would paint the shade solid under text of the same hue. In
 * the dark scheme either is a 20% veil of shade 6 (30% hovered) under shade 2, lightened as far as
 * needed; both come in one `light-dark()` value.
 */
function tint(colors: readonly string[], shade: number | undefined): Tint {
  const key = `${colors[9]}/${shade ?? "-"}`;
  let found = tints.get(key);
  if (!found) {
    const base = shade === undefined ? colors[9] : colors[shade];
    if (!base || !colors[1] || !colors[2]) return { background: "transparent", hover: "transparent", color: "inherit" };
    const light =
      shade === undefined
        ? readable(base, 0, colors[1], colors[2])
        : readable(base, 0.25, rgba(base, 0.1), rgba(base, 0.15));
    // Dark: a veil of the colour's middle shade under its pale shade, the same for any shade asked.
    const middle = colors[6] ?? base;
    const dark = readableOnDark(colors[2], rgba(middle, 0.2), rgba(middle, 0.3));
    found = lightDark(light, dark);
    tints.set(key, found);
  }
  return found;
}

/**
 * An outline in a chosen dark shade (`red.9`, the console's Delete buttons) is that shade in both
 * schemes, 2.5:1 on the dark page: there it takes the colour's pale shade (2), lightened as far as
 * needed, for its text and border. Unshaded outlines are Mantine's, already pale in the dark.
 */
function outline(input: Parameters<VariantColorsResolver>[0], resolved: ReturnType<VariantColorsResolver>) {
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const colors = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!colors || parsed.shade === undefined || parsed.shade < 6 || !colors[2]) return resolved;
  const light = colors[parsed.shade] ?? resolved.color;
  const dark = readableOnDark(colors[2], "transparent", rgba(colors[6] ?? light, 0.3)).color;
  const both = `light-dark(${light}, ${dark})`;
  return { ...resolved, color: both, border: `1px solid ${both}` };
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
  if (input.variant === "outline") return outline(input, resolved);
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
  colors: { dark: DARK },
});
