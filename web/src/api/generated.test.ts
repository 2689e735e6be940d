import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMAND, render } from "../../tools/api-types.ts";

// The server writes openapi.json from its Rust types (and checks it in its own tests); this checks
// the next step, so a changed answer type breaks the web's typecheck instead of a screen.
describe("the generated API types", () => {
  it("are the ones openapi.json gives", async () => {
    for (const [path, text] of await render()) {
      const committed = await readFile(path, "utf8").catch(() => "");
      expect(committed === text, `${relative(process.cwd(), path)} is out of date: run \`${COMMAND}\``).toBe(true);
    }
  }, 30_000);
});
