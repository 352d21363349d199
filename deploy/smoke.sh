#!/usr/bin/env bash
# Smoke test of a built out/, the last check before it is deployed (.github/workflows/site.yml runs
# it after `npm run build`; run it by hand the same way). Serves out/ with production's headers
# (scripts/serve.ts, the local server the end-to-end tests use) and checks over HTTP, in seconds:
#   - every page of out/sitemap.xml answers 200 with HTML, a <title> and its own
#     Content-Security-Policy (one with script-src, never 'unsafe-inline' for scripts);
#   - an unknown path answers 404, a page's file name (/membership.html) redirects (301) to its
#     clean URL, and the build's private files (_csp.map, _csp.json, _headers) answer 404.
# What a browser does with the pages (islands, feeds, axe) is the end-to-end suite's job.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${SMOKE_PORT:-3999}"
BASE="http://127.0.0.1:${PORT}"

if curl -fs -o /dev/null "$BASE/"; then
  echo "smoke: something already answers on $BASE: set SMOKE_PORT to a free port" >&2
  exit 1
fi
PORT="$PORT" node --import tsx scripts/serve.ts >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
ready=""
for _ in $(seq 1 150); do
  if curl -fs -o /dev/null "$BASE/"; then ready=1 && break; fi
  sleep 0.2
done
if [ -z "$ready" ]; then
  echo "smoke: the local server did not answer on $BASE within 30 s" >&2
  exit 1
fi

failures=0
fail() {
  echo "smoke: $*" >&2
  failures=$((failures + 1))
}

# The paths of the sitemap's URLs (the site's origin dropped; the home page is "/").
mapfile -t routes < <(sed -n 's#.*<loc>[a-z]*://[^/<]*\(/[^<]*\)\{0,1\}</loc>.*#\1#p' out/sitemap.xml | sed 's#^$#/#')
if [ "${#routes[@]}" -eq 0 ]; then fail "out/sitemap.xml lists no page"; fi

headers=$(mktemp)
body=$(mktemp)
for route in "${routes[@]}"; do
  status=$(curl -sS -o "$body" -D "$headers" -w '%{http_code}' "$BASE$route")
  csp=$(grep -i '^content-security-policy:' "$headers" || true)
  if [ "$status" != 200 ]; then fail "$route answered $status"; continue; fi
  if ! grep -qi '^content-type: text/html' "$headers"; then fail "$route is not HTML"; fi
  if ! grep -q '<title>' "$body"; then fail "$route has no <title>"; fi
  if [[ "$csp" != *"script-src"* ]]; then fail "$route has no Content-Security-Policy with script-src"; fi
  script_src=$(sed -n "s/.*script-src \([^;]*\).*/\1/p" <<<"$csp")
  if [[ "$script_src" == *"'unsafe-inline'"* ]]; then fail "$route allows inline scripts"; fi
done

expect_status() {
  local path=$1 expected=$2 status
  status=$(curl -sS -o /dev/null -w '%{http_code}' "$BASE$path")
  if [ "$status" != "$expected" ]; then fail "$path answered $status, expected $expected"; fi
}
expect_status /no-such-page 404
# A page's file name redirects to its clean URL (the first page of the sitemap that is not "/").
for route in "${routes[@]}"; do
  if [ "$route" != / ]; then
    expect_status "$route.html" 301
    break
  fi
done
expect_status /_csp.map 404
expect_status /_csp.json 404
expect_status /_headers 404

rm -f "$headers" "$body"
if [ "$failures" -gt 0 ]; then
  echo "smoke: $failures problem(s) in out/" >&2
  exit 1
fi
echo "smoke: ${#routes[@]} pages, the 404 page, a redirect and the private files answer as they should"
