#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fails (exit 1) when a tracked C++ file differs from `.clang-format`, naming each one.
# `scripts/check-format.sh --fix` formats them in place instead.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [[ ${1:-} == --fix ]]; then
  clang-format -i "${files[@]}"
  exit 0
fi
unformatted=()
for f in "${files[@]}"; do
  clang-format "$f" | cmp -s - "$f" || unformatted+=("$f")
done
if ((${#unformatted[@]})); then
  printf 'not formatted (run scripts/check-format.sh --fix): %s\n' "${unformatted[@]}" >&2
  exit 1
fi
echo "clang-format: ${#files[@]} files formatted"
