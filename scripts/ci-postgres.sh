#!/usr/bin/env bash
# Runs the store's tests against a real PostgreSQL server from Debian's packages:
# installs `postgresql` if missing, starts a throw-away cluster on a free loopback port,
# creates a database, runs the tests with TEST_DATABASE_URL set (and the server's pg_dump and pg_restore first on
# PATH), then stops and removes it.
#   scripts/ci-postgres.sh [vitest paths...]   (default: src/server)
#   scripts/ci-postgres.sh -- command [args...] (any command, with TEST_DATABASE_URL set, and CI_POSTGRES_SERVER:
#                                                a command that stops (`stop`) and starts (`start`) this server, for
#                                                outage measurements such as scripts/measure-deliveries.ts outage)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  echo "ci-postgres: installing PostgreSQL (apt-get)"
  flock /tmp/apt.lock bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null'
fi
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
# The backup tests run pg_dump and pg_restore from PATH: those of this server's version come first.
export PATH="$BIN:$PATH"

# initdb refuses to run as root: run the server as the package's postgres user then.
if [ "$(id -u)" -eq 0 ]; then as_db() { runuser -u postgres -- "$@"; }; else as_db() { "$@"; }; fi

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
WORK="$(mktemp -d /tmp/ci-postgres.XXXXXX)"
chmod 755 "$WORK"
[ "$(id -u)" -eq 0 ] && chown postgres "$WORK"

cleanup() {
  as_db "$BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_db "$BIN/initdb" -D "$WORK/data" -U postgres -A trust --no-sync >/dev/null
start_server() {
  as_db "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
    -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
}
start_server
as_db "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres store_test

echo "ci-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/store_test"
if [ "${1:-}" = "--" ]; then
  shift
  export CI_POSTGRES_SERVER="$WORK/server"
  {
    echo '#!/usr/bin/env bash'
    declare -f as_db start_server
    echo "BIN='$BIN' WORK='$WORK' PORT='$PORT'"
    echo 'case "${1:-}" in stop) as_db "$BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null ;; start) start_server ;; *) echo "usage: $0 stop|start" >&2; exit 2 ;; esac'
  } >"$CI_POSTGRES_SERVER"
  chmod 755 "$CI_POSTGRES_SERVER"
  "$@"
else
  npx vitest run "${@:-src/server}"
fi
