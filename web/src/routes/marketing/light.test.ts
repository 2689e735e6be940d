import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/0007-light-public-site.md: the public pages import no UI library and no translation
// runtime. These folders are what the public layout renders (the Login modal and the chat included).
const SRC = join(__dirname, "..", "..");
const PUBLIC = [
  "routes/marketing",
  "features/layout",
  "features/marketing",
  "features/contact",
  "features/newsletter",
  "features/chat",
  "features/seo",
  "features/ui",
  "features/toasts",
  "features/forms/fields.tsx",
  "features/forms/ruleFormCore.ts",
  "features/auth/LoginDialog.tsx",
  "features/auth/useLogin.ts",
  "features/auth/useSignInLink.ts",
  "features/oidc/attempt.ts",
  "features/oidc/useOidcSignIn.ts",
  "features/data/useRecord.ts",
  "api/account.ts",
  "api/oidc.ts",
  "root.tsx",
];
const FORBIDDEN = [/from "@mantine\//, /from "react-i18next"/, /from "i18next"/, /from "(\.\.\/)+i18n"/, /from "\.\/i18n"/];

function files(path: string): string[] {
  return statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => files(join(path, name))) : [path];
}

describe("the public pages stay light", () => {
  it("import neither Mantine nor i18next", () => {
    const offenders = PUBLIC.flatMap((p) => files(join(SRC, p)))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => FORBIDDEN.some((re) => re.test(readFileSync(f, "utf8"))))
      .map((f) => relative(SRC, f).split(sep).join("/"));
    expect(offenders).toEqual([]);
  });
});
