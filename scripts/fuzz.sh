#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets (preset `fuzz`: clang, ASan, UBSan, -O2; or the
# preset FUZZ_PRESET names: `.ci/run` uses `asan`, whose -O0 build of the
# domain serves its sanitizer suites too) and runs each for SECONDS seconds
# (default 30) on one core, two at a time, seeded from ../shared/corpus; the
# inputs it finds go to build/<preset>/corpus/<target>.
#   scripts/fuzz.sh [SECONDS] [target...]     targets: pgn fen san trf player_csv pair_list time_control
# FUZZ_MAX_LEN (default 65536) bounds an input's bytes: smaller inputs run
# faster (the long pgn and trf runs of the note used 4096).
# Prints one line per target: executions, coverage (libFuzzer's "cov" and
# "ft") and whether it found a crash (the input is kept as build/fuzz/crash-*).
# Exit 1 if any target found something.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(pgn fen san trf player_csv pair_list time_control)
corpus=../shared/corpus
preset=${FUZZ_PRESET:-fuzz}
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" --target "${targets[@]/#/fuzz_}" >/dev/null
work=build/$preset
# One target on one core: FUZZ_JOBS (default 2, the machine's cores) run at once.
jobs=${FUZZ_JOBS:-2}
run_target() {
  local target=$1 seeds="$work/corpus/$1" dirs=() log="$work/$1.log" status=0
  mkdir -p "$seeds"
  case "$target" in
    pgn) dirs=("$corpus/pgn/tricky" "$corpus/bad-input") ;;
    trf) dirs=("$corpus/pairing/dutch" "$corpus/tiebreaks" "$corpus/bad-input") ;;
  esac
  # Seed files: the small corpus files (big ones slow every execution).
  for dir in "${dirs[@]}"; do
    find "$dir" -maxdepth 1 -type f -size -64k \( -name '*.pgn' -o -name '*.trf' \) \
      -exec cp -n {} "$seeds/" \; 2>/dev/null || true
  done
  "$work/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -max_len="${FUZZ_MAX_LEN:-65536}" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/crash-$target-" "$seeds" >"$log" 2>&1 || status=$?
  local stats execs cov ft
  stats=$(grep -E '^#[0-9]+' "$log" | tail -1)
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || true)
  [ -n "$execs" ] || execs=$(echo "$stats" | grep -oE '^#[0-9]+' | tr -d '#')
  cov=$(echo "$stats" | grep -oE 'cov: [0-9]+' || true)
  ft=$(echo "$stats" | grep -oE 'ft: [0-9]+' || true)
  if [ "$status" -ne 0 ]; then
    echo "$target: FOUND a problem after ${execs:-?} executions ($cov $ft); see $log"
    return 1
  fi
  echo "$target: ${execs:-?} executions in ${seconds} s, $cov $ft, nothing found"
}
found=0
pids=()
for target in "${targets[@]}"; do
  run_target "$target" &
  pids+=($!)
  if ((${#pids[@]} >= jobs)); then
    wait "${pids[0]}" || found=1
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || found=1; done
exit $found
