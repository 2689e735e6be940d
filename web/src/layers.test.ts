import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayers } from "../tools/layers.mjs";

// The import check of `npm run lint` (tools/layers.mjs), run on small source trees.

const made: string[] = [];

/** A source folder of `files` (path -> text) in a temporary folder; its path. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
  made.push(root);
  const src = path.join(root, "src");
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    fs.writeFileSync(path.join(src, name), text);
  }
  return src;
}

afterEach(() => {
  for (const root of made.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const SCREENS = { screens: ["portal"] };

describe("the layers check", () => {
  it("passes a tree whose imports all point down", () => {
    const src = tree({
      "routes/portal.tsx": 'import { Page } from "../features/portal/Page";\nexport default Page;\n',
      "features/portal/Page.tsx": 'import { Card } from "../ui/Card";\nimport { load } from "../../api/client";\nexport const Page = () => Card(load());\n',
      "features/ui/Card.tsx": 'import { words } from "../../i18n/words";\nexport const Card = (x: unknown) => [words, x];\n',
      "api/client.ts": 'import type { Input } from "../wasm";\nexport const load = (i?: Input) => i;\n',
      "api/client.test.ts": 'import { fakeApi } from "../test/fakeApi";\nimport { load } from "./client";\nfakeApi(load);\n',
      "test/fakeApi.ts": "export const fakeApi = (x: unknown) => x;\n",
      "wasm/index.ts": "export type Input = string;\n",
      "i18n/words.ts": 'export const words = "words";\n',
      "root.tsx": 'import { configureApi } from "./api/client";\nimport { Card } from "./features/ui/Card";\nexport { configureApi, Card };\n',
    });
    const report = checkLayers(src, SCREENS);
    expect(report.offences).toEqual([]);
    expect(report.circles).toEqual([]);
    expect(report.files).toBe(9);
  });

  it("reports api/ importing a feature, wasm/ importing a route and i18n/ importing a root module", () => {
    const src = tree({
      "api/client.ts": 'import { token } from "../features/auth/session";\nimport type { Toast } from "../features/toasts/store";\nexport const t: [string, Toast?] = [token];\n',
      "features/auth/session.ts": 'export const token = "t";\n',
      "features/toasts/store.ts": "export type Toast = string;\n",
      "wasm/index.ts": 'export const lazy = () => import("../routes/home");\n',
      "routes/home.tsx": "export default 1;\n",
      "i18n/index.ts": 'import { site } from "../site";\nexport { site };\n',
      "site.ts": "export const site = 1;\n",
    });
    const { offences } = checkLayers(src, SCREENS);
    expect(offences).toEqual([
      'src/api/client.ts imports "../features/auth/session" (api/, wasm/, i18n/ import nothing above them)',
      'src/api/client.ts imports "../features/toasts/store" (api/, wasm/, i18n/ import nothing above them)',
      'src/i18n/index.ts imports "../site" (api/, wasm/, i18n/ import nothing above them)',
      'src/wasm/index.ts imports "../routes/home" (only routes/ may import routes/)',
    ]);
  });

  it("reports a building block importing a screen, and api/ code (not its tests) importing the test helpers", () => {
    const src = tree({
      "features/ui/Card.tsx": 'import { Page } from "../portal/Page";\nexport const Card = Page;\n',
      "features/portal/Page.tsx": "export const Page = 1;\n",
      "api/client.ts": 'import { fakeApi } from "../test/fakeApi";\nexport const f = fakeApi;\n',
      "test/fakeApi.ts": "export const fakeApi = 1;\n",
    });
    expect(checkLayers(src, SCREENS).offences).toEqual([
      'src/api/client.ts imports "../test/fakeApi" (api/, wasm/, i18n/ import nothing above them)',
      'src/features/ui/Card.tsx imports "../portal/Page" (a building block imports a screen feature)',
    ]);
  });

  it("reports a circle a -> b -> a, whatever the layers", () => {
    const src = tree({
      "features/forms/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "features/forms/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      "features/forms/c.ts": 'import { a } from "./a";\nexport const c = a;\n',
    });
    const report = checkLayers(src, SCREENS);
    expect(report.offences).toEqual([]);
    expect(report.circles).toEqual([
      [
        { file: "src/features/forms/a.ts", imports: ["src/features/forms/b.ts"] },
        { file: "src/features/forms/b.ts", imports: ["src/features/forms/a.ts"] },
      ],
    ]);
  });

  it("reports a circle closed by a lazy import() through an index file", () => {
    const src = tree({
      "features/sudo/ask.ts": 'export const ask = () => import("./prompt");\n',
      "features/sudo/prompt.tsx": 'import { call } from "../../api";\nexport const prompt = call;\n',
      "api/index.ts": 'import { ask } from "../features/sudo/ask";\nexport const call = ask;\n',
    });
    const report = checkLayers(src, SCREENS);
    expect(report.circles.map((circle) => circle.map(({ file }) => file))).toEqual([
      ["src/api/index.ts", "src/features/sudo/ask.ts", "src/features/sudo/prompt.tsx"],
    ]);
  });

  it("leaves a ring of type-only imports out of the circles unless asked (the compiler erases them)", () => {
    const src = tree({
      "features/sudo/ask.ts": 'export type Who = "client" | "admin";\nexport const ask = () => import("./prompt");\n',
      "features/sudo/prompt.tsx": 'import type { Who } from "./ask";\nexport const prompt = (w: Who) => w;\n',
      // `import { type X }` stays as `import "./c"` (verbatimModuleSyntax): a real arrow.
      "features/forms/c.ts": 'import { type D } from "./d";\nexport type C = D;\n',
      "features/forms/d.ts": 'import { type C } from "./c";\nexport type D = C | 1;\n',
    });
    expect(checkLayers(src, SCREENS).circles.map((circle) => circle.map(({ file }) => file))).toEqual([
      ["src/features/forms/c.ts", "src/features/forms/d.ts"],
    ]);
    expect(checkLayers(src, { ...SCREENS, typeCircles: true }).circles.map((circle) => circle.map(({ file }) => file))).toEqual([
      ["src/features/forms/c.ts", "src/features/forms/d.ts"],
      ["src/features/sudo/ask.ts", "src/features/sudo/prompt.tsx"],
    ]);
  });
});
