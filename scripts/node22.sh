#!/usr/bin/env bash
# Source this file: it puts a Node 22 LTS binary first on PATH when the machine's Node is older.
# The binary comes from the npm registry's `node` package, installed into a cache folder
# outside the project, so nothing but the registry is contacted.
#
#   . scripts/node22.sh
want_major=22
want_version=22.23.3
current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$current_major" -lt "$want_major" ]; then
  cache="${STRIKEBOARD_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/strikeboard-tools}/node-$want_version"
  if [ ! -x "$cache/node_modules/.bin/node" ]; then
    echo "node22: installing Node $want_version from the npm registry into $cache" >&2
    mkdir -p "$cache"
    (cd "$cache" && npm install --no-save --no-audit --no-fund --loglevel=error "node@$want_version" >&2) || {
      echo "node22: could not install Node $want_version" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$cache/node_modules/.bin:$PATH"
fi
echo "node22: using Node $(node --version)" >&2
