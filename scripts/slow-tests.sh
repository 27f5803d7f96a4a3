#!/usr/bin/env bash
# The slow lane: the tests marked #[ignore] because they take minutes, not seconds (Gobblet
# Gobblers (3,2,0) and (3,2,1) solved in full, the seed's split in exact rationals, every
# bsearch n up to 200, halftone orders up to 200, the hold'em equity table recomputed
# and more of its entries summed from matchups, 15,000 damaged pictures through the halftone
# path (halftone_props.rs), Grundy's game by the sparse-space method against the plain rule
# to 10⁶, about 2 min). The test
# command runs it after the quick native tests; it shares their build (the test profile is
# optimised), so it costs only its own run time (BENCHMARKS.md, "The test command").
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
# The whole workspace, as in the quick run: with `-p snipelab-core` alone cargo resolved the
# dependencies' features differently and compiled the core library twice more (about 4 minutes
# of both cores, seen in session 12's run). Only the core has #[ignore]d tests.
exec cargo test --locked --workspace -- --ignored
