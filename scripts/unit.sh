#!/usr/bin/env bash
# The unit suite (Vitest): `npm run test:unit [paths...]`. With UNIT_FAKETIME=1 (CI) it runs once with the system
# clock at another date (scripts/ci-faketime.sh), so one run proves both the tests and that none of them depends on
# today's date.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${UNIT_FAKETIME:-}" = 1 ]; then exec scripts/ci-faketime.sh "$@"; fi
exec npx vitest run "$@"
