#!/usr/bin/env bash
# Installs whatever is missing to build, serve and test Snipe Lab; does nothing that is done.
# Every tool comes from a registry (npm, Debian) at a pinned version. The site's build tool is
# a crate of this workspace (crates/site), with wasm-bindgen as a library at the version in
# Cargo.lock, so no build tool is compiled and installed here (that was most of a fresh
# machine's set-up while it was Trunk: BENCHMARKS.md, "The test command").
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

log() { echo "setup: $*" >&2; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for component in clippy rustfmt; do
  if ! rustup component list --installed | grep -q "^$component"; then
    log "adding rustup component $component"
    rustup component add "$component"
  fi
done

# The browser tests drive Debian's Chromium headless shell (playwright.config.mjs); the full
# browser is only for scripts/lighthouse.sh, which installs it itself.
if ! command -v chromium-headless-shell >/dev/null; then
  log "installing Debian's chromium-headless-shell"
  SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null
fi

# Python's http.server: scripts/serve.sh and tests/e2e/static-host.spec.mjs serve dist/ with it, as
# any plain static host would.
if ! command -v python3 >/dev/null; then
  log "installing Debian's python3"
  SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3 >/dev/null
fi

# npm: binaryen (wasm-opt 132) and Playwright, exactly as package-lock.json says.
stamp=node_modules/.snipelab-lock.sha256
if [ ! -f "$stamp" ] || ! sha256sum --status -c "$stamp" 2>/dev/null; then
  log "installing npm packages from package-lock.json"
  npm ci --no-audit --no-fund --loglevel=error
  sha256sum package-lock.json > "$stamp"
fi

# Every crate in the local registry, so that builds need no network afterwards.
cargo fetch --locked --quiet
