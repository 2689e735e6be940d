import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { contrast, DARK, DARK_BODY, over, theme, variantColorResolver } from "./theme";

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** One scheme's half of a `light-dark(light, dark)` value (a plain value is both). */
function scheme(value: string, which: "light" | "dark"): string {
  const m = /^light-dark\((.*), (.*)\)$/.exec(value);
  if (!m) return value;
  // The halves are colours (rgba(...) has commas): split at the top-level comma.
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "," && depth === 1) return (which === "light" ? value.slice(11, i) : value.slice(i + 1, -1)).trim();
  }
  return value;
}

describe("tinted variants keep their text readable, hovered or not", () => {
  // Every theme colour, unshaded (buttons, alerts) and at the shades the console's badges use.
  const colors = Object.keys(full.colors).flatMap((name) => [name, `${name}.8`, `${name}.9`]);
  for (const variant of ["light", "subtle"] as const) {
    it(`${variant}: 4.5:1 or more with a margin, on the tint and on its hover`, () => {
      for (const color of colors) {
        const v = variantColorResolver({ color, theme: full, variant });
        for (const [which, page] of [["light", "#ffffff"], ["dark", DARK_BODY]] as const) {
          const text = scheme(v.color, which);
          const behind = variant === "light" ? [scheme(v.background, which), scheme(v.hover, which)] : [scheme(v.hover, which), page];
          for (const bg of behind) {
            const ratio = contrast(text, over(bg, page));
            expect(ratio, `${which} ${variant} ${color}: ${text} on ${bg}`).toBeGreaterThanOrEqual(4.7);
          }
        }
      }
    });
  }

  it("is opaque for an unshaded colour, so it reads the same on a dark header", () => {
    const v = variantColorResolver({ color: "indigo", theme: full, variant: "light" });
    expect(scheme(v.background, "light")).toBe(full.colors.indigo[1]);
  });

  it("is a tint of a chosen shade, not the shade painted solid", () => {
    const v = variantColorResolver({ color: "red.9", theme: full, variant: "light" });
    expect(scheme(v.background, "light")).toMatch(/^rgba\(.*0\.1\)$/);
  });

  it("draws an outline in a chosen dark shade pale enough in the dark scheme", () => {
    for (const color of ["red.9", "indigo.8", "orange.9"]) {
      const v = variantColorResolver({ color, theme: full, variant: "outline" });
      const [name, shade] = color.split(".") as [string, string];
      expect(scheme(v.color, "light")).toBe(full.colors[name]![Number(shade)]);
      expect(contrast(scheme(v.color, "dark"), DARK_BODY), color).toBeGreaterThanOrEqual(4.5);
      expect(contrast(scheme(v.color, "dark"), DARK[6]), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("leaves other variants, and light shades meant for a dark surface, to Mantine", () => {
    expect(variantColorResolver({ color: "gray.3", theme: full, variant: "subtle" }).color).toBe("var(--mantine-color-gray-3)");
    expect(variantColorResolver({ color: "red.9", theme: full, variant: "filled" }).background).toBe("var(--mantine-color-red-9)");
    expect(variantColorResolver({ color: "red", theme: full, variant: "outline" }).color).toBe("var(--mantine-color-red-outline)");
    expect(variantColorResolver({ color: "gray.3", theme: full, variant: "outline" }).color).toBe("var(--mantine-color-gray-3)");
  });
});

describe("the colour tokens (root.css)", () => {
  const css = readFileSync("src/root.css", "utf8");
  it("are read from the stylesheet", () => expect(css.length).toBeGreaterThan(1000));
  const tokens = new Map([...css.matchAll(/--(pc-[a-z-]+): light-dark\((#[0-9a-f]{3,6}), (#[0-9a-f]{3,6})\);/g)].map((m) => [m[1]!, { light: m[2]!, dark: m[3]! }]));
  const token = (name: string) => {
    const t = tokens.get(name);
    if (!t) throw new Error(`no token ${name}`);
    return t;
  };

  it("keep text at 4.5:1 on every surface, in both schemes", () => {
    const texts = ["pc-text", "pc-text-muted", "pc-link", "pc-danger", "pc-success", "pc-warning"];
    const surfaces = ["pc-body", "pc-surface", "pc-surface-sunken", "pc-surface-hover"];
    for (const which of ["light", "dark"] as const) {
      for (const text of texts) {
        for (const surface of surfaces) {
          const ratio = contrast(token(text)[which], token(surface)[which]);
          expect(ratio, `${which}: ${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      // Status text on its own tint.
      for (const kind of ["danger", "success", "warning"]) {
        const ratio = contrast(token(`pc-${kind}`)[which], token(`pc-${kind}-bg`)[which]);
        expect(ratio, `${which}: ${kind} on its background`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("keep charts' marks and the focus ring at 3:1 on the surface (WCAG 1.4.11)", () => {
    for (const which of ["light", "dark"] as const) {
      for (const mark of ["pc-chart-blue", "pc-chart-green", "pc-chart-red", "pc-chart-grape", "pc-chart-orange", "pc-chart-axis", "pc-focus", "pc-border-strong"]) {
        expect(contrast(token(mark)[which], token("pc-surface")[which]), `${which}: ${mark}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("match Mantine's dark page and text", () => {
    expect(token("pc-body").dark).toBe(DARK[7]);
    expect(token("pc-text").dark).toBe(DARK[0]);
    expect(token("pc-text-muted").dark).toBe(DARK[2]);
  });
});
