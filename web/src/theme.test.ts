import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrast, overWhite, theme, variantColorResolver } from "./theme";

const full = mergeMantineTheme(DEFAULT_THEME, theme);

describe("tinted variants keep their text readable, hovered or not", () => {
  // Every theme colour, unshaded (buttons, alerts) and at the shades the console's badges use.
  const colors = Object.keys(full.colors).flatMap((name) => [name, `${name}.8`, `${name}.9`]);
  for (const variant of ["light", "subtle"] as const) {
    it(`${variant}: 4.5:1 or more with a margin, on the tint and on its hover`, () => {
      for (const color of colors) {
        const v = variantColorResolver({ color, theme: full, variant });
        const behind = variant === "light" ? [v.background, v.hover] : [v.hover, "#ffffff"];
        for (const bg of behind) {
          const ratio = contrast(v.color, overWhite(bg));
          expect(ratio, `${variant} ${color}: ${v.color} on ${bg}`).toBeGreaterThanOrEqual(4.7);
        }
      }
    });
  }

  it("is opaque for an unshaded colour, so it reads the same on a dark header", () => {
    const v = variantColorResolver({ color: "indigo", theme: full, variant: "light" });
    expect(v.background).toBe(full.colors.indigo[1]);
  });

  it("is a tint of a chosen shade, not the shade painted solid", () => {
    const v = variantColorResolver({ color: "red.9", theme: full, variant: "light" });
    expect(v.background).toMatch(/^rgba\(.*0\.1\)$/);
  });

  it("leaves other variants, and light shades meant for a dark surface, to Mantine", () => {
    expect(variantColorResolver({ color: "gray.3", theme: full, variant: "subtle" }).color).toBe("var(--mantine-color-gray-3)");
    expect(variantColorResolver({ color: "red.9", theme: full, variant: "filled" }).background).toBe("var(--mantine-color-red-9)");
    expect(variantColorResolver({ color: "red", theme: full, variant: "outline" }).color).toBe("var(--mantine-color-red-outline)");
  });
});
