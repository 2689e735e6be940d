// A stand-in for the Rust server, for running the browser suite against `build/client` alone:
// prerendered pages at /path and /path/, `__spa-fallback.html` for other non-/api paths, 404 JSON
// for /api, and the same strict Content-Security-Policy the real server sends (sha256 hashes of
// each page's inline scripts), and %PUBLIC_URL% replaced by its own address.
// Usage: node e2e/serve-static.mjs [port]  (default 3000)
import { createHash } from "node:crypto";
import { readFileSync, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

const root = join(import.meta.dirname, "..", "build", "client");
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

function csp(html) {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

function file(path) {
  const full = normalize(join(root, path));
  if (!full.startsWith(root) || !existsSync(full) || !statSync(full).isFile()) return null;
  return full;
}

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  if (path === "/api" || path.startsWith("/api/")) {
    res.writeHead(404, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: { code: "not_found", message: "Not found." } }));
    return;
  }
  const trimmed = path.replace(/\/+$/, "");
  const found =
    (path.endsWith("/") ? null : file(path)) ?? file(join(trimmed, "index.html")) ?? file("__spa-fallback.html");
  const isAsset = path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path);
  if (!found || (isAsset && !file(path))) {
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not found");
    return;
  }
  let body = readFileSync(found);
  // As the server does with its PUBLIC_URL: absolute addresses in the prerendered pages.
  if (extname(found) === ".html") body = Buffer.from(body.toString("utf8").replaceAll("%PUBLIC_URL%", `http://127.0.0.1:${port}`));
  const headers = { "Content-Type": types[extname(found)] ?? "application/octet-stream" };
  if (extname(found) === ".html") headers["Content-Security-Policy"] = csp(body.toString("utf8"));
  res.writeHead(200, headers);
  res.end(body);
}).listen(port, "127.0.0.1", () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
