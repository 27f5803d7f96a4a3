#!/usr/bin/env bash
# Installs whatever is missing, builds the static site (scripts/build.sh) and serves dist/ at
# http://127.0.0.1:8080 with a plain static file server, as any static host would.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
echo "serving dist/ at http://127.0.0.1:8080/ (Ctrl-C stops)"
exec python3 -m http.server --bind 127.0.0.1 --directory dist 8080
