#!/usr/bin/env bash
# Installs whatever is missing, then serves the release build at http://127.0.0.1:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
source scripts/env.sh
exec trunk serve --release
