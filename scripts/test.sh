#!/usr/bin/env bash
# The one test command: installs whatever is missing, then runs every check and every test.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
scripts/setup.sh
source scripts/env.sh

step() { echo; echo "=== $* ($((SECONDS - started)) s)"; }

step "formatting"
cargo fmt --all --check

step "architecture: the core library has no web dependency"
scripts/check-core-deps.sh

step "file sizes: no Rust file over 600 lines"
scripts/check-file-sizes.sh

step "clippy, native"
cargo clippy --locked --workspace --all-targets -- -D warnings

step "clippy, wasm32"
cargo clippy --locked -p snipelab-core -p snipelab-app --target wasm32-unknown-unknown -- -D warnings

step "unit and integration tests (native)"
cargo test --locked --workspace

step "slow lane: the #[ignore]d tests (scripts/slow-tests.sh)"
scripts/slow-tests.sh

step "release build of the site: the app (trunk), then every route prerendered"
scripts/build.sh

step "browser tests (Playwright on Debian's Chromium)"
npx playwright test

step "all checks passed in $((SECONDS - started)) s"
