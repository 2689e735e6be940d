// Writes a brotli (quality 11) and a gzip (level 9) copy beside each file of the client build that
// compression makes smaller, so the server sends stored bytes instead of compressing each answer
// (server/src/web.rs). Pages (.html) are left out: the server sets PUBLIC_URL in them as it loads
// and compresses them then.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "build/client";
const worth = /\.(js|mjs|css|wasm|svg|json|txt|xml|webmanifest|ico)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const path of [...files(root)]) {
  if (!worth.test(path)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < 1024) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  // A copy that saves under a tenth is not worth a second file.
  if (br.length > bytes.length * 0.9) continue;
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gz);
  raw += bytes.length;
  brotli += br.length;
  count += 1;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as brotli`);
