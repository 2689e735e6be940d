// Every import arrow in web/src points down: routes/ -> screen features -> building blocks -> api/,
// wasm/, i18n/. A screen feature (a whole area with its own pages: the client portal, the staff
// console, the public site) is imported only by routes/ and by itself; a building block (every other
// folder under features/) and everything below never import a screen; nothing outside routes/
// imports routes/; and the base (api/, wasm/, i18n/) imports nothing above it: no feature, no route,
// no root module (what the API client needs from above, the session's tokens, the toasts, sudo
// mode's question, it is handed by the app's root: `configureApi` in api/client.ts), except that their
// tests may use the test helpers (test/). The root modules (root.tsx, site.ts, theme.ts...) and the
// test helpers may use building blocks.
// Why: what two screens share then lives in one place below both, so a change made for the console
// cannot quietly change the portal, and a screen can be split or lazy-loaded without dragging
// another screen's code (or stylesheet) along.
//
// And no circles: the files that import each other round in a ring (a strongly connected component
// of the import graph, every file of it reachable from every other) are reported, whatever their
// layers. A circle makes the order modules start in depend on which one is imported first, and
// makes every file of it load with any of them. Lazy arrows count: a dynamic import() still joins
// the files of the ring (the lazily loaded sudo dialog did close one). Type-only ones do not
// (`import type`, `export type ... from`, a type's `import("...")`; `import { type X }` is not one:
// verbatimModuleSyntax keeps it as `import "..."`): the compiler erases them, so they neither order
// the modules' start nor load one file with another. They still obey the layers above. With
// `--type-circles` (or `typeCircles: true`) they count too, to find the rings that exist in types
// only (a type used both ways can move below both files).
//
// Relative imports only (the app has no path aliases); static, type-only, side-effect (CSS),
// re-exports, dynamic import() and vi.mock() count. Run by `npm run lint`; prints the offending
// imports and circles and exits 1, or one line when all is well. `checkLayers` is the same check
// on any source folder (src/layers.test.ts runs it on small trees).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
// features/account is not a screen: the console and the portal's settings both render its
// notification settings, and the identity provider's callback page reuses its page frame.
const SCREENS = ["admin", "marketing", "portal"];
/** The folders at the bottom: they import only each other (and packages). */
const BASE = ["api", "wasm", "i18n"];
const SKIP = /^wasm[\\/]pkg/; // wasm-bindgen's generated glue

function sourceFiles(src, dir = src) {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SKIP.test(path.relative(src, full))) return [];
    if (entry.isDirectory()) return sourceFiles(src, full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every module specifier a file names, comments and strings left alone (the compiler's parser), and
 * whether the compiler erases that import (`typeOnly`).
 */
function specifiers(file) {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly === true });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ spec: node.argument.literal.text, typeOnly: true });
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const dynamic = callee.kind === ts.SyntaxKind.ImportKeyword;
      const mock = ts.isPropertyAccessExpression(callee) && callee.expression.getText(source) === "vi" && /^(doMock|mock)$/.test(callee.name.text);
      if (dynamic || mock) found.push({ spec: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names (extension and index added as the bundler does), else its bare path. */
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ""));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
}

/**
 * `routes`, `screen:<name>`, `block:<name>`, `base` (api/, wasm/, i18n/), `test` (the test helpers)
 * or `root` (the modules at the top of src/, anything else inside src/); `outside` for a path
 * outside src/.
 */
function layerOf(src, screens, file) {
  const relative = path.relative(src, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return "outside";
  const [top, name] = relative.split(path.sep);
  if (top === "routes") return "routes";
  if (top === "features" && name !== undefined) return screens.includes(name) ? `screen:${name}` : `block:${name}`;
  if (BASE.includes(top) && name !== undefined) return "base";
  if (top === "test" && name !== undefined) return "test";
  return "root";
}

/**
 * Why an import from layer `from` (in a test file or not) to layer `to` points up or across, or null
 * when it points down.
 */
function offence(from, to, inTest) {
  if (to === "routes" && from !== "routes") return "only routes/ may import routes/";
  if (from === "base" && to !== "base" && to !== "outside" && !(to === "test" && inTest)) return `${BASE.join("/, ")}/ import nothing above them`;
  if (to.startsWith("screen:") && from !== "routes" && from !== to) {
    if (from.startsWith("screen:")) return "a screen feature imports another screen feature";
    if (from.startsWith("block:")) return "a building block imports a screen feature";
    return "code below features/ imports a screen feature";
  }
  return null;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself), iteratively. */
function circles(edges) {
  const index = new Map();
  const low = new Map();
  const on = new Set();
  const stack = [];
  const found = [];
  let counter = 0;
  const enter = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    on.add(node);
  };
  for (const start of [...edges.keys()].sort()) {
    if (index.has(start)) continue;
    enter(start);
    const work = [[start, [...(edges.get(start) ?? [])].sort()[Symbol.iterator]()]];
    while (work.length > 0) {
      const [node, next] = work[work.length - 1];
      let advanced = false;
      for (let step = next.next(); !step.done; step = next.next()) {
        const target = step.value;
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          enter(target);
          work.push([target, [...(edges.get(target) ?? [])].sort()[Symbol.iterator]()]);
          advanced = true;
          break;
        }
        if (on.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
      }
      if (advanced) continue;
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          on.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || edges.get(node).has(node)) found.push(component.sort());
      }
    }
  }
  return found;
}

/**
 * The check on the source folder `src` with the screen features `screens` (type-only imports in the
 * circles with `typeCircles`): every relative import
 * that points up or across (`offences`, one line each), every import circle (`circles`: for each,
 * its files, relative to `src`, and the files of the circle each imports), and how many imports and
 * files were read.
 */
export function checkLayers(src, { screens = SCREENS, typeCircles = false } = {}) {
  src = path.resolve(src);
  const files = sourceFiles(src);
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, new Set()]));
  const offences = [];
  let checked = 0;
  for (const file of files) {
    const from = layerOf(src, screens, file);
    const inTest = /\.test\.tsx?$/.test(file);
    for (const { spec, typeOnly } of specifiers(file)) {
      if (!spec.startsWith(".")) continue;
      checked += 1;
      const target = resolve(file, spec);
      if (known.has(target) && (typeCircles || !typeOnly)) edges.get(file).add(target);
      const why = offence(from, layerOf(src, screens, target), inTest);
      if (why !== null) offences.push(`src/${path.relative(src, file)} imports "${spec}" (${why})`);
    }
  }
  const name = (file) => `src/${path.relative(src, file)}`;
  const found = circles(edges).map((component) => {
    const inside = new Set(component);
    return component.map((file) => ({
      file: name(file),
      imports: [...edges.get(file)].filter((t) => inside.has(t)).map(name).sort(),
    }));
  });
  return { offences, circles: found, checked, files: files.length };
}

function main() {
  const missing = SCREENS.filter((s) => !fs.existsSync(path.join(SRC, "features", s)));
  if (missing.length > 0) {
    console.error(`layers: no features/${missing.join(", features/")}: update SCREENS in tools/layers.mjs`);
    return 1;
  }
  const { offences, circles: found, checked, files } = checkLayers(SRC, { typeCircles: process.argv.includes("--type-circles") });
  if (offences.length > 0) {
    console.error(`layers: ${offences.length} import(s) point up or across (see the comment at the top of tools/layers.mjs):`);
    console.error(offences.map((o) => `  ${o}`).join("\n"));
  }
  for (const circle of found) {
    console.error(`layers: an import circle of ${circle.length} files (see the comment at the top of tools/layers.mjs):`);
    for (const { file, imports } of circle) console.error(`  ${file} -> ${imports.join(", ")}`);
  }
  if (offences.length > 0 || found.length > 0) return 1;
  console.log(`layers: ${checked} relative imports in ${files} files point down, in no circle (screens: ${SCREENS.join(", ")}).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exitCode = main();
