#!/usr/bin/env bash
# CI: the site on Netlify's own runtime, locally and offline (../shared/guides/netlify-offline.md): netlify-cli
# builds it with @netlify/plugin-nextjs and serves it (pages and route handlers in the server function, the proxy
# and netlify/edge-functions/site-policy.ts on Deno, netlify/functions/* as functions), on Node 24. Every piece
# comes from the npm registry. Then the host tests, the fuzz suite and the Netlify tests run against it.
# Usage: scripts/ci-netlify.sh   (NETLIFY_PORT, default 8888; DATABASE_URL or TEST_DATABASE_URL: PostgreSQL, as Netlify needs)
#        NETLIFY_INSTALL_ONLY=1 scripts/ci-netlify.sh   (the tools alone)
#        scripts/ci-postgres.sh -- scripts/ci-netlify.sh   (what CI runs: a throw-away PostgreSQL)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
port="${NETLIFY_PORT:-8888}"
tools="$root/.tools/netlify"

# Tools of their own prefix (not dependencies of the site): the CLI and Deno for edge functions. One install at a
# time: a run that finds another installing waits for it, then finds the tools there.
mkdir -p "$tools"
(
  flock 9
  if [ ! -x "$tools/node_modules/.bin/netlify" ]; then
    npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error netlify-cli@27.10.2 @deno/linux-x64-glibc@2.9.6
  fi
) 9>"$tools/.install.lock"
# NETLIFY_INSTALL_ONLY=1: the tools alone (.ci/run installs them early, beside the checks).
if [ "${NETLIFY_INSTALL_ONLY:-}" = 1 ]; then echo "netlify tools: installed in $tools"; exit 0; fi

# Netlify needs PostgreSQL (functions have no lasting disk, and a build for Netlify ships no SQLite driver):
# DATABASE_URL, or the TEST_DATABASE_URL of scripts/ci-postgres.sh, under which CI runs this script.
database_url="${DATABASE_URL:-${TEST_DATABASE_URL:-}}"
if [ -z "$database_url" ]; then echo "DATABASE_URL or TEST_DATABASE_URL: not set (run under scripts/ci-postgres.sh)"; exit 1; fi

# Node 24 is the project's own (the `node` package npm installs).
node_24="$root/node_modules/node/bin/node"
[ -x "$node_24" ] || { echo "$node_24 is missing: run npm install (it brings Node 24)"; exit 1; }
mkdir -p "$tools/bin"
ln -sf "$node_24" "$tools/bin/node"
ln -sf "$tools/node_modules/@deno/linux-x64-glibc/deno" "$tools/bin/deno"
export PATH="$tools/bin:$PATH"
export XDG_CONFIG_HOME="$tools/config" BROWSER=none NETLIFY_TELEMETRY_DISABLED=1
# The edge bootstrap is imported from Netlify's host; the same code ships in the CLI's dependencies.
bootstrap="$(find "$tools/node_modules" -path '*edge-functions-dev/dist/deno/bootstrap.mjs' | head -1)"
export NETLIFY_EDGE_BOOTSTRAP="file://$bootstrap"
"$tools/node_modules/.bin/netlify" --telemetry-disable >/dev/null 2>&1 || true

data_dir="$(mktemp -d)"
log="$(mktemp)"
# Pages rendered by an earlier build would be served from the local blob store.
rm -rf .netlify/blobs-serve .next/_next
# As on Netlify: the embedded content, a data folder (generated secrets), the site's own address.
# Limits in the database: the CLI starts a new worker per request, so counters in memory would never add up, and
# a fresh worker's first query of it can take seconds on two busy cores (RATE_LIMIT_STORE_TIMEOUT_MS).
# Netlify gives edge functions only the site's own variables (its UI, or a .env file locally), never the shell's:
# the CLI's local stand-in is .env.development.local (the CLI reads it, `next build` does not).
env_file=.env.development.local
if [ -e "$env_file" ]; then echo "$env_file exists: move it away for this run (it would be overwritten)"; exit 1; fi
printf 'SITE_URL=https://localhost:%s\n' "$port" >"$env_file"
export E2E_DATABASE_URL="$database_url"
# ALTCHA_MAX_NUMBER: an easy proof of work, as in the browser tests (every client of the local CLI has one address,
# so its forms ask for one past five submissions); the checks stay the production ones.
# In CI the static checks have just type-checked the sources: the build (scripts/build.mjs) skips its own check.
DATA_DIR="$data_dir" DATABASE_URL="$database_url" SITE_URL="https://localhost:$port" RATE_LIMIT_STORE=database RATE_LIMIT_STORE_TIMEOUT_MS=15000 \
  BUILD_SKIP_TYPECHECK="${BUILD_SKIP_TYPECHECK:-${CI:+1}}" ALTCHA_MAX_NUMBER=100 setsid "$tools/node_modules/.bin/netlify" serve --offline --port "$port" </dev/null >"$log" 2>&1 &
serve_pid=$!
cleanup() {
  kill -- -"$serve_pid" 2>/dev/null || true
  rm -rf "$data_dir" "$env_file"
}
trap cleanup EXIT

echo "netlify serve: building and starting (log: $log) ..."
for _ in $(seq 1 180); do
  if curl -fsS -o /dev/null "http://localhost:$port/robots.txt" 2>/dev/null; then break; fi
  if ! kill -0 "$serve_pid" 2>/dev/null; then cat "$log"; echo "netlify serve stopped"; exit 1; fi
  sleep 5
done
curl -fsS -o /dev/null "http://localhost:$port/robots.txt" || { tail -100 "$log"; echo "netlify serve did not answer"; exit 1; }
echo "netlify serve answers on $port"
# The local CLI serves a file itself only when it finds it under the publish folder at the request's path
# (netlify-cli's proxy: getStatic(pathname, publish)), but the plugin lays the build files out for Netlify's CDN in
# .netlify/static, so with publish = ".next" every /_next/static/* request started a server-function worker (6-8 s).
# Netlify's CDN serves them from the deploy; here a link puts them where the CLI looks.
mkdir -p .next/_next && ln -sfn ../static .next/_next/static

# Beside the browser tests (scripts/e2e.mjs), this job builds and starts while they run, and its tests wait for them to
# end: every request here starts a cold function worker (seconds of CPU), and beside the busiest part of the browser
# tests its functions ran past the CLI's 30 s limit and its tests past theirs (2026-11-29, a machine whose browser tests
# took 24.7 min alone).
if [ -n "${E2E_BROWSER_TESTS_DONE:-}" ] && [ ! -e "$E2E_BROWSER_TESTS_DONE" ]; then
  waited=$SECONDS
  echo "netlify: waiting for the browser tests to end ..."
  while [ ! -e "$E2E_BROWSER_TESTS_DONE" ]; do
    if [ -n "${E2E_RUNNER_PID:-}" ] && ! kill -0 "$E2E_RUNNER_PID" 2>/dev/null; then echo "netlify: the browser tests' runner is gone"; exit 1; fi
    sleep 2
  done
  echo "netlify: waited $((SECONDS - waited)) s for the browser tests"
fi

if [ "${NETLIFY_SERVE_ONLY:-}" = 1 ]; then
  echo "serving until stopped (NETLIFY_SERVE_ONLY=1); data in $data_dir"
  wait "$serve_pid"
fi

status=0
hosts="[{\"name\":\"Netlify's runtime\",\"url\":\"http://localhost:$port\",\"trustsForwardedFor\":false,\"addsRewriteHint\":true,\"localNetlifyCli\":true}]"
playwright() { node node_modules/@playwright/test/cli.js test -c e2e/hosts.config.ts "$@"; }
# One test at a time: the CLI starts a new function worker for every request it hands the server function (Netlify
# keeps them warm), so parallel load here measures the CLI, not the site. The fuzz last and gentler, for the same reason.
E2E_WORKERS=1 E2E_HOSTS="$hosts" E2E_HOST_SPECS="hosts.spec.ts,netlify.spec.ts" E2E_DATA_DIR="$data_dir" E2E_PORT="$port" playwright || status=$?
E2E_WORKERS=1 FUZZ_CONCURRENCY=2 FUZZ_TIMEOUT_MS=120000 FUZZ_REQUESTS="${NETLIFY_FUZZ_REQUESTS:-100}" E2E_HOSTS="$hosts" E2E_HOST_SPECS="fuzz.spec.ts" E2E_PORT="$port" \
  playwright || status=$?
if [ "$status" != 0 ]; then
  echo "--- netlify serve log (last 80 lines) ---"
  tail -80 "$log"
fi
exit "$status"
