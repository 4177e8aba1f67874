#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The user manual's pictures, regenerated from the desk and the site as they
# are now: runs the screen tour (scripts/desk-screenshots.sh, which builds
# the desk) and copies the shots the manual shows into
# app/manual/pictures/<language>/, then publishes the tour's event with
# `arbiter publish` and photographs its pages in headless Chromium, so the
# manual never shows an old screen. Commit the result.
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
# The site's pages (app/manual/*/index.html, the venue chapter): the tour's
# event published, two pages per language at a desktop's width.
site="$shots/site"
build/release/app/cli/arbiter publish "$shots/demo.arbiter" "$site" >/dev/null
pages=(s1/standings-2.html site-standings s1/round-3.html site-round)
for code in en zh_CN; do
  slug=${code%_CN}
  for ((i = 0; i < ${#pages[@]}; i += 2)); do
    chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
      --disable-component-update --disable-sync --user-data-dir="$shots/chromium" \
      --hide-scrollbars --window-size=1100,800 \
      --screenshot="app/manual/pictures/$code/${pages[i + 1]}.png" \
      "file://$site/$slug/${pages[i]}" 2>/dev/null
  done
done
echo "manual-pictures: ${#names[@]} desk and $((${#pages[@]} / 2)) site pictures per language in app/manual/pictures"
