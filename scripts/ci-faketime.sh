#!/usr/bin/env bash
# Runs the unit suite (vitest) with the system clock at another date, as a machine would see it then: proves no
# test depends on today's date (the seed's event dates follow the clock: src/content/embedded/seed-clock.ts).
# Installs Debian's `faketime` (libfaketime) if missing.
#   scripts/ci-faketime.sh [vitest paths...]             (default: the whole suite)
#   FAKETIME_AT="2030-01-15 09:00:00" scripts/ci-faketime.sh   (default: 2028-06-01 12:00:00)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  echo "ci-faketime: installing faketime (apt-get)"
  flock /tmp/apt.lock bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends faketime >/dev/null'
fi

AT="${FAKETIME_AT:-2028-06-01 12:00:00}"
# `@` starts the clock at AT and lets it run, so timeouts and timers behave; TZ (UTC unless set) says how AT is read.
# libfaketime is preloaded into vitest's process, whose worker threads run the files (and into any child process
# through the inherited environment): the moved clock runs from vitest's start for the whole suite.
echo "ci-faketime: vitest with the system clock at $AT UTC"
TZ="${TZ:-UTC}" faketime -f "@$AT" node -e 'console.log("ci-faketime: the clock reads " + new Date().toISOString())'
TZ="${TZ:-UTC}" exec faketime -f "@$AT" npx vitest run "$@"
