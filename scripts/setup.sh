#!/usr/bin/env bash
# Installs whatever is missing to build, serve and test Snipe Lab; does nothing that is done.
# Every tool comes from a registry (crates.io, npm, Debian) at a pinned version, and Trunk is
# configured never to download anything itself (Trunk.toml: offline, pinned tool versions).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

TRUNK_VERSION=0.21.14 # 0.22 needs rustc >= 1.96.1; we are on 1.95.
# wasm-bindgen-cli must equal the wasm-bindgen crate in Cargo.lock exactly.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)

log() { echo "setup: $*" >&2; }

if ! grep -q "^wasm_bindgen = \"$WASM_BINDGEN_VERSION\"" Trunk.toml; then
  echo "setup: Trunk.toml's wasm_bindgen must be \"$WASM_BINDGEN_VERSION\" (the version in Cargo.lock)" >&2
  exit 1
fi

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

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  log "installing Debian's chromium and chromium-driver"
  SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# Python's http.server: scripts/serve.sh and e2e/static-host.spec.mjs serve dist/ with it, as
# any plain static host would.
if ! command -v python3 >/dev/null; then
  log "installing Debian's python3"
  SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3 >/dev/null
fi

# The two tools are built without their own release profiles' fat LTO and single codegen unit
# (trunk's Cargo.toml asks for both): those make the final link one long single-threaded step,
# the slowest part of a fresh machine's set-up, and buy nothing a build tool needs.
fast_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install --locked "$@"
}
if [ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]; then
  log "installing trunk $TRUNK_VERSION"
  fast_install "trunk@$TRUNK_VERSION"
fi
if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  fast_install "wasm-bindgen-cli@$WASM_BINDGEN_VERSION"
fi

# npm: binaryen (wasm-opt 132) and Playwright, exactly as package-lock.json says.
stamp=node_modules/.snipelab-lock.sha256
if [ ! -f "$stamp" ] || ! sha256sum --status -c "$stamp" 2>/dev/null; then
  log "installing npm packages from package-lock.json"
  npm ci --no-audit --no-fund --loglevel=error
  sha256sum package-lock.json > "$stamp"
fi

# Trunk runs cargo with --offline: every crate must be in the local registry first.
cargo fetch --locked --quiet
