# Sourced by the scripts: puts the tools that setup.sh installs on PATH.
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/node_modules/.bin:$PATH"
# Playwright must use Debian's Chromium; it may never download a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
