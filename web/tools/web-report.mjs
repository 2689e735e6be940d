// The site's weight and the public pages' Lighthouse scores, against a running server with the demo
// data (scripts/web-report.sh starts one). Usage: node tools/web-report.mjs <base URL> [--runs N]
// [--json file] [--weight-only]
//
// Weight: each page is loaded in Chromium with an empty cache and nothing is touched; the bytes of
// every script, stylesheet and WASM response received until the network is idle are summed as they
// came over the wire (the browser asks for brotli; the build stores brotli copies), with the same
// files gzipped (-9) beside them for comparison. That is what a first visit costs before any
// interaction. The signed-in pages (/dashboard as a demo client,
// /admin as the demo administrator) are loaded the same way, with the session's token already in the
// browser's storage, as after signing in on another visit.
// Lighthouse: its default mobile profile (simulated slow 4G, 4x CPU slowdown), the median of N runs.
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, cpus } from "node:os";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";

const require = createRequire(import.meta.url);
const LIGHTHOUSE_CLI = require.resolve("lighthouse/cli/index.js");
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(require.resolve("lighthouse/package.json"), "utf8")).version;

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// The flags every browser on these machines starts with (see playwright.config.ts).
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const PAGES = ["/", "/about", "/services", "/contact"];
const BUDGET_BYTES = 150 * 1024; // JS + CSS + WASM, gzipped, home page, before interaction
// Signed-in pages: who signs in (the demo seed's accounts), where the token goes, and the budget.
const DEMO_PASSWORD = "portico-demo";
const SIGNED_IN = [
  // The states people are in: an owner with sign-offs waiting, a finance person, a member who
  // sees one project, a client just added with nothing yet (made by the report, `create`).
  // `waiting` is checked before weighing (GET /api/signoff/waiting), so each row is the state it
  // names: the waiting cards are what made the heaviest dashboard.
  { path: "/dashboard", who: "owner", login: "/api/user/login", email: "asha.verma@example.com", key: "token", budget: 180 * 1024, waiting: true },
  { path: "/dashboard", who: "finance", login: "/api/user/login", email: "nikhil.rao@example.com", key: "token", budget: 180 * 1024, waiting: false },
  { path: "/dashboard", who: "member", login: "/api/user/login", email: "priya.shah@example.com", key: "token", budget: 180 * 1024, waiting: false },
  { path: "/dashboard", who: "new client", login: "/api/user/login", email: "new.client@example.com", key: "token", budget: 180 * 1024, create: true, waiting: false },
  { path: "/admin", who: "staff", login: "/api/admin/login", email: "admin@example.com", key: "adminToken", budget: 180 * 1024 },
  // A project's road map (issue 22): its timeline and burn-up load with it.
  { path: "/clientHome/Storefront%20Revamp", who: "owner", login: "/api/user/login", email: "asha.verma@example.com", key: "token", budget: 250 * 1024 },
];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const args = process.argv.slice(2);
const base = args[0];
if (!base) {
  console.error("usage: node tools/web-report.mjs <base URL> [--runs N] [--json file]");
  process.exit(2);
}
const runs = Number(args[args.indexOf("--runs") + 1] ?? 0) || 3;
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : undefined;
const weightOnly = args.includes("--weight-only");

/** Makes the client `email` (password DEMO_PASSWORD, no project) as the demo administrator. */
async function createClient(email) {
  const admin = await fetch(new URL("/api/admin/login", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
  });
  const { token } = await admin.json();
  const res = await fetch(new URL("/api/user/signup", base), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "New Client", email, password: DEMO_PASSWORD }),
  });
  if (!res.ok && res.status !== 409) throw new Error(`making ${email}: ${res.status} ${await res.text()}`);
}

/** Fails unless `signIn` has sign-offs waiting for them exactly when the row says so. */
async function checkWaiting(signIn, token) {
  const res = await fetch(new URL("/api/signoff/waiting", base), { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`sign-offs waiting for ${signIn.email}: ${res.status} ${await res.text()}`);
  const rounds = await res.json();
  if (rounds.length > 0 !== signIn.waiting)
    throw new Error(`${signIn.email} (${signIn.who}) has ${rounds.length} sign-off(s) waiting; the report weighs them with ${signIn.waiting ? "some" : "none"}`);
}

/** The JS, CSS and WASM a first visit to `path` loads without interaction (signed in as `signIn`). */
async function weigh(browser, path, signIn) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  if (signIn?.create) await createClient(signIn.email);
  if (signIn) {
    const res = await fetch(new URL(signIn.login, base), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: signIn.email, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`signing in as ${signIn.email}: ${res.status} ${await res.text()}`);
    const { token } = await res.json();
    if (signIn.waiting !== undefined) await checkWaiting(signIn, token);
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [signIn.key, token]);
  }
  const page = await context.newPage();
  const pending = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    const kind =
      res.request().resourceType() === "document"
        ? "html"
        : /\.js$/.test(url.pathname)
          ? "js"
          : /\.css$/.test(url.pathname)
            ? "css"
            : /\.wasm$/.test(url.pathname)
              ? "wasm"
              : null;
    if (!kind || res.status() !== 200) return;
    pending.push(
      Promise.all([res.body(), res.request().sizes()]).then(([body, sizes]) => ({
        kind,
        path: url.pathname,
        raw: body.length,
        wire: sizes.responseBodySize,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  // A file asked for again (a stylesheet named by several chunks) comes from the memory cache, and
  // Chromium reports a negative body size for it: each file counts once, as it came over the wire.
  const seen = new Set();
  const files = (await Promise.all(pending)).filter((f) => f.wire >= 0 && !seen.has(f.path) && seen.add(f.path));
  await context.close();
  // REPORT_FILES=1: every file a page loaded, heaviest first (what to look at when a budget is missed).
  if (process.env.REPORT_FILES) {
    for (const f of [...files].sort((a, b) => b.wire - a.wire)) console.error(`${path}${signIn ? ` (${signIn.who})` : ""}\t${f.kind}\t${f.wire}\t${f.path}`);
  }
  const sum = (kind, measure = "wire") => files.filter((f) => f.kind === kind).reduce((n, f) => n + f[measure], 0);
  const code = files.filter((f) => f.kind !== "html");
  return {
    path,
    files: code.length,
    html: sum("html"),
    js: sum("js"),
    css: sum("css"),
    wasm: sum("wasm"),
    total: sum("js") + sum("css") + sum("wasm"),
    gzip9: sum("js", "gzip") + sum("css", "gzip") + sum("wasm", "gzip"),
    // REPORT_FILES=1: each file with its bytes on the wire, to find what a page's growth is.
    ...(process.env.REPORT_FILES ? { list: code.map((f) => [f.path, f.wire]) } : {}),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Lighthouse category scores (0-100) for `path`: the median of `runs` runs, each in a fresh browser. */
async function audit(path) {
  const scores = [];
  for (let i = 0; i < runs; i++) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        new URL(path, base).href,
        "--quiet",
        `--chrome-flags=${FLAGS.join(" ")}`,
        `--only-categories=${Object.keys(TARGETS).join(",")}`,
        "--output=json",
        "--output-path=stdout",
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(stdout);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
    scores.push(Object.fromEntries(Object.keys(TARGETS).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)])));
  }
  return Object.fromEntries(Object.keys(TARGETS).map((k) => [k, median(scores.map((s) => s[k]))]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
const weights = [];
for (const path of PAGES) weights.push(await weigh(browser, path));
const signedIn = [];
for (const page of SIGNED_IN) signedIn.push({ ...(await weigh(browser, page.path, page)), budget: page.budget, who: page.who, waiting: page.waiting });
await browser.close();

const audits = [];
if (!weightOnly) for (const path of PAGES) audits.push({ path, ...(await audit(path)) });
const NOT_RUN = Object.fromEntries(Object.keys(TARGETS).map((k) => [k, "-"]));

const date = new Date().toISOString().slice(0, 10);
const cores = typeof availableParallelism === "function" ? availableParallelism() : cpus().length;
console.log(`\nPublic site report, ${date}, ${cores} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"})`);
console.log(
  `Weight: JS + CSS + WASM loaded before any interaction, bytes on the wire (the page's own HTML apart; the same files at gzip -9 in the last column). Budget for /: ${kb(BUDGET_BYTES)}.`,
);
console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile profile (simulated slow 4G, 4x CPU), median of ${runs} run(s).\n`);
console.log(
  `${pad("Page", 11)}${padL("HTML", 9)}${padL("JS", 10)}${padL("CSS", 9)}${padL("WASM", 9)}${padL("JS+CSS+WASM", 13)}${padL("Files", 7)}${padL("gzip -9", 10)}   Perf  A11y    BP   SEO`,
);
let ok = true;
for (const w of weights) {
  const a = audits.find((x) => x.path === w.path) ?? NOT_RUN;
  const misses = weightOnly ? [] : Object.entries(TARGETS).filter(([k, min]) => a[k] < min);
  const over = w.path === "/" && w.total > BUDGET_BYTES;
  if (misses.length > 0 || over) ok = false;
  console.log(
    `${pad(w.path, 11)}${padL(kb(w.html), 9)}${padL(kb(w.js), 10)}${padL(kb(w.css), 9)}${padL(kb(w.wasm), 9)}${padL(kb(w.total), 13)}${padL(w.files, 7)}${padL(kb(w.gzip9), 10)}` +
      `   ${padL(a.performance, 4)}  ${padL(a.accessibility, 4)}  ${padL(a["best-practices"], 4)}  ${padL(a.seo, 4)}` +
      (misses.length > 0 || over ? "   <- misses a target" : ""),
  );
}
console.log(
  `\nSigned in (an owner with sign-offs waiting, a finance person, a member and a new client on /dashboard, staff on /admin, an owner on a road map), the same measure:`,
);
for (const w of signedIn) {
  const over = w.total > w.budget;
  if (over) ok = false;
  console.log(
    `${pad(w.path, 11)}${padL(kb(w.html), 9)}${padL(kb(w.js), 10)}${padL(kb(w.css), 9)}${padL(kb(w.wasm), 9)}${padL(kb(w.total), 13)}${padL(w.files, 7)}${padL(kb(w.gzip9), 10)}` +
      `   budget ${kb(w.budget)}, as ${w.who}${w.waiting ? " (sign-offs waiting)" : ""}` +
      (over ? "   <- misses a target" : ""),
  );
}
console.log(
  `\nTargets: / at most ${kb(BUDGET_BYTES)}; /dashboard and /admin at most ${kb(SIGNED_IN[0].budget)}; a road map at most ${kb(SIGNED_IN.at(-1).budget)}; ` +
    `performance >= ${TARGETS.performance}; accessibility, best practices, SEO = 100${weightOnly ? " (Lighthouse not run)" : ""}. ` +
    `${ok ? "All met." : "NOT ALL MET."}`,
);
if (jsonOut)
  writeFileSync(jsonOut, JSON.stringify({ date, cores, lighthouse: LIGHTHOUSE_VERSION, runs, weights, signedIn, audits }, null, 2));
process.exit(ok ? 0 : 1);
