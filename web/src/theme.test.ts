import { luminance, mergeMantineTheme, DEFAULT_THEME, toRgba } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme, variantColorResolver } from "./theme";

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** The colour `rgba(...)` over white, as the eye sees it on the console's white page. */
function overWhite(color: string): string {
  const { r, g, b, a } = toRgba(color);
  const mix = (c: number) => Math.round(c * a + 255 * (1 - a));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("light badges with a chosen shade", () => {
  // The shades the console's badges use (clients, invitations, mail states, staff).
  for (const color of ["red.9", "green.9", "blue.9", "orange.9", "gray.8"]) {
    it(`${color}: a tint behind text at 4.5:1 or more`, () => {
      const { background, color: text } = variantColorResolver({ color, theme: full, variant: "light" });
      expect(contrast(text, overWhite(background))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("leaves other variants and unshaded colours to Mantine", () => {
    expect(variantColorResolver({ color: "red", theme: full, variant: "light" }).background).toBe("var(--mantine-color-red-light)");
    expect(variantColorResolver({ color: "red.9", theme: full, variant: "filled" }).background).toBe("var(--mantine-color-red-9)");
  });
});
