import { createTheme, darken, defaultVariantColorsResolver, parseThemeColor, rgba, type VariantColorsResolver } from "@mantine/core";

/**
 * Mantine paints the `light` variant with a chosen shade (`<Badge color="red.9" variant="light">`)
 * as that shade, solid, under text of the same hue: unreadable. Here it is what the console's
 * badges mean by it: a 10% tint of the shade, and text a quarter darker than the shade, which keeps
 * 4.5:1 on the tint (orange 9 and green 9 themselves stay under it even on white). Every other
 * variant and colour, `light` without a shade included, stays Mantine's.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== "light") return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return resolved;
  return { ...resolved, background: rgba(parsed.value, 0.1), hover: rgba(parsed.value, 0.15), color: darken(parsed.value, 0.25) };
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
