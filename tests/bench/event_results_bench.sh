#!/bin/sh
# SPDX-License-Identifier: MIT
# Result entry side by side with raw SQLite, in one run, on the same disk:
# 1000 results each entered as one durable transaction through the event
# repository (validation + row change + audit row, WAL, synchronous=FULL)
# against 1000 raw single-row INSERT transactions with the same pragmas.
# Each is run twice, interleaved; prints results/s of each and the ratio
# ours/raw (goal: at least 0.5).
#
# usage: tests/bench/event_results_bench.sh [path/to/event_results_bench] [directory on the disk to test]
set -eu
BENCH=${1:-build/release/tests/bench/event_results_bench}
ARBITER_BENCH_DIR=${2:-build/event-results-bench}
export ARBITER_BENCH_DIR
"$BENCH" --benchmark_format=csv 2>/dev/null > "$ARBITER_BENCH_DIR.csv"
cat "$ARBITER_BENCH_DIR.csv"
awk -F, '
  /^"BM_RawSqliteCommits/ { raw += $NF; rawRuns++ }
  /^"BM_ArbiterResults/   { ours += $NF; oursRuns++ }
  END {
    raw /= rawRuns; ours /= oursRuns
    printf "raw SQLite: %.0f commits/s   arbiter: %.0f results/s   ratio arbiter/raw: %.2f\n", raw, ours, ours / raw
  }' "$ARBITER_BENCH_DIR.csv"
