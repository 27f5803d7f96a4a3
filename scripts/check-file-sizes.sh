#!/usr/bin/env bash
# No Rust file under src/ or crates/ may pass 600 lines (ARCHITECTURE.md: a larger module is a
# directory split along its seams, so a newcomer can read any file in one sitting). Lists every
# file over the limit, longest first, and fails if there is one. There is no allow-list: split
# the file instead.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=600
over=$(find src crates -name '*.rs' -not -path '*/target/*' -print0 \
  | xargs -0 wc -l \
  | awk -v limit="$limit" '$2 != "total" && $1 > limit { print $1, $2 }' \
  | sort -rn)
if [ -n "$over" ]; then
  echo "Rust files over $limit lines (split them along their seams; see ARCHITECTURE.md):" >&2
  echo "$over" >&2
  exit 1
fi
echo "every .rs file under src/ and crates/ has at most $limit lines"
