#!/usr/bin/env bash
# The computation library must never depend on web crates: it is what the CLI and the tests use
# natively, and what keeps the maths reviewable without a browser. Checked on every platform.
set -euo pipefail
cd "$(dirname "$0")/.."
forbidden='^(yew|yew-router|yew-agent|gloo[a-z-]*|web-sys|js-sys|wasm-bindgen[a-z-]*) '
tree=$(cargo tree --locked -p snipelab-core -e normal,build --target all --prefix none)
found=$(echo "$tree" | grep -E "$forbidden" | sort -u || true)
if [ -n "$found" ]; then
  echo "snipelab-core depends on web crates, which ARCHITECTURE.md forbids:" >&2
  echo "$found" >&2
  exit 1
fi
echo "snipelab-core: $(echo "$tree" | sort -u | wc -l) crates in its tree, none of them a web crate"
