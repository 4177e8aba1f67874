#!/bin/sh
# SPDX-License-Identifier: MIT
# `arbiter serve` of a big event file under concurrent requests for pages not
# rendered yet: the first request reads the file (timed apart), then
# PAGES player pages (default 5) are asked for at once together with
# /api/standings, each on its own connection; then the same pages again
# (rendered: goal <= 100 ms each). Prints each request's time (curl's
# time_total) and the server's CPU seconds. Loopback only; the server is
# stopped at the end.
#
# usage: tests/bench/serve_big_event.sh [path/to/arbiter] <event file or .trf>
set -eu
ARBITER=${1:-build/release/app/cli/arbiter}
EVENT=$2
PAGES=${PAGES:-5}
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$ARBITER" serve "$EVENT" --port "$port" >/dev/null &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT INT TERM
base=http://127.0.0.1:$port
for i in $(seq 100); do curl -fs -o /dev/null "$base/api/pairings" 2>/dev/null && break; sleep 0.2; done

ask() { curl -s -o /dev/null -w "%-32s %{http_code} %{time_total} s\n" "$base$1" | sed "s|^|$1 |" | awk '{printf "%-32s %s %7.3f s\n", $1, $3, $4}'; }

echo "first page (reads the file, works out the site):"
ask /en/s1/standings-1.html
echo "$PAGES player pages not rendered yet, and /api/standings, all at once:"
asked=""
for n in $(seq "$PAGES"); do
  ask "/en/s1/player-$((n * 7)).html" &
  asked="$asked $!"
done
ask /api/standings &
wait $asked $!
echo "the same pages again (rendered):"
for n in $(seq "$PAGES"); do ask "/en/s1/player-$((n * 7)).html"; done
ask /api/standings
awk '{printf "server CPU: %.2f s\n", ($14 + $15) / 100}' "/proc/$pid/stat"
