#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The user manual's pictures, regenerated from the desk as it is now: runs
# the screen tour (scripts/desk-screenshots.sh, which builds the desk) and
# copies the shots the manual shows into app/manual/pictures/<language>/, so
# the manual never shows an old screen. Commit the result.
#   scripts/manual-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT
scripts/desk-screenshots.sh "$shots" >/dev/null
# The pictures app/manual/*/index.html names.
names=(start-page dialog-register-player dialog-pair-next-round tab-round dialog-print-document
  rr-tab-crosstable dialog-late-arrival dialog-seal)
for code in en zh_CN; do
  mkdir -p "app/manual/pictures/$code"
  rm -f "app/manual/pictures/$code"/*.png
  for name in "${names[@]}"; do
    shot=$(ls "$shots/$code"-[0-9]*-"$name.png" 2>/dev/null | head -n 1)
    [[ -n $shot ]] || { echo "manual-pictures: the tour made no $code $name" >&2; exit 1; }
    cp "$shot" "app/manual/pictures/$code/$name.png"
  done
done
echo "manual-pictures: ${#names[@]} pictures per language in app/manual/pictures"
