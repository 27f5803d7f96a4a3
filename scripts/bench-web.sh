#!/usr/bin/env bash
# Browser figures for BENCHMARKS.md: served wasm sizes (raw and gzipped) and the Playwright
# `bench` project (every test tagged @bench: tests/e2e/bench*.spec.mjs, the cftp sample timing, the full
# Gobblet (3,2,1) solve), against a fresh release build. The test command does not run these.
# Usage: scripts/bench-web.sh [playwright arguments], e.g. tests/e2e/bench-gobblet.spec.mjs
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
source scripts/env.sh
scripts/build.sh
echo "served wasm (bytes, gzip -9 bytes):"
for f in dist/*.wasm; do echo "  $(basename "$f") $(stat -c %s "$f") $(gzip -9c "$f" | wc -c)"; done
npx playwright test --project bench "$@"
