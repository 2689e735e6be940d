import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { addressLines, phoneHref, SITE } from "./site";

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "pkg") return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

describe("site configuration", () => {
  it("formats the address and the phone link", () => {
    expect(addressLines()).toHaveLength(3);
    expect(addressLines()[0]).toBe(SITE.address.streetAddress);
    expect(phoneHref("+91 20 4000-0000")).toBe("tel:+912040000000");
  });

  it("is the only place that spells out the company's contact details and tagline", () => {
    const details = [SITE.email, SITE.phone, SITE.address.streetAddress, SITE.tagline, ...Object.values(SITE.social)];
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.endsWith("site.config.json") && !/\.test\.tsx?$/.test(file))
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        return details.some((d) => d && text.includes(d));
      })
      .map((file) => relative(SRC, file).split(sep).join("/"));
    expect(offenders).toEqual([]);
  });
});
