#!/usr/bin/env bash
# Runs the browser suite N times in a row (default 3) against the release build in dist/ while
# two CPU-bound processes keep both cores busy, to find flaky tests: none may fail, and none is
# retried (playwright.config.mjs: retries 0). Usage: scripts/stress-browser.sh [N]
# Build first (`scripts/build.sh`, or the test command). The load is started and stopped
# here; it is plain `sha256sum /dev/zero`, as CPU-hungry as a compiler and with no set-up.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
runs="${1:-3}"
[ -f dist/index.html ] || { echo "stress: no dist/: run scripts/build.sh first" >&2; exit 1; }

hogs=()
stop_load() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_load EXIT
for _ in 1 2; do
  sha256sum /dev/zero >/dev/null &
  hogs+=("$!")
done

for run in $(seq 1 "$runs"); do
  started=$SECONDS
  echo "=== stress: browser suite, run $run of $runs, with both cores loaded ($(uptime | sed 's/.*load/load/'))"
  npx playwright test --project=desktop --project=phone
  echo "=== stress: run $run passed in $((SECONDS - started)) s"
done
echo "=== stress: $runs runs in a row passed, no retries"
