/**
 * Writes the web's API types from the committed OpenAPI document (src/api/openapi.json, which the
 * server generates from its Rust types): `schema.gen.ts`, the `paths` and `components` that the
 * typed client (openapi-fetch) checks every call against, and `types.gen.ts`, a name for each
 * schema plus the values of each closed set at run time. Every type is written once, by
 * openapi-typescript; `types.gen.ts` only points into it.
 *
 * `npm run api:types` writes both files; `src/api/generated.test.ts` fails when they are stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

const API = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "api");
export const DOCUMENT = join(API, "openapi.json");
export const COMMAND = "cd web && npm run api:types";

const HEADER = `// Generated from web/src/api/openapi.json by web/tools/api-types.ts. Do not edit: run
// \`${COMMAND}\` (after \`UPDATE_OPENAPI=1 cargo test -p portico-server openapi\`).\n`;

type Schema = { description?: string; enum?: unknown[]; oneOf?: Schema[]; const?: unknown };

/** The values of a closed set: `enum`, or `oneOf` of `const`s (variants with doc comments). */
function literals(schema: Schema): string[] | null {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v));
  if (!Array.isArray(schema.oneOf)) return null;
  const out: string[] = [];
  for (const option of schema.oneOf) {
    if (option.const !== undefined) out.push(JSON.stringify(option.const));
    else if (Array.isArray(option.enum)) out.push(...option.enum.map((v) => JSON.stringify(v)));
    else return null;
  }
  return out;
}

/** `ErrorCode` → `ERROR_CODE` (the names the screens already import). */
function screaming(name: string): string {
  return name.replace(/(?<=.)([A-Z])/g, "_$1").toUpperCase();
}

function docComment(schema: Schema): string {
  if (!schema.description) return "";
  return `/** ${schema.description.replaceAll("*/", "* /").replaceAll("\n", "\n * ")} */\n`;
}

function names(doc: OpenAPI3): string {
  let out = `${HEADER}import type { components } from "./schema.gen";\n`;
  for (const [name, schema] of Object.entries((doc.components?.schemas ?? {}) as Record<string, Schema>)) {
    out += `\n${docComment(schema)}export type ${name} = components["schemas"]["${name}"];\n`;
    const values = literals(schema);
    if (values) out += `export const ${screaming(name)}_VALUES: readonly ${name}[] = [${values.join(", ")}];\n`;
  }
  return out;
}

/** The two files, path → text, as they should be committed. */
export async function render(): Promise<Map<string, string>> {
  const doc = JSON.parse(await readFile(DOCUMENT, "utf8")) as OpenAPI3;
  // A request field with a default may be left out: keep it optional (the server's own reading).
  const ast = await openapiTS(structuredClone(doc), { defaultNonNullable: false });
  return new Map([
    [join(API, "schema.gen.ts"), `${HEADER}\n${astToString(ast)}`],
    [join(API, "types.gen.ts"), names(doc)],
  ]);
}

if (import.meta.main) {
  for (const [path, text] of await render()) await writeFile(path, text);
}
