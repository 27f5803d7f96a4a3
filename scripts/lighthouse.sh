#!/usr/bin/env bash
# Core Web Vitals of every route, for BENCHMARKS.md (a benchmark, never part of the test command):
# Lighthouse 12.2.3 (13 needs a newer Node) on Debian's Chromium, mobile preset (slow 4G, 4x
# slower CPU) and desktop preset, against the release site (scripts/build.sh) served gzipped on
# 127.0.0.1 by tests/e2e/serve-dist.mjs. Prints one line per route and preset; the JSON reports stay
# in .tools/lighthouse/. Usage: scripts/lighthouse.sh [route ...] (default: every route).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
source scripts/env.sh
[ "${SKIP_BUILD:-}" = 1 ] || scripts/build.sh

# Lighthouse drives the full browser (the test command's set-up installs only the headless shell).
if ! command -v chromium >/dev/null; then
  echo "lighthouse: installing Debian's chromium" >&2
  SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

tools=.tools/lighthouse-12.2.3
if [ ! -x "$tools/node_modules/.bin/lighthouse" ]; then
  mkdir -p "$tools"
  npm i --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error -E lighthouse@12.2.3
fi
out=.tools/lighthouse
mkdir -p "$out"

port=${LIGHTHOUSE_PORT:-4390}
node tests/e2e/serve-dist.mjs "$port" >/dev/null &
server=$!
trap 'kill $server' EXIT
sleep 1

if [ $# -gt 0 ]; then
  routes=("$@")
else
  mapfile -t routes < <(node -e "import('./tests/e2e/routes.mjs').then(m => console.log(m.routes.join('\n')))")
fi

printf '%-14s %-8s %7s %7s %7s %6s %6s\n' route preset LCP_ms CLS TBT_ms perf a11y
for route in "${routes[@]}"; do
  for preset in mobile desktop; do
    name=$(echo "${route#/}" | tr -c 'a-z0-9\n' '_'); name=${name:-home}
    report="$out/$name-$preset.json"
    flags=()
    [ "$preset" = desktop ] && flags+=(--preset=desktop)
    "$tools/node_modules/.bin/lighthouse" "http://127.0.0.1:$port$route" "${flags[@]}" \
      --chrome-path=/usr/bin/chromium --chrome-flags="--headless --no-sandbox --disable-gpu" \
      --only-categories=performance,accessibility --output=json --output-path="$report" --quiet
    node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      const a = r.audits, c = r.categories;
      console.log([process.argv[2].padEnd(14), process.argv[3].padEnd(8),
        String(Math.round(a["largest-contentful-paint"].numericValue)).padStart(7),
        a["cumulative-layout-shift"].numericValue.toFixed(3).padStart(7),
        String(Math.round(a["total-blocking-time"].numericValue)).padStart(7),
        c.performance.score.toFixed(2).padStart(6), c.accessibility.score.toFixed(2).padStart(6)].join(" "));
    ' "$report" "$route" "$preset"
  done
done
