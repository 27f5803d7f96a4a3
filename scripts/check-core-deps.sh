#!/usr/bin/env bash
# The computation library must never depend on web crates: it is what the CLI and the tests use
# natively, and what keeps the maths reviewable without a browser. Checked on every platform.
# The worker and its jobs must never depend on Yew: the site builds the worker at opt-level 3,
# and Yew would bring the whole app's compile back into it (ARCHITECTURE.md, "Crates").
set -euo pipefail
cd "$(dirname "$0")/.."

# check <package> <forbidden crates, as an extended regex> <what the rule is>
check() {
  local tree found
  tree=$(cargo tree --locked -p "$1" -e normal,build --target all --prefix none)
  found=$(echo "$tree" | grep -E "^($2) " | sort -u || true)
  if [ -n "$found" ]; then
    echo "$1 depends on $3, which ARCHITECTURE.md forbids:" >&2
    echo "$found" >&2
    exit 1
  fi
  echo "$1: $(echo "$tree" | sort -u | wc -l) crates in its tree, none of them $3"
}

check snipelab-core 'yew|yew-router|yew-agent|gloo[a-z-]*|web-sys|js-sys|wasm-bindgen[a-z-]*' 'a web crate'
check snipelab-jobs 'yew[a-z-]*|gloo[a-z-]*|web-sys' 'Yew, gloo or web-sys'
check snipelab-worker 'yew[a-z-]*|gloo[a-z-]*|snipelab-app' 'Yew, gloo or the app'
