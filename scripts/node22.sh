#!/usr/bin/env bash
# Source this file: it puts a Node 22 LTS binary first on PATH for this shell when the machine's
# Node is older than the toolchain needs. The npm scripts do the same by themselves
# (scripts/toolchain-node.js, which fetches it from the npm registry into a cache folder outside
# the project, once); this is for running the tools directly (npx vitest, npx tsc, ...).
#
#   . scripts/node22.sh
node22_dir=$(node "$(dirname "${BASH_SOURCE[0]:-$0}")/toolchain-node.js" --path) || {
  echo "node22: could not get Node 22 (see above)" >&2
  return 1 2>/dev/null || exit 1
}
if [ -n "$node22_dir" ]; then export PATH="$node22_dir:$PATH"; fi
unset node22_dir
echo "node22: using Node $(node --version)" >&2
