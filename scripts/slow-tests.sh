#!/usr/bin/env bash
# The slow lane: the tests marked #[ignore] because they take minutes, not seconds (Gobblet
# Gobblers (3,2,0) and (3,2,1) solved in full, the seed's split in exact rationals, every
# bsearch n up to 200, halftone orders up to 200, the hold'em equity table recomputed and more
# of its entries summed from matchups, the exact value of the post's hold'em game, 15,000
# damaged pictures through the halftone path, Grundy's game by the sparse-space method against
# the plain rule to 500,000).
#
# Usage: scripts/slow-tests.sh [REPORT], where REPORT is cargo's JSON report of the quick run's
# build (`cargo test --workspace --no-run --message-format=json…`; the test command passes the
# one its build wrote). Without it the lane asks cargo (a no-op once that build is done).
#
# It runs the test binaries of the quick run's build directly, each with `--ignored`, all at once, instead of through
# `cargo test`: cargo holds the build directory's lock while its tests run, and the test
# command runs this lane alongside the site build, which needs that lock; and cargo runs one
# test binary after another, so the longest test of one binary left a core idle while the next
# waited (BENCHMARKS.md, "The test command"). Each binary runs in its package's folder, as
# under cargo. The output of every binary follows, one after another, when all have finished.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
report="$logs/report.json"
if [ $# -ge 1 ]; then
  cp "$1" "$report"
else
  cargo test --locked --workspace --no-run --message-format=json 2>/dev/null > "$report"
fi
# Every test executable with its package's folder, from cargo's own report of the build.
python3 -c '
import json, os, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("profile", {}).get("test") and m.get("executable"):
        print(m["executable"] + "\t" + os.path.dirname(m["manifest_path"]))
' < "$report" > "$logs/binaries"
[ -s "$logs/binaries" ] || { echo "slow lane: cargo reported no test binaries" >&2; exit 1; }
pids=()
i=0
while IFS=$'\t' read -r exe dir; do
  i=$((i + 1))
  ( cd "$dir" && CARGO_MANIFEST_DIR="$dir" "$exe" --ignored > "$logs/$i.log" 2>&1; echo $? > "$logs/$i.rc" ) &
  pids+=($!)
  echo "$exe" > "$logs/$i.name"
done < "$logs/binaries"
wait "${pids[@]}"
failed=0
for n in $(seq 1 "$i"); do
  # Binaries without ignored tests say only "running 0 tests"; the rest are shown in full.
  if ! grep -q '^running 0 tests' "$logs/$n.log" || [ "$(cat "$logs/$n.rc")" != 0 ]; then
    echo "--- $(basename "$(cat "$logs/$n.name")") --ignored"
    cat "$logs/$n.log"
  fi
  [ "$(cat "$logs/$n.rc")" = 0 ] || { echo "slow lane: $(cat "$logs/$n.name") failed" >&2; failed=1; }
done
exit "$failed"
