#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The release as a venue installs it (.ci/run; needs root): makes the .deb
# packages from build/release, checks them (lintian, appstreamcli,
# desktop-file-validate), installs them with apt, runs the installed
# programs - not the build tree - (`arbiter --version`, `arbiter demo`,
# `man -w arbiter-pair`, the desk on an event file under Xvfb, screenshot to
# build/release/package-test/desk.png), then removes them and checks that
# nothing they installed is left.
#   scripts/package-test.sh     (after `cmake --build --preset release`)
set -euo pipefail
cd "$(dirname "$0")/.."
build=build/release
out=$build/package-test
rm -rf "$out" && mkdir -p "$out"
rm -f "$build"/arbiter*.deb
(cd "$build" && cpack -G DEB >/dev/null)
debs=("$build"/arbiter*.deb)
ls -l "${debs[@]}"
echo "== lintian"
# Errors fail the run; warnings are printed (and kept in lintian.txt).
lintian --tag-display-limit 0 "${debs[@]}" >"$out/lintian.txt" 2>&1 || true
cat "$out/lintian.txt"
if grep -q '^E:' "$out/lintian.txt"; then
  echo "package-test: lintian reports errors" >&2
  exit 1
fi
echo "== appstreamcli / desktop-file-validate"
appstreamcli validate --no-net app/packaging/org.arbiterchess.arbiter.metainfo.xml
desktop-file-validate app/packaging/org.arbiterchess.arbiter.desktop

echo "== install"
(cd "$build" && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ./arbiter*.deb)
dpkg-query -L arbiter arbiter-desk | sort >"$out/installed.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
hash -r
[[ $(command -v arbiter) == /usr/bin/arbiter ]] || { echo "package-test: arbiter is not /usr/bin/arbiter" >&2; exit 1; }
/usr/bin/arbiter --version
/usr/bin/arbiter demo >demo.txt && tail -n 3 demo.txt
man -w arbiter-pair
man -w arbiter-desk
man -w -L zh_CN arbiter-pair | grep -q /zh_CN/ || { echo "package-test: no Chinese arbiter-pair(1)" >&2; exit 1; }
# The desk's first window on an event file, on a virtual display.
/usr/bin/arbiter event create first.arbiter --name "Package test" >/dev/null
/usr/bin/arbiter section add first.arbiter --name Open --rounds 5 >/dev/null
for player in "王芳 2400" "Smith, John 2300" "李小龙 2100"; do
  /usr/bin/arbiter player add first.arbiter --section Open --name "${player% *}" \
    --rating "${player##* }" >/dev/null
done
# A settings folder of its own: not this machine's recent files.
XDG_CONFIG_HOME="$work/config" xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
  /usr/bin/arbiter-desk first.arbiter & desk=$!
  sleep 6
  import -window root desk.png
  kill $desk'
cd - >/dev/null
cp "$work/desk.png" "$out/desk.png"
echo "desk screenshot: $out/desk.png"

echo "== remove"
dpkg -r arbiter-desk arbiter >/dev/null
left=0
while read -r path; do
  [[ -f $path || -L $path ]] && { echo "left behind: $path" >&2; left=1; }
done <"$out/installed.txt"
((left == 0)) || exit 1
echo "removed cleanly: nothing of the packages' files is left in /usr"
