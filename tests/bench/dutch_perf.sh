#!/bin/sh
# SPDX-License-Identifier: MIT
# Side-by-side Dutch pairing speed: our engine on ../shared/corpus/pairing/perf/,
# a 4000-player round and a generated 4000-player open (all 9 rounds), each
# case in its own process: CPU milliseconds per pairing (Google Benchmark's
# cpu_time, repeated until stable), the process's peak RSS, identity with the
# reference .pairs, next to bbpPairings v6.0.0's figures from
# perf/manifest.jsonl (bbp_timing_shared_2core_host; bbpPairings is not
# installed here: its numbers are quoted), and the ratio bbp / ours.
# Then the hardest opens of a seed sweep (whole tournament, slowest round).
# Usage: tests/bench/dutch_perf.sh [build-dir]   (default build/release)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
bench="${1:-$root/build/release}/tests/bench/dutch_pairing_bench"
[ -x "$bench" ] || { echo "build dutch_pairing_bench first" >&2; exit 66; }
printf '%-10s %10s %8s %9s %10s %8s %9s\n' case cpu_ms rss_MiB identical bbp_cpu_s bbp_MiB ratio
for case in p0500_r08:5.562:33.4 p1000_r07:78.667:117.5 p2000_r02:275.582:207.1 p4000_r02:-:- \
    g4000_9rounds:-:-; do
  name=${case%%:*}; rest=${case#*:}; bbp_cpu=${rest%%:*}; bbp_rss=${rest#*:}
  out=$(mktemp)
  /usr/bin/time -f '%M' -o "$out.time" "$bench" --benchmark_filter="/$name\$" \
    --benchmark_format=json >"$out" 2>/dev/null || true
  rss=$(tail -n 1 "$out.time")
  cpu=$(grep -o '"cpu_time": [0-9.e+-]*' "$out" | awk '{printf "%.2f", $2}')
  [ -n "$cpu" ] || cpu=failed
  identical=$(grep -o '"identical": [0-9.e+-]*' "$out" | awk '{print ($2 == 1) ? "yes" : "no"}')
  [ -n "$identical" ] || identical=failed
  [ "$bbp_cpu" = - ] && identical=n/a
  ratio=-
  [ "$bbp_cpu" != - ] && [ "$cpu" != failed ] &&
    ratio=$(awk -v b="$bbp_cpu" -v o="$cpu" 'BEGIN { printf "%.0fx", b * 1000 / o }')
  printf '%-10s %10s %8s %9s %10s %8s %9s\n' "$name" "$cpu" "$(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }')" \
    "$identical" "$bbp_cpu" "$bbp_rss" "$ratio"
  rm -f "$out" "$out.time"
done
printf '\n%-10s %8s %6s %12s %17s %8s\n' sweep players rounds total_cpu_ms slowest_round_ms rss_MiB
for name in sweep06 sweep34 sweep68; do
  out=$(mktemp)
  /usr/bin/time -f '%M' -o "$out.time" "$bench" --benchmark_filter="/$name/" \
    --benchmark_format=json >"$out" 2>/dev/null || true
  field() { grep -o "\"$1\": [0-9.e+-]*" "$out" | awk '{printf "%.0f", $2}'; }
  printf '%-10s %8s %6s %12s %17s %8s\n' "$name" "$(field players)" "$(field rounds)" \
    "$(field cpu_time)" "$(field slowest_round_ms)" \
    "$(awk -v k="$(tail -n 1 "$out.time")" 'BEGIN { printf "%.1f", k / 1024 }')"
  rm -f "$out" "$out.time"
done
