#!/usr/bin/env bash
# Builds the whole static site into dist/: the app and its worker as WebAssembly, the styles and
# the static files (`site dist`: crates/site carries out index.html's `data-site` tags), then
# every route's page with its default view prerendered (src/bin/prerender.rs), so that any
# static host serves it, deep links included, from its root or any folder (every page names
# the site's files relative to its own <base href>: src/prerender/page.rs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
# Both tools are built in the test profile (optimised, see Cargo.toml), with every workspace
# member's features as in the test command's `cargo test --workspace`, so there they cost
# little more than their own linking.
cargo build --locked --quiet --profile test --workspace --bins
bin="${CARGO_TARGET_DIR:-target}/debug"
"$bin/site" dist
"$bin/prerender" dist
