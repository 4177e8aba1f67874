#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs every Debian 12 package Arbiter needs to build, test and benchmark.
# Safe to run again: apt-get skips what is installed. Needs root (or sudo).
set -euo pipefail
packages=(
  build-essential cmake ninja-build ccache pkg-config
  libfmt-dev libsqlite3-dev sqlite3 libpoco-dev libssl-dev
  # the venue's password hashes, session tokens and player codes (argon2id, BLAKE2b)
  libsodium-dev
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n qt6-svg-dev libgl1-mesa-dev
  # the desk: the QR code of the live site's address; screenshots under Xvfb
  libqrencode-dev xvfb
  libgtest-dev libgmock-dev libbenchmark-dev
  stockfish pgn-extract clang-format clang-16 libclang-rt-16-dev
  # documents and the publication site: PDF read-back (pdftotext, pdffonts),
  # CJK glyphs for PDF, the headless browser test, the load comparison
  poppler-utils fonts-wqy-microhei chromium nginx-light apache2-utils
  # the packages (cpack, .ci/run): the icon's PNGs, manual pages, checks of
  # the .deb and its metadata, the installed desk under Xvfb and its screenshot
  dpkg-dev librsvg2-bin man-db lintian appstream desktop-file-utils xvfb xauth imagemagick
  # the Windows cross-compile of domain/, reports/ and app/service (scripts/mingw-build.sh)
  g++-mingw-w64-x86-64-posix
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
