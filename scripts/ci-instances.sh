#!/usr/bin/env bash
# Several instances: starts a throw-away Redis from Debian's packages (installed if missing) on a free
# loopback port, then, each against a fresh PostgreSQL (scripts/ci-postgres.sh):
#   1. the store's tests, the Redis rate limiter's included (TEST_REDIS_URL);
#   2. two production instances of the browser tests' build sharing Redis and PostgreSQL (e2e/instances), and the
#      restore drill: db:backup (pg_dump) while leads arrive, db:restore into an empty database, a server on it.
# Needs the build the browser tests made (E2E_DIST_DIR, default .next-e2e).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v redis-server >/dev/null 2>&1; then
  echo "ci-instances: installing Redis (apt-get)"
  flock /tmp/apt.lock bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null'
fi

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
WORK="$(mktemp -d /tmp/ci-redis.XXXXXX)"
cleanup() {
  [ -f "$WORK/redis.pid" ] && kill "$(cat "$WORK/redis.pid")" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

redis-server --port "$PORT" --bind 127.0.0.1 --save "" --appendonly no --dir "$WORK" \
  --daemonize yes --pidfile "$WORK/redis.pid" --logfile "$WORK/redis.log"
for _ in $(seq 1 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
echo "ci-instances: Redis $(redis-server --version | awk '{print $3}') on 127.0.0.1:$PORT"
export TEST_REDIS_URL="redis://127.0.0.1:$PORT"

scripts/ci-postgres.sh
scripts/ci-postgres.sh -- npx vitest run --config vitest.instances.config.mts
