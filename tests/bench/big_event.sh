#!/bin/sh
# SPDX-License-Identifier: MIT
# Big events, end to end through `arbiter`, timed in CPU seconds (user +
# system; the machine may be shared, so wall time, printed beside it,
# measures the neighbours too). For each field of PLAYERS (default
# "750 3000") x ROUNDS (default 9), a seeded `arbiter generate` TRF (no
# withdrawals or requested byes, so that a round can be paired again from
# its pair list) is:
#   - imported into a fresh event file (`trf import`; goal 3000 x 9 <= 1 s),
#   - published from the event file into a fresh folder (`publish`; goals
#     3000 x 9 <= 10 s, 10,000 x 11 <= 60 s, 4x the players <= 5x the time),
#   - its last round unpaired, set again from its pair list and its results
#     entered in one `results --file` (goal: 5,000 boards <= 1 s),
#   - and its next round paired from the TRF (`pair file.trf`) and from the
#     event file (`pair --dry-run`) after one more round is allowed (goal:
#     the event file <= 1.5x the TRF).
# The TRFs are kept in WORK (default build/big-event-bench) and made again
# only when missing; each run publishes into new folders there (site-*),
# left for the reader to look at and remove. BIG=1 adds 9999 x 11 (TRF16's largest start number);
# PUBLISH=0 leaves publish out (a build where it is cubic).
#
# usage: tests/bench/big_event.sh [path/to/arbiter] [work directory]
set -eu
ARBITER=$(realpath "${1:-build/release/app/cli/arbiter}")
WORK=${2:-build/big-event-bench}
PLAYERS=${PLAYERS:-"750 3000"}
ROUNDS=${ROUNDS:-9}
mkdir -p "$WORK"
cd "$WORK"

# timed <label> <command...>: runs it, prints "label: CPU s (wall s)"; output kept in last.out
timed() {
  label=$1; shift
  /usr/bin/time -f '%U %S %e' -o last.time "$@" >last.out 2>last.err || {
    echo "$label: failed:" >&2; cat last.err >&2; exit 1; }
  awk -v label="$label" '{printf "%-44s %7.2f s CPU (user %.2f, system %.2f; %6.2f s wall)\n",
    label ":", $1 + $2, $1, $2, $3}' last.time
}

run() {
  players=$1 rounds=$2
  name=g${players}x${rounds}
  [ -s "$name.trf" ] || "$ARBITER" generate --players "$players" --rounds "$rounds" --seed 7 \
    --withdrawals 0 --byes 0 --output "$name.trf"
  rm -f "$name.arbiter" "$name.arbiter-wal" "$name.arbiter-shm"
  # A folder never used before: ext4 makes files slowly for a while where
  # many were just removed, which would be timed as publish's system time.
  site=site-$(date +%s%N)
  "$ARBITER" event create "$name.arbiter" --name "Bench $players" >/dev/null
  timed "trf import $players x $rounds" "$ARBITER" trf import "$name.trf" "$name.arbiter" --section Open
  if [ "${PUBLISH:-1}" = 1 ]; then
    timed "publish $players x $rounds (event file)" "$ARBITER" publish "$name.arbiter" "$site"
  fi
  # The last round again: its pair list, unpaired, set, and every result in one command.
  "$ARBITER" round show "$name.arbiter" --section Open --round "$rounds" --format tsv >round.tsv
  awk -F'\t' '$1 ~ /^[0-9]+$/ {print $1, $4}' round.tsv >round.results
  awk -F'\t' '$1 ~ /^[0-9]+$/ {print $2, $3} $1 == "bye" && $4 ~ /pairing/ {print $2, 0}' round.tsv >round.body
  { wc -l <round.body; cat round.body; } >round.pairs
  "$ARBITER" round unpair "$name.arbiter" --section Open --round "$rounds" --force >/dev/null
  "$ARBITER" round set "$name.arbiter" --section Open --round "$rounds" round.pairs --force >/dev/null
  timed "results of $(wc -l <round.results) boards, round $rounds" \
    "$ARBITER" results "$name.arbiter" --section Open --round "$rounds" --file round.results
  # One more round allowed: the same round paired from each source.
  sed "s/^XXR $rounds\$/XXR $((rounds + 1))/" "$name.trf" >next.trf
  rm -f next.arbiter next.arbiter-wal next.arbiter-shm
  "$ARBITER" event create next.arbiter --name Next >/dev/null
  "$ARBITER" trf import next.trf next.arbiter --section Open >/dev/null 2>&1
  timed "pair round $((rounds + 1)) from the TRF" "$ARBITER" pair next.trf
  cp last.out pair-trf.out
  timed "pair round $((rounds + 1)) from the event file" \
    "$ARBITER" pair next.arbiter --section Open --dry-run
}

for players in $PLAYERS; do run "$players" "$ROUNDS"; done
if [ "${BIG:-0}" = 1 ]; then run 9999 11; fi
