#!/usr/bin/env bash
# Builds the whole static site into dist/: the app and its worker (trunk build --release), then
# every route's page with its default view prerendered (src/bin/prerender.rs), so that any static
# host serves it, deep links included, from its root or any folder (Trunk.toml, public_url).
# Extra arguments go to trunk.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
trunk build --release "$@"
# The test profile (optimised, see Cargo.toml) shares its compiled dependencies with the test
# command's native tests, so the prerenderer costs little to build there.
cargo run --locked --quiet --profile test -p snipelab-app --bin prerender -- dist
