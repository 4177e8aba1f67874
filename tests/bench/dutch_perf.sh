#!/bin/sh
# SPDX-License-Identifier: MIT
# Side-by-side Dutch pairing speed: our engine on ../shared/corpus/pairing/perf/
# and a 4000-player round, each case in its own process (CPU seconds, peak RSS,
# identity with the reference .pairs), next to bbpPairings v6.0.0's figures
# from perf/README (bbpPairings is not installed here: its numbers are quoted).
# Usage: tests/bench/dutch_perf.sh [build-dir]   (default build/release)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
bench="${1:-$root/build/release}/tests/bench/dutch_pairing_bench"
[ -x "$bench" ] || { echo "build dutch_pairing_bench first" >&2; exit 66; }
printf '%-10s %8s %10s %9s %10s %10s %8s\n' case cpu_s rss_MiB identical bbp_cpu_s bbp_MiB ratio
for case in p0500_r08:5.6:33 p1000_r07:78.7:118 p2000_r02:275.6:207 p4000_r02:-:-; do
  name=${case%%:*}; rest=${case#*:}; bbp_cpu=${rest%%:*}; bbp_rss=${rest#*:}
  out=$(mktemp)
  /usr/bin/time -f '%U %S %M' -o "$out.time" "$bench" --benchmark_filter="/$name/" \
    --benchmark_format=json >"$out" 2>/dev/null || true
  read -r user sys rss <"$out.time"
  cpu=$(echo "$user + $sys" | bc)
  identical=$(grep -o '"identical": [0-9.e+-]*' "$out" | awk '{print ($2 == 1) ? "yes" : "no"}')
  [ -n "$identical" ] || identical=failed
  [ "$name" = p4000_r02 ] && identical=n/a
  ratio=-
  [ "$bbp_cpu" != - ] && ratio=$(echo "scale=1; $bbp_cpu / $cpu" | bc)
  printf '%-10s %8s %10s %9s %10s %10s %8s\n' "$name" "$cpu" "$((rss / 1024))" "$identical" \
    "$bbp_cpu" "$bbp_rss" "$ratio"
  rm -f "$out" "$out.time"
done
