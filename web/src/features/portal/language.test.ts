import { describe, expect, it } from "vitest";
import { languageOptions } from "./language";

describe("languageOptions", () => {
  it("names each language in the interface language, then in its own", () => {
    expect(languageOptions("en").map((o) => o.label)).toEqual(["English", "French (Français)", "Hindi (हिंदी)"]);
    expect(languageOptions("fr").map((o) => o.label)).toEqual(["Anglais (English)", "Français", "Hindi (हिंदी)"]);
    expect(languageOptions("hi").map((o) => o.value)).toEqual(["en", "fr", "hi"]);
    expect(languageOptions("xx")[0]?.label).toBe("English");
  });
});
