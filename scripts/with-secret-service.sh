#!/usr/bin/env bash
# Runs a command with a private, unlocked Secret Service (gnome-keyring on its own D-Bus
# session and its own data folder), so keychain tests use a real keychain without touching the
# user's. Where dbus-run-session or gnome-keyring-daemon is missing (macOS, Windows, a bare
# Linux), the command runs as it is and keychain tests report themselves skipped.
set -euo pipefail
if [ "${STRIKEBOARD_SECRET_SERVICE:-}" = "private" ] || ! command -v dbus-run-session >/dev/null 2>&1 \
  || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  exec "$@"
fi
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
status=0
STRIKEBOARD_SECRET_SERVICE=private XDG_DATA_HOME="$data" dbus-run-session -- bash -c '
  printf "%s" strikeboard-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  exec "$@"' bash "$@" || status=$?
exit "$status"
