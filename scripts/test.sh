#!/usr/bin/env bash
# The one test command: installs whatever is missing, then runs every check and every test.
# Benchmarks are not tests: the browser `bench` project (tests/e2e/bench*.spec.mjs and the other specs
# tagged @bench, among them the full Gobblet (3,2,1) solve) runs in scripts/bench-web.sh only.
# Each stage is timed; the times are printed at the end, also when a stage fails, so a slow or
# failing run says where its time went (BENCHMARKS.md, "The test command").
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

stage_names=()
stage_seconds=()
stage=""
stage_started=$SECONDS
# Closes the running stage (if any) and records its wall time.
end_stage() {
  if [ -n "$stage" ]; then
    stage_names+=("$stage")
    stage_seconds+=("$((SECONDS - stage_started))")
    stage=""
  fi
}
step() {
  end_stage
  stage="$*"
  stage_started=$SECONDS
  echo
  echo "=== $* ($((SECONDS - started)) s)"
}
summary() {
  local status=${1:-$?}
  local unfinished="$stage"
  end_stage
  echo
  echo "=== stage times (wall seconds)"
  local i
  for i in "${!stage_names[@]}"; do
    if [ "$status" -ne 0 ] && [ "${stage_names[$i]}" = "$unfinished" ]; then
      printf '%6d s  %s  (FAILED)\n' "${stage_seconds[$i]}" "${stage_names[$i]}"
    else
      printf '%6d s  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"
    fi
  done
  printf '%6d s  in all\n' "$((SECONDS - started))"
}
trap summary EXIT

# A fresh clone gains nothing from incremental compilation, and at the test profile's opt-level 3
# writing its caches only costs (BENCHMARKS.md, "The test command").
export CARGO_INCREMENTAL=0

step "set-up: tools and dependencies (scripts/setup.sh)"
scripts/setup.sh
source scripts/env.sh

step "formatting"
cargo fmt --all --check

step "architecture: the core library has no web dependency, the worker and its jobs no Yew"
scripts/check-core-deps.sh

step "file sizes: no Rust file over 600 lines"
scripts/check-file-sizes.sh

step "clippy, native"
cargo clippy --locked --workspace --all-targets -- -D warnings

step "clippy, wasm32"
cargo clippy --locked -p snipelab-core -p snipelab-app -p snipelab-jobs -p snipelab-worker --target wasm32-unknown-unknown -- -D warnings

step "native build: every test binary, in the test profile"
# Cargo's report of the build (one JSON line per artifact; diagnostics still shown as text)
# names the test binaries the slow lane runs, so the lane needs no cargo call of its own: one
# would wait for the build directory's lock, held by the quick tests and then the site build
# (session 14's first run waited about 350 s so).
test_binaries=$(mktemp)
cargo test --locked --workspace --no-run --message-format=json-render-diagnostics > "$test_binaries"

# The slow lane runs alongside the quick tests and the site build: on two cores each of those
# leaves one idle for long stretches (one test binary's last test, the link-time optimisation of
# each WebAssembly binary), and the lane fills them (BENCHMARKS.md, "The test command").
slow_log=$(mktemp)
slow_started=$SECONDS
# Its own process group (setsid), so that a failing stage stops the lane and its test binaries.
setsid scripts/slow-tests.sh "$test_binaries" > "$slow_log" 2>&1 &
slow_pid=$!
trap 'rc=$?; kill -- -"$slow_pid" 2>/dev/null || true; summary "$rc"' EXIT

step "unit and integration tests (native), with the slow lane running alongside"
cargo test --locked --workspace

step "release build of the site: the app and its worker (crates/site), every route prerendered"
scripts/build.sh

step "slow lane: the #[ignore]d tests (scripts/slow-tests.sh), what is left of it"
slow_status=0
wait "$slow_pid" || slow_status=$?
trap summary EXIT
cat "$slow_log"
echo "slow lane: $((SECONDS - slow_started)) s from its start"
[ "$slow_status" -eq 0 ] || { echo "slow lane failed" >&2; exit 1; }

# The test projects by name: the `bench` project is a benchmark (scripts/bench-web.sh).
step "browser tests (Playwright on Debian's Chromium, projects desktop and phone)"
npx playwright test --project desktop --project phone
node scripts/e2e-times.mjs

end_stage
echo
echo "=== all checks passed in $((SECONDS - started)) s"
