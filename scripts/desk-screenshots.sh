#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Screenshots of the desk for review (not a test): builds `arbiter` and
# `arbiter-desk-tour`, makes a demo event with the command line (a Swiss of 12
# with Chinese and Latin names, one very long; three rounds, one game of the
# third adjourned; and a classic-profile round robin of 8 whose numbers were
# drawn by lot, three rounds played), then starts the desk under Xvfb and
# saves a PNG of every window, tab, menu and dialog, in Chinese and in English.
#   scripts/desk-screenshots.sh [FOLDER]      (default build/desk-screenshots)
# Needs xvfb (apt-get install xvfb) and a CJK font (fonts-wqy-microhei).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-build/desk-screenshots}")
command -v xvfb-run >/dev/null || { echo "desk-screenshots: xvfb-run is missing (apt-get install xvfb)" >&2; exit 69; }
# DESK_SCREENSHOTS_NO_BUILD=1 uses the binaries as built.
if [[ -z ${DESK_SCREENSHOTS_NO_BUILD:-} ]]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target arbiter arbiter-desk-tour
fi
bin=build/release/app
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
event="$work/demo.arbiter"
arbiter() { "$bin/cli/arbiter" "$@" >/dev/null; }

arbiter event create "$event" --name "2026 城市国际象棋公开赛 City Open"
arbiter section add "$event" --name "公开组 Open" --rounds 7 --time-control 90+30 \
  --tie-breaks BH/C1,BH,SB,DE,WIN --place "上海 Shanghai" --start-date 2026-12-01 \
  --end-date 2026-12-05 --chief-arbiter "李明 Li Ming"
cat > "$work/players.csv" <<'CSV'
name,rating,title,federation,sex,birth,club,fide_id
王芳,2415,WGM,CHN,f,1994-03-02,上海棋院,8603677
"Müller, Johannes",2388,IM,GER,m,1990-07-14,SK Berlin,4611012
李小龙,2302,FM,CHN,m,2001-11-30,北京队,8608011
"Ivanov, Sergei",2290,,RUS,m,1985-01-05,,4199980
欧阳娜娜,2201,WFM,CHN,f,2008-09-09,深圳棋协,
"García López, María de los Ángeles Fernanda",2188,,ESP,f,1999-04-21,Club de Ajedrez Valencia,
张伟,2150,,CHN,m,1978-12-12,,
"Nakamura, Yuki",2098,,JPN,f,2003-06-18,,
陈静,2011,,CHN,f,2010-02-02,杭州棋院,
"Smith, John",1950,,ENG,m,1970-05-05,,
赵磊,1877,,CHN,m,2012-08-08,,
"Kowalski, Piotr",1802,,POL,m,1995-10-10,,
CSV
arbiter player import "$event" "$work/players.csv" --section "公开组 Open"
# Two pairs kept apart (family, the same club early on) for Section > Forbidden pairs.
arbiter section forbid "$event" --section "公开组 Open" --pair 1,9 --rounds 1-3
arbiter section forbid "$event" --section "公开组 Open" --pair 3,11
results=(1-0 1/2-1/2 0-1 1-0 1/2-1/2 0-1)
for round in 1 2 3; do
  # Round 3 without two players, for the Round tab's rows under the boards:
  # Ivanov (4) asked for a half-point bye, Smith (10) withdrew.
  if [[ $round -eq 3 ]]; then
    arbiter player bye "$event" --section "公开组 Open" --player 4 --round 3 --kind half
    arbiter player withdraw "$event" --section "公开组 Open" --player 10 --from-round 3
  fi
  arbiter pair "$event" --section "公开组 Open"
  # Round 3 (five boards): every board but 4 finished (4 is adjourned below),
  # so that the next round can be paired and its explanation shown.
  for board in $([[ $round -lt 3 ]] && echo 1 2 3 4 5 6 || echo 1 2 3 5); do
    arbiter result "$event" --section "公开组 Open" --round "$round" --board "$board" \
      "${results[$(((board + round) % 6))]}"
  done
done

# Board 4 of round 3 adjourned: White seals move 41 (an envelope to open).
arbiter seal "$event" --section "公开组 Open" --round 3 --board 4 --sealer white \
  --move-number 41 --move Kf3 --fen "8/5k2/8/8/8/8/5PK1/8 w - - 0 41" --white-used 118:20 \
  --black-used 112:05 --draw-offer black --resume "2026-12-05 09:00" --place "上海 Shanghai"

# A round robin of 8 under the classic rules (Berger tables, C.05 Annex 1):
# the numbers drawn by lot before round 1, three rounds played.
rr="大师组 Masters"
arbiter section add "$event" --name "$rr" --rounds 7 --pairing round-robin --rules classic \
  --time-control 90+30 --place "上海 Shanghai" --start-date 2026-12-01 --end-date 2026-12-07 \
  --chief-arbiter "李明 Li Ming"
cat > "$work/masters.csv" <<'CSV'
name,rating,title,federation,sex,birth,club
孙浩然,2612,GM,CHN,m,1996-10-24,浙江队
"Andersen, Mads",2590,GM,DEN,m,1995-03-01,
林雪,2549,GM,CHN,f,1991-01-31,上海棋院
"Petrova, Anna",2477,IM,RUS,f,1997-06-12,
周启明,2580,GM,CHN,m,1999-06-02,江苏队
"Dubois, Luc",2452,IM,FRA,m,1988-11-20,Club de Lyon
何静怡,2513,GM,CHN,f,1991-05-29,重庆队
"Schneider, Paul",2430,IM,GER,m,1993-02-14,SC Hamburg
CSV
arbiter player import "$event" "$work/masters.csv" --section "$rr"
arbiter section draw-lots "$event" --section "$rr" --seed 2026
rr_results=(1-0 1/2-1/2 0-1 1/2-1/2)
for round in 1 2 3; do
  arbiter pair "$event" --section "$rr"
  for board in 1 2 3 4; do
    arbiter result "$event" --section "$rr" --round "$round" --board "$board" \
      "${rr_results[$(((board + round) % 4))]}"
  done
done

mkdir -p "$out"
rm -f "$out"/*.png "$out/demo.arbiter"
# The event the tour shows, kept for the manual's pictures of the site.
arbiter backup "$event" "$out/demo.arbiter"
# A fresh settings folder: the recent files of the tour are not the user's.
XDG_CONFIG_HOME="$work/config" QT_QPA_PLATFORM=xcb \
  xvfb-run -a -s "-screen 0 1600x1000x24" "$bin/gui/arbiter-desk-tour" "$out" "$event"
echo "desk-screenshots: $(ls "$out"/*.png | wc -l) PNG files in $out"
