#!/usr/bin/env bash
# Browser figures for BENCHMARKS.md: served wasm sizes (raw and gzipped) and the timing harness
# in e2e/bench.spec.mjs, against a fresh release build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
source scripts/env.sh
scripts/build.sh
echo "served wasm (bytes, gzip -9 bytes):"
for f in dist/*.wasm; do echo "  $(basename "$f") $(stat -c %s "$f") $(gzip -9c "$f" | wc -c)"; done
npx playwright test --project bench
