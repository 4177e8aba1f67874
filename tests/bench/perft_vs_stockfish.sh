#!/bin/sh
# SPDX-License-Identifier: MIT
# Perft speed side by side: `arbiter perft` against Stockfish 15.1
# (`go perft N`, one thread) on the start position at depth 6 and Kiwipete
# at depth 5, in one run. Prints nodes/s of each and the ratio ours/theirs.
# Stockfish's start-up (reading its network) is measured with `go perft 1`
# and subtracted, so both figures count perft time only.
#
# usage: tests/bench/perft_vs_stockfish.sh [path/to/arbiter] [path/to/stockfish]
set -eu
ARBITER=${1:-build/release/app/cli/arbiter}
STOCKFISH=${2:-/usr/games/stockfish}
KIWIPETE="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

now() { date +%s.%N; }

# stockfish_run <position command> <depth>: prints "<nodes> <seconds>"
stockfish_run() {
  start=$(now)
  nodes=$(printf 'setoption name Threads value 1\n%s\ngo perft %s\nquit\n' "$1" "$2" |
    "$STOCKFISH" | sed -n 's/^Nodes searched: //p')
  end=$(now)
  echo "$nodes $(echo "$end - $start" | bc -l)"
}

# arbiter_run <FEN|startpos> <depth>: prints "<nodes> <seconds>"
arbiter_run() {
  start=$(now)
  nodes=$("$ARBITER" perft "$1" "$2")
  end=$(now)
  echo "$nodes $(echo "$end - $start" | bc -l)"
}

startup=$(stockfish_run "position startpos" 1 | cut -d' ' -f2)
printf '%-10s %5s %12s %14s %14s %7s\n' position depth nodes "arbiter n/s" "stockfish n/s" ratio
compare() { # <name> <arbiter position> <stockfish position command> <depth>
  set -- "$1" "$2" "$3" "$4" "$(arbiter_run "$2" "$4")" "$(stockfish_run "$3" "$4")"
  ours_nodes=${5% *}; ours_time=${5#* }
  theirs_nodes=${6% *}; theirs_time=$(echo "${6#* } - $startup" | bc -l)
  if [ "$ours_nodes" != "$theirs_nodes" ]; then
    echo "node counts differ on $1: arbiter $ours_nodes, stockfish $theirs_nodes" >&2
    exit 1
  fi
  ours=$(echo "$ours_nodes / $ours_time" | bc -l)
  theirs=$(echo "$theirs_nodes / $theirs_time" | bc -l)
  printf '%-10s %5s %12s %14.0f %14.0f %7.2f\n' "$1" "$4" "$ours_nodes" "$ours" "$theirs" \
    "$(echo "$ours / $theirs" | bc -l)"
}
compare start "startpos" "position startpos" 6
compare kiwipete "$KIWIPETE" "position fen $KIWIPETE" 5
echo "(stockfish start-up of ${startup}s subtracted; ratio > 1 means arbiter is faster)"
