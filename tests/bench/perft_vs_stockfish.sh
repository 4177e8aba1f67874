#!/bin/bash
# SPDX-License-Identifier: MIT
# Perft speed side by side: `arbiter perft` against Stockfish 15.1
# (`go perft N`, Threads 1) on the start position at depth 6 and Kiwipete
# at depth 5, in one run. Prints nodes per second of each and the ratio
# ours/theirs (> 1: arbiter is faster), twice: by CPU time (user + sys, the
# fair figure on a shared machine) and by wall-clock time. Stockfish's
# start-up (reading its network) is measured with `go perft 1` and subtracted.
#
# usage: tests/bench/perft_vs_stockfish.sh [path/to/arbiter] [path/to/stockfish]
set -euo pipefail
ARBITER=${1:-build/release/app/cli/arbiter}
STOCKFISH=${2:-/usr/games/stockfish}
KIWIPETE="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
TIMEFORMAT='%U %S %R'
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# measure <command...>: runs it; prints "<stdout's last number> <cpu seconds> <wall seconds>"
measure() {
  { time "$@" >"$scratch/out" 2>/dev/null; } 2>"$scratch/time"
  read -r user sys real <"$scratch/time"
  nodes=$(grep -Eo '[0-9]+' "$scratch/out" | tail -1)
  echo "$nodes $(echo "$user + $sys" | bc -l) $real"
}

stockfish() { # <position command> <depth>
  printf 'setoption name Threads value 1\n%s\ngo perft %s\nquit\n' "$1" "$2" | "$STOCKFISH"
}

read -r _ startup_cpu startup_wall <<<"$(measure stockfish "position startpos" 1)"
printf '%-9s %5s %10s | %-29s | %-29s\n' "" "" "" "by CPU time" "by wall-clock time"
printf '%-9s %5s %10s | %11s %11s %5s | %11s %11s %5s\n' position depth nodes \
  "arbiter n/s" "sf n/s" ratio "arbiter n/s" "sf n/s" ratio
compare() { # <name> <arbiter position> <stockfish position command> <depth>
  read -r ours_nodes ours_cpu ours_wall <<<"$(measure "$ARBITER" perft "$2" "$4")"
  read -r sf_nodes sf_cpu sf_wall <<<"$(measure stockfish "$3" "$4")"
  if [ "$ours_nodes" != "$sf_nodes" ]; then
    echo "node counts differ on $1: arbiter $ours_nodes, stockfish $sf_nodes" >&2
    exit 1
  fi
  sf_cpu=$(echo "$sf_cpu - $startup_cpu" | bc -l)
  sf_wall=$(echo "$sf_wall - $startup_wall" | bc -l)
  local row=()
  for pair in "$ours_cpu $sf_cpu" "$ours_wall $sf_wall"; do
    read -r ours theirs <<<"$pair"
    row+=("$(echo "$ours_nodes / $ours" | bc -l)" "$(echo "$sf_nodes / $theirs" | bc -l)"
          "$(echo "$theirs / $ours" | bc -l)")
  done
  printf '%-9s %5s %10s | %11.0f %11.0f %5.2f | %11.0f %11.0f %5.2f\n' "$1" "$4" "$ours_nodes" \
    "${row[@]}"
}
compare start "startpos" "position startpos" 6
compare kiwipete "$KIWIPETE" "position fen $KIWIPETE" 5
echo "(Stockfish start-up subtracted: ${startup_cpu}s CPU, ${startup_wall}s wall)"
