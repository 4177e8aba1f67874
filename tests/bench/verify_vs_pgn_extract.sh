#!/bin/sh
# SPDX-License-Identifier: MIT
# Verifying PGN side by side, in one run, on the same files: `arbiter verify
# --format tsv` (reads every game, checks every move, finds automatic ends
# and every valid threefold/fifty-move claim) against `pgn-extract -r -s
# --quiet` (reads every game and plays every move; no claims), timed in CPU
# seconds (user + system: both are single-threaded, and the machine may be
# shared, so wall time would measure the neighbours). Each is run
# REPEAT times (default 3) and the best time is kept. Prints games/s of
# each, the ratio ours/theirs, and each program's peak resident memory.
#
# usage: tests/bench/verify_vs_pgn_extract.sh [path/to/arbiter] [PGN files...]
#   default files: ../shared/corpus/pgn/*.pgn and tricky/*.pgn
set -eu
ARBITER=${1:-build/release/app/cli/arbiter}
[ $# -gt 0 ] && shift
if [ $# -eq 0 ]; then
  set -- ../shared/corpus/pgn/*.pgn ../shared/corpus/pgn/tricky/*.pgn
fi
PGN_EXTRACT=$(command -v pgn-extract || echo /usr/games/pgn-extract)
REPEAT=${REPEAT:-3}
TIME=/usr/bin/time
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

games=$("$ARBITER" verify --format tsv "$@" | grep -vc '^#' || true)

# best_of <label> <command...>: prints "<seconds> <peak KiB>" of the fastest run
best_of() {
  label=$1; shift
  best=""; rss=0
  i=0
  while [ $i -lt "$REPEAT" ]; do
    $TIME -f '%U %S %M' -o "$tmp/$label.time" "$@" >/dev/null 2>"$tmp/$label.err" || true
    # the last line: GNU time puts "Command exited with non-zero status" first
    last=$(tail -n 1 "$tmp/$label.time")
    t=$(echo "$last" | awk '{print $1 + $2}'); m=$(echo "$last" | cut -d' ' -f3)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
    [ "$m" -gt "$rss" ] && rss=$m
    i=$((i + 1))
  done
  echo "$best $rss"
}

ours=$(best_of arbiter "$ARBITER" verify --format tsv "$@")
theirs=$(best_of pgn-extract "$PGN_EXTRACT" -r -s --quiet "$@")
ours_t=${ours% *}; ours_m=${ours#* }
theirs_t=${theirs% *}; theirs_m=${theirs#* }
ours_rate=$(echo "$games / $ours_t" | bc -l)
theirs_rate=$(echo "$games / $theirs_t" | bc -l)
printf '%-28s %8s %10s %12s %14s\n' program games "CPU s" games/s "peak RSS KiB"
printf '%-28s %8d %10.2f %12.0f %14d\n' "arbiter verify (+claims)" "$games" "$ours_t" "$ours_rate" "$ours_m"
printf '%-28s %8d %10.2f %12.0f %14d\n' "pgn-extract -r -s --quiet" "$games" "$theirs_t" "$theirs_rate" "$theirs_m"
printf 'ratio arbiter/pgn-extract: %.2f\n' "$(echo "$ours_rate / $theirs_rate" | bc -l)"
