#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Windows by construction: compiles the rules core (domain/), the documents
# (reports/), the use cases (app/service), the event file (persistence/,
# against SQLite's own platform-free sqlite3.h) and the Win32 side of the
# operating system's seam (app/platform/windows) with Debian's MinGW-w64 g++
# (x86_64-w64-mingw32-g++-posix) to Windows object files, fmt header-only,
# two at a time. Nothing is linked: Debian has no Qt, Poco or SQLite for
# MinGW; this proves that the code the desk and the command line share
# builds for Windows, and that the seam's Win32 counterparts compile.
# Objects in build/mingw.
#   scripts/mingw-build.sh      (apt-get install g++-mingw-w64-x86-64-posix)
set -euo pipefail
cd "$(dirname "$0")/.."
cxx=x86_64-w64-mingw32-g++-posix
command -v "$cxx" >/dev/null || { echo "mingw-build: $cxx is missing (apt-get install g++-mingw-w64-x86-64-posix)" >&2; exit 69; }
out=build/mingw
mkdir -p "$out/include"
# fmt from Debian's libfmt-dev, alone: not the rest of the host's /usr/include.
ln -sfn /usr/include/fmt "$out/include/fmt"
ln -sfn /usr/include/sqlite3.h "$out/include/sqlite3.h"
# Through ccache when the machine has it: a CI machine that keeps its cache
# recompiles only what changed.
launcher=$(command -v ccache || true)
export cxx out launcher
find domain reports app/service persistence app/platform/windows -name '*.cpp' | sort |
  xargs -P 2 -I{} sh -c '
    object="$out/$(echo "{}" | tr / _).obj"
    $launcher "$cxx" -std=c++23 -O0 -Wall -Wextra -Wpedantic -DFMT_HEADER_ONLY -I. -I"$out/include" \
      -c "{}" -o "$object" || { echo "mingw-build: {} does not compile for Windows" >&2; exit 255; }'
echo "mingw-build: $(ls "$out"/*.obj | wc -l) Windows object files in $out"
