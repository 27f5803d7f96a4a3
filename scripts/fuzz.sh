#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer through cargo-fuzz) of the core's decoders and parsers:
# the halftone PNG/JPEG path, Gobblet's table files, the hold'em equity table, whodunit puzzles,
# the robot's Logo and the short text parsers (targets in fuzz/fuzz_targets/). Not part of the
# test command: the property tests there (crates/core/tests/parsers_props/, halftone_props.rs)
# cover the same properties in seconds; this runs for minutes and needs a nightly compiler.
#
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]     # default 60 s, every target
#
# Installs, if missing, the pinned nightly toolchain and cargo-fuzz from crates.io. Each target's
# corpus grows in fuzz/corpus/<target>/ (not committed); a crash is saved in
# fuzz/artifacts/<target>/ and ends the run with its path (reproduce it with
# `cargo +NIGHTLY fuzz run <target> <file>` in fuzz/). The executions and corpus of each target
# are printed at the end (BENCHMARKS.md, "Coverage-guided fuzzing").
set -euo pipefail
cd "$(dirname "$0")/.."

NIGHTLY=nightly-2026-05-19
CARGO_FUZZ_VERSION=0.13.2
seconds="${1:-60}"
shift || true
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…] (seconds: a positive whole number, not '$seconds')" >&2
  exit 2
fi

if ! rustup run "$NIGHTLY" rustc --version >/dev/null 2>&1; then
  rustup toolchain install "$NIGHTLY" --profile minimal
fi
if [ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]; then
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi

cd fuzz
if [ "$#" -gt 0 ]; then
  targets=("$@")
else
  mapfile -t targets < <(cargo "+$NIGHTLY" fuzz list)
fi

# One build for every target, then each runs for its budget. Memory is capped below the
# machine's (2 cores, 24 GiB) so a decoder that allocates without bound is a finding, not a
# swapping machine.
cargo "+$NIGHTLY" fuzz build
results=()
status=0
for target in "${targets[@]}"; do
  echo
  echo "=== $target: $seconds s"
  mkdir -p "corpus/$target"
  log="$(mktemp)"
  if cargo "+$NIGHTLY" fuzz run "$target" "corpus/$target" -- \
      -max_total_time="$seconds" -rss_limit_mb=4096 -print_final_stats=1 2>&1 | tee "$log"; then
    found="nothing found"
  else
    found="FOUND A CRASH (fuzz/artifacts/$target/)"
    status=1
  fi
  runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')"
  corpus="$(find "corpus/$target" -type f | wc -l)"
  rm -f "$log"
  results+=("$(printf '%-16s %12s executions  %6s inputs in the corpus  %s' "$target" "$runs" "$corpus" "$found")")
done

echo
echo "=== fuzzing, $seconds s per target ($NIGHTLY, cargo-fuzz $CARGO_FUZZ_VERSION)"
printf '%s\n' "${results[@]}"
exit "$status"
