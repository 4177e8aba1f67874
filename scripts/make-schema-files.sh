#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes tests/data/schema-NN.arbiter: one event file of every earlier schema
# version, as the release that introduced that version wrote it, for the
# upgrade test (tests/persistence/earlier_schema_test.cpp).
#   scripts/make-schema-files.sh ARBITER [LAST]
# ARBITER is a built `arbiter`; LAST the newest schema to make (default: the
# one before the current). For each version V the schema is the migration
# scripts Version1..VersionV taken from the first commit of
# persistence/schema.cpp that has VersionV (git history, not today's file);
# the data is one event made by ARBITER's commands (below), copied into the
# columns that schema has (a column added later is left out).
set -euo pipefail
cd "$(dirname "$0")/.."
arbiter=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The event every file holds (the test checks these values).
ref="$work/reference.arbiter"
a() { "$arbiter" "$@" --arbiter generator >/dev/null; }
"$arbiter" event create "$ref" --name "Upgrade Open 升级赛" >/dev/null
a section add "$ref" --name Open --rounds 5 --time-control 90+30 --place Shanghai \
  --start-date 2024-05-01 --end-date 2024-05-05 --chief-arbiter "Li Ming"
a player add "$ref" --section Open --name "王芳" --rating 2400 --title WGM --federation CHN
a player add "$ref" --section Open --name "Smith, John" --rating 2300 --federation ENG
a player add "$ref" --section Open --name "Müller, Anna" --rating 2200 --federation GER
a player add "$ref" --section Open --name "李小龙" --rating 2100 --federation CHN
printf '2\n1 3\n4 2\n' >"$work/round1.pairs"
a round set "$ref" --section Open --round 1 "$work/round1.pairs" --start "2024-05-01 14:00"
a result "$ref" --section Open --round 1 --board 1 1-0
a result "$ref" --section Open --round 1 --board 2 1/2-1/2
sqlite3 "$ref" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null

current=$(grep -c '^constexpr std::string_view Version[0-9]* = ' persistence/schema.cpp)
last=${2:-$((current - 1))}
commits=$(git log --reverse --format=%H -- persistence/schema.cpp)
for ((v = 1; v <= last; ++v)); do
  source=""
  for c in $commits; do
    # grep reads to the end: -q would stop early and pipefail would see git show die of SIGPIPE.
    if git show "$c:persistence/schema.cpp" | grep "^constexpr std::string_view Version$v = " >/dev/null; then
      source=$(git show "$c:persistence/schema.cpp")
      echo "schema $v: persistence/schema.cpp at $(git log -1 --format='%h %ad' --date=short "$c")"
      break
    fi
  done
  [[ -n $source ]] || { echo "make-schema-files: no commit defines Version$v" >&2; exit 1; }
  out=$(printf 'tests/data/schema-%02d.arbiter' "$v")
  rm -f "$out"
  {
    echo "PRAGMA page_size = 1024;"
    for ((s = 1; s <= v; ++s)); do
      awk -v name="Version$s" '
        $0 ~ "^constexpr std::string_view " name " = R\"sql\\(" { inside = 1; next }
        inside && /^\)sql";/ { exit }
        inside { print }' <<<"$source"
    done
    echo "PRAGMA user_version = $v; PRAGMA application_id = 1095909972;"
  } | sqlite3 "$out"
  # Every table of this schema gets the reference's rows in its own columns.
  copy="ATTACH '$ref' AS ref; BEGIN;"
  for table in $(sqlite3 "$out" "SELECT name FROM sqlite_schema WHERE type = 'table'"); do
    columns=$(sqlite3 "$out" "SELECT group_concat(name, ', ') FROM pragma_table_info('$table')")
    copy+=" INSERT INTO main.$table ($columns) SELECT $columns FROM ref.$table;"
  done
  sqlite3 "$out" "$copy COMMIT;"
  sqlite3 "$out" 'VACUUM' >/dev/null
done
