#!/bin/sh
# SPDX-License-Identifier: MIT
# Standings with every tie-break against the time to pair the same file, as a
# ratio. The reference pairer's CPU median comes from the corpus manifest
# (pairing/perf/manifest.jsonl, measured on a shared 2-core host); with
# PAIR=1 our own `arbiter pair` is timed on the same file in this run too.
# Usage: tests/bench/standings.sh [build-dir]   (default build/release)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-"$root/build/release"}
perf="$root/../shared/corpus/pairing/perf"
json=$("$build/tests/bench/standings_bench" --benchmark_format=json 2>/dev/null)
for case in p2000_r02 p1000_r07 p0500_r08; do
  ms=$(printf '%s' "$json" | python3 -c "
import json, sys
data = json.load(sys.stdin)
print(next(b['cpu_time'] for b in data['benchmarks'] if b['name'].endswith('$case')))")
  anchor=$(python3 -c "
import json
for line in open('$perf/manifest.jsonl'):
    d = json.loads(line)
    if d['case'] == '$case': print(d['bbp_timing_shared_2core_host']['cpu_median_s'])")
  python3 -c "print(f'$case: standings {$ms:.1f} ms CPU; reference pairer {$anchor} s CPU; ratio {$ms / 1000 / $anchor:.2e}')"
  if [ "${PAIR:-0}" = 1 ]; then
    start=$(date +%s.%N)
    "$build/app/cli/arbiter" pair "$perf/$case.trf" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    python3 -c "print(f'$case: arbiter pair {$end - $start:.2f} s wall; ratio {$ms / 1000 / ($end - $start):.2e}')"
  fi
done
