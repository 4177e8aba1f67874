#!/bin/sh
# SPDX-License-Identifier: MIT
# Load on loopback: `arbiter serve` against nginx serving `arbiter publish`
# of the same 500-player event (shared/corpus/pairing/perf/p0500_r08.trf).
# ApacheBench (apache2-utils) sends REQUESTS requests (default 20000) with
# CONCURRENCY keep-alive connections (default 50) for each page, once plain
# (200) and once revalidating with If-None-Match (304). Reports requests/s,
# p50/p99 latency, failed requests and the server's peak memory (VmHWM).
# Bounded: loopback only, a fixed number of requests, every process stopped.
# Usage: tests/bench/site_load.sh [build-dir]   (default build/release)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-"$root/build/release"}
arbiter="$build/app/cli/arbiter"
event="$root/../shared/corpus/pairing/perf/p0500_r08.trf"
requests=${REQUESTS:-20000}
concurrency=${CONCURRENCY:-50}
work=$(mktemp -d)
serve_pid=""
nginx_conf=""
cleanup() {
  [ -n "$serve_pid" ] && kill "$serve_pid" 2>/dev/null || true
  [ -n "$nginx_conf" ] && nginx -c "$nginx_conf" -s stop 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
serve_port=$(free_port)
nginx_port=$(free_port)

"$arbiter" publish "$event" "$work/site" >/dev/null
chmod -R a+rX "$work"  # nginx workers run as www-data
# The standings after the last complete round: the page most asked for.
page=/en/s1/$(cd "$work/site/en/s1" && ls standings-*.html | sort -V | tail -1)
"$arbiter" serve "$event" --port "$serve_port" >/dev/null &
serve_pid=$!

mkdir -p "$work/nginx"
nginx_conf="$work/nginx/nginx.conf"
cat >"$nginx_conf" <<CONF
worker_processes 2;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  types { text/html html; }
  etag on;
  server { listen 127.0.0.1:$nginx_port; root $work/site; }
}
CONF
nginx -c "$nginx_conf"

for i in $(seq 50); do
  curl -fs "http://127.0.0.1:$serve_port$page" >/dev/null 2>&1 && break
  sleep 0.2
done

etag_of() { curl -fsI "$1" | tr -d '\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p'; }

# ab's summary as "requests/s p50 p99 failed non2xx"
measure() {
  url=$1
  shift
  ab -q -k -n "$requests" -c "$concurrency" "$@" "$url" 2>/dev/null | awk '
    /^Requests per second/ {rps=$4}
    /^Failed requests/ {failed=$3}
    /^Non-2xx responses/ {non2xx=$3}
    /^  50%/ {p50=$2}
    /^  99%/ {p99=$2}
    END {printf "%s %s %s %s %s", rps, p50, p99, failed, (non2xx == "" ? 0 : non2xx)}'
}

report() {
  name=$1
  shift
  set -- $*
  printf '%-28s %10s req/s  p50 %4s ms  p99 %4s ms  failed %s  non-2xx %s\n' "$name" "$1" "$2" "$3" "$4" "$5"
}

serve_url="http://127.0.0.1:$serve_port$page"
nginx_url="http://127.0.0.1:$nginx_port$page"
for url in "$serve_url" "$nginx_url"; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "$url")
  [ "$code" = 200 ] || { echo "$url answers $code, not 200" >&2; exit 1; }
done
serve_etag=$(etag_of "$serve_url")
nginx_etag=$(etag_of "$nginx_url")
echo "page $page of $(basename "$event"): $(curl -fs "$serve_url" | wc -c) bytes; $requests requests, $concurrency connections"
s200=$(measure "$serve_url")
report "arbiter serve, 200" "$s200"
s304=$(measure "$serve_url" -H "If-None-Match: $serve_etag")
report "arbiter serve, 304" "$s304"
n200=$(measure "$nginx_url")
report "nginx publish, 200" "$n200"
n304=$(measure "$nginx_url" -H "If-None-Match: $nginx_etag")
report "nginx publish, 304" "$n304"
echo "arbiter serve peak memory: $(awk '/VmHWM/ {print $2, $3}' /proc/$serve_pid/status)"
python3 -c "
s200, s304, n200, n304 = (float('$s200'.split()[0]), float('$s304'.split()[0]),
                          float('$n200'.split()[0]), float('$n304'.split()[0]))
print(f'ratio serve/nginx: 200 {s200 / n200:.2f}, 304 {s304 / n304:.2f}')"
