// Every import arrow in web/src points down: routes/ -> screen features -> building blocks -> api/,
// wasm/, i18n/. A screen feature (a whole area with its own pages: the client portal, the staff
// console, the public site) is imported only by routes/ and by itself; a building block (every other
// folder under features/) and everything below never import a screen; nothing outside routes/
// imports routes/. Why: what two screens share then lives in one place below both, so a change made
// for the console cannot quietly change the portal, and a screen can be split or lazy-loaded without
// dragging another screen's code (or stylesheet) along. Relative imports only (the app has no path
// aliases); static, type-only, side-effect (CSS), re-exports, dynamic import() and vi.mock() count.
// Run by `npm run lint`; prints the offending imports and exits 1, or one line when all is well.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
// features/account is not a screen: the console and the portal's settings both render its
// notification settings, and the identity provider's callback page reuses its page frame.
const SCREENS = ["admin", "marketing", "portal"];
const SKIP = /^wasm[\\/]pkg/; // wasm-bindgen's generated glue

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SKIP.test(path.relative(SRC, full))) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file names, comments and strings left alone (the compiler's parser). */
function specifiers(file) {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const dynamic = callee.kind === ts.SyntaxKind.ImportKeyword;
      const mock = ts.isPropertyAccessExpression(callee) && callee.expression.getText(source) === "vi" && /^(doMock|mock)$/.test(callee.name.text);
      if (dynamic || mock) found.push(node.arguments[0].text);
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

/** `routes`, `screen:<name>`, `block:<name>` or `below` (api, wasm, i18n, test helpers, root modules). */
function layerOf(file) {
  const [top, name] = path.relative(SRC, file).split(path.sep);
  if (top === "routes") return "routes";
  if (top === "features" && name !== undefined) return SCREENS.includes(name) ? `screen:${name}` : `block:${name}`;
  return "below";
}

function why(from, to) {
  if (to === "routes") return "only routes/ may import routes/";
  if (from.startsWith("screen:")) return "a screen feature imports another screen feature";
  if (from.startsWith("block:")) return "a building block imports a screen feature";
  return "code below features/ imports a screen feature";
}

const missing = SCREENS.filter((s) => !fs.existsSync(path.join(SRC, "features", s)));
if (missing.length > 0) {
  console.error(`layers: no features/${missing.join(", features/")}: update SCREENS in tools/layers.mjs`);
  process.exit(1);
}

const files = sourceFiles(SRC);
const offences = [];
let checked = 0;
for (const file of files) {
  const from = layerOf(file);
  for (const spec of specifiers(file)) {
    if (!spec.startsWith(".")) continue;
    checked += 1;
    const target = resolve(file, spec);
    const to = layerOf(target);
    const allowed = to === "routes" ? from === "routes" : !to.startsWith("screen:") || from === "routes" || from === to;
    if (!allowed) offences.push(`  src/${path.relative(SRC, file)} imports "${spec}" (${why(from, to)})`);
  }
}

if (offences.length > 0) {
  console.error(`layers: ${offences.length} import(s) point up or across (see the comment at the top of tools/layers.mjs):`);
  console.error(offences.join("\n"));
  process.exit(1);
}
console.log(`layers: ${checked} relative imports in ${files.length} files point down (screens: ${SCREENS.join(", ")}).`);
