#!/usr/bin/env bash
# Runs a command with a private, unlocked Secret Service (gnome-keyring on its own D-Bus
# session, with its own data folder and control directory), so keychain tests use a real keychain
# without touching the user's. Where dbus-run-session or gnome-keyring-daemon is missing (macOS,
# Windows, a bare Linux), the command runs as it is and keychain tests report themselves skipped.
#
# The daemon runs in the foreground as this script's child for the whole command, and the command
# starts only once the daemon owns org.freedesktop.secrets (started as a daemon, it went to the
# background and nothing watched it: once, in a fresh-clone CI run, the session's keyring was a
# locked one a couple of minutes into the unit tests). Its control directory is private too, so it
# never shares sockets with a desktop's own keyring or another run. The keychain test suites fail,
# rather than skip, when this run's keyring does not answer (test/helpers/test-keychain.ts).
set -euo pipefail
if [ "${STRIKEBOARD_SECRET_SERVICE:-}" = "private" ] || ! command -v dbus-run-session >/dev/null 2>&1 \
  || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  exec "$@"
fi
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
mkdir -m 700 "$data/keyring"
status=0
STRIKEBOARD_SECRET_SERVICE=private XDG_DATA_HOME="$data" KEYRING_CONTROL="$data/keyring" dbus-run-session -- bash -c '
  printf "%s" strikeboard-test | gnome-keyring-daemon --foreground --unlock --components=secrets --control-directory="$KEYRING_CONTROL" >/dev/null 2>&1 &
  daemon=$!
  unset KEYRING_CONTROL
  owned() {
    dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"
  }
  for _ in $(seq 1 200); do
    owned && break
    kill -0 "$daemon" 2>/dev/null || break
    sleep 0.05
  done
  if ! owned; then
    echo "with-secret-service: gnome-keyring-daemon did not take org.freedesktop.secrets; the keychain tests will fail" >&2
  fi
  status=0
  "$@" || status=$?
  kill "$daemon" 2>/dev/null || true
  exit "$status"' bash "$@" || status=$?
exit "$status"
