#!/usr/bin/env bash
# Builds the browser modules (wasm/ -> web/src/wasm/pkg and web/src/wasm/pkg-display): cargo for wasm32,
# wasm-bindgen (bundler target, TypeScript declarations), wasm-opt -Oz, and a gzipped size budget each.
# pkg is every rule; pkg-display only what read pages show (labels and dates: feature `rules` off), so a
# signed-in page that shows data without a form fetches a few KB instead of the whole module.
# The packages are committed (ADR 0035), with a hash of every input beside them
# (web/src/wasm/inputs.sha256): when the hash matches, nothing is built and nothing installed, so
# `make run` on a fresh machine needs neither the wasm32 target nor wasm-bindgen-cli. When an input
# changed, the packages are built again and the hash rewritten: commit web/src/wasm with the change.
#
# Environment: PORTICO_TOOLS (where wasm-bindgen is installed; default ~/.cache/portico/tools),
# WASM_OPT (a wasm-opt binary; default web/node_modules/.bin/wasm-opt from npm's binaryen).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

target=wasm32-unknown-unknown
profile=wasm-release
out=web/src/wasm/pkg
display_out=web/src/wasm/pkg-display
stamp=web/src/wasm/inputs.sha256
budget=112640       # bytes, gzip -9, every rule (ADR 0032: money and sign-off; ADR 0039: files; ADR 0042: hours, role rates; ADR 0044: quotes)
display_budget=14336 # bytes, gzip -9, labels and dates
tools="${PORTICO_TOOLS:-$HOME/.cache/portico/tools}"

die() {
    echo "build-wasm: $*" >&2
    exit 1
}

# Every input of the packages, hashed by content (not by time: a fresh clone's files all have the
# checkout's time): the rules and the wasm layer, the lock file, this script, binaryen's version.
inputs_hash() {
    {
        find shared wasm -type f -not -path '*/target/*' -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
        sha256sum Cargo.lock Cargo.toml scripts/build-wasm.sh
        grep -A2 '"node_modules/binaryen"' web/package-lock.json | grep '"version"' || true
    } | sha256sum | cut -d' ' -f1
}
hash="$(inputs_hash)"
if [[ "${1:-}" == --hash ]]; then
    echo "$hash"
    exit 0
fi

# 0. Nothing to do when the packages were built from exactly these inputs.
outputs_present() {
    local dir
    for dir in "$out" "$display_out"; do
        [[ -f "$dir/portico_wasm.js" && -f "$dir/portico_wasm_bg.js" && -f "$dir/portico_wasm.d.ts" &&
            -f "$dir/portico_wasm_bg.wasm" ]] || return 1
    done
}
if outputs_present && [[ -f "$stamp" && "$(cat "$stamp")" == "$hash" ]]; then
    exit 0
fi

# 1. The Rust target.
if command -v rustup >/dev/null 2>&1; then
    if ! rustup target list --installed | grep -qx "$target"; then
        rustup target add "$target"
    fi
fi

# 2. wasm-bindgen at exactly the crate's pinned version (the CLI and the crate must agree).
pin="$(sed -nE 's/^wasm-bindgen[[:space:]]*=.*"=([0-9][^"]*)".*/\1/p' wasm/Cargo.toml | head -n 1)"
[[ -n "$pin" ]] || die 'no exact wasm-bindgen pin (wasm-bindgen = "=X.Y.Z") in wasm/Cargo.toml'
wasm_bindgen="$tools/bin/wasm-bindgen"
have="$("$wasm_bindgen" --version 2>/dev/null | awk '{print $2}' || true)"
if [[ "$have" != "$pin" ]]; then
    echo "build-wasm: installing wasm-bindgen-cli $pin into $tools (about a minute and a half)" >&2
    # Not --locked: with it, a dependency pinned by the CLI's lock file is missing from the registry.
    # Only the one binary we run, without the test runner's TLS (ring's C build), at opt-level 1:
    # 1.5 min instead of 2.3 on 2 cores, and the same output, as fast, for a module our size.
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install wasm-bindgen-cli --version "$pin" --root "$tools" \
        --no-default-features --bin wasm-bindgen
fi

# 5 (checked early, before a long build). npm's binaryen: Debian's binaryen 108 emits modules that fail to load.
wasm_opt="${WASM_OPT:-$root/web/node_modules/.bin/wasm-opt}"
[[ -x "$wasm_opt" ]] ||
    die "wasm-opt not found at $wasm_opt: run the web install first (cd web && npm ci), or set WASM_OPT"

# 3-6, once per package: compile (cargo's features pick the functions), bind, optimise, check the budget.
mkdir -p target
build_package() {
    local dest="$1" budget="$2"
    shift 2
    cargo build -p portico-wasm --target "$target" --profile "$profile" "$@"

    # 4. Bindings and TypeScript declarations, into a staging folder so a failed step never leaves a
    # half-built package that looks up to date.
    # A folder of its own: two builds at once (two scripts of one checkout) must not share one.
    local stage
    stage="$(mktemp -d target/wasm-pkg.XXXXXX)"
    trap 'rm -rf "$stage"' EXIT
    "$wasm_bindgen" --target bundler --typescript --out-dir "$stage" --out-name portico_wasm \
        "target/$target/$profile/portico_wasm.wasm"

    # 5. Optimise for size. The features are those rustc enables for wasm32 and wasm-bindgen's glue relies on.
    # No producers or debug sections: nothing in the browser reads them.
    "$wasm_opt" -Oz --strip-producers --strip-debug \
        --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
        --enable-reference-types --enable-multivalue \
        "$stage/portico_wasm_bg.wasm" -o "$stage/portico_wasm_bg.opt.wasm"
    mv "$stage/portico_wasm_bg.opt.wasm" "$stage/portico_wasm_bg.wasm"
    if command -v node >/dev/null 2>&1; then
        node -e 'process.exit(WebAssembly.validate(require("fs").readFileSync(process.argv[1])) ? 0 : 1)' \
            "$stage/portico_wasm_bg.wasm" || die "the optimised module does not validate"
    fi

    # 6. Size budget.
    local bytes
    bytes="$(gzip -9 -c "$stage/portico_wasm_bg.wasm" | wc -c)"
    awk -v b="$bytes" -v d="$dest" -v m="$budget" \
        'BEGIN { printf "wasm: %s %.1f KB gzipped (budget %.0f KB)\n", d, b / 1024, m / 1024 }'
    if ((bytes > budget)); then
        die "$dest over budget by $((bytes - budget)) bytes; package not updated"
    fi

    mkdir -p "$(dirname "$dest")"
    rm -rf "$dest"
    mv "$stage" "$dest"
    trap - EXIT
}

build_package "$out" "$budget"
build_package "$display_out" "$display_budget" --no-default-features
echo "$hash" >"$stamp"
echo "build-wasm: web/src/wasm rebuilt from changed inputs: commit it with them" >&2
