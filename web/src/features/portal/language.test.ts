import { beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { languageOptions } from "./language";

describe("languageOptions", () => {
  // The interface language's words are here whenever it is shown (setLanguage fetches them).
  beforeAll(async () => {
    await setLanguage("fr");
    await setLanguage("hi");
    await setLanguage("en");
  });

  it("names each language in the interface language, then in its own", () => {
    expect(languageOptions("en").map((o) => o.label)).toEqual(["English", "French (Français)", "Hindi (हिंदी)"]);
    expect(languageOptions("fr").map((o) => o.label)).toEqual(["Anglais (English)", "Français", "Hindi (हिंदी)"]);
    expect(languageOptions("hi").map((o) => o.value)).toEqual(["en", "fr", "hi"]);
    expect(languageOptions("xx")[0]?.label).toBe("English");
  });
});
