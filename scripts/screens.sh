#!/usr/bin/env bash
# Screenshots of every screen of the portal and the console (web/e2e/screens/screens.ts), light and
# dark, desktop (1280 × 800) and phone (390 × 844), with the demo data: docs/design/screens/; and of
# each building block as a screen shows it, light and dark (web/e2e/screens/components.spec.ts):
# docs/design/components/. The pictures docs/design.md shows. Run it after a change to how screens
# look, and commit the pictures.
#   bash scripts/screens.sh              # all
#   bash scripts/screens.sh components   # the building blocks only
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_node_modules
ensure_web_build
cargo build -q -p portico-server --features demo
what="${1:-all}"
if [[ "$what" == all ]]; then
    out="$ROOT/docs/design/screens"
    rm -rf "$out"
    SCREENS_DIR="$out" bash scripts/e2e.sh sqlite "$ROOT/target/debug/portico" e2e/screens/shots.spec.ts
    say "screenshots: $(find "$out" -name '*.jpg' | wc -l) in docs/design/screens ($(du -sh "$out" | cut -f1))"
fi
out="$ROOT/docs/design/components"
rm -rf "$out"
COMPONENTS_DIR="$out" bash scripts/e2e.sh sqlite "$ROOT/target/debug/portico" e2e/screens/components.spec.ts
say "building blocks: $(find "$out" -name '*.png' | wc -l) in docs/design/components ($(du -sh "$out" | cut -f1))"
