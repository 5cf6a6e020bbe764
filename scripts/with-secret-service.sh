#!/usr/bin/env bash
# Runs a command with a private, unlocked Secret Service (gnome-keyring on its own D-Bus
# session, with its own data folder and control directory), so keychain tests use a real keychain
# without touching the user's. Where dbus-run-session or gnome-keyring-daemon is missing (macOS,
# Windows, a bare Linux), the command runs as it is and keychain tests report themselves skipped.
#
# The session bus starts the daemon itself (D-Bus activation), from a service file in the run's
# own data folder that shadows the system's: it starts gnome-keyring unlocked with the run's
# password. gnome-keyring 42 aborts now and then when many short-lived clients connect and leave
# at once (an upstream race: "gkd_secret_service_publish_dispatch: assertion 'client' failed",
# then SIGTRAP). With the system's service file the bus then started a replacement that was
# locked, and every later keychain call of the run failed ("unlock prompt was dismissed"). With
# this one the next call starts a replacement that is unlocked and reads the same keyring file,
# and the run says at the end how often that happened, with the daemon's log.
#
# The command starts only once the daemon owns org.freedesktop.secrets. Its control directory is
# private too, so it never shares sockets with a desktop's own keyring or another run. The keychain
# test suites fail, rather than skip, when this run's keyring does not answer
# (test/helpers/test-keychain.ts).
set -euo pipefail
if [ "${STRIKEBOARD_SECRET_SERVICE:-}" = "private" ] || ! command -v dbus-run-session >/dev/null 2>&1 \
  || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  exec "$@"
fi
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
mkdir -m 700 "$data/keyring"
mkdir -p "$data/dbus-1/services"
cat > "$data/start-keyring" <<START
#!/usr/bin/env bash
echo started >> "$data/starts"
printf '%s' strikeboard-test | exec gnome-keyring-daemon --foreground --unlock --components=secrets --control-directory="$data/keyring" >> "$data/daemon.log" 2>&1
START
chmod 700 "$data/start-keyring"
printf '[D-BUS Service]\nName=org.freedesktop.secrets\nExec=%s\n' "$data/start-keyring" > "$data/dbus-1/services/org.freedesktop.secrets.service"
status=0
# The bus's own messages (each activation, its file limit) go to a file; the command's stderr is
# the script's (fd 3 inside).
STRIKEBOARD_SECRET_SERVICE=private XDG_DATA_HOME="$data" STRIKEBOARD_KEYRING_DATA="$data" dbus-run-session -- bash -c '
  exec 2>&3 3>&-
  data=$STRIKEBOARD_KEYRING_DATA
  unset STRIKEBOARD_KEYRING_DATA
  bus() {
    dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus "$@" 2>/dev/null
  }
  bus org.freedesktop.DBus.StartServiceByName string:org.freedesktop.secrets uint32:0 >/dev/null || true
  if ! bus org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets | grep -q "boolean true"; then
    echo "with-secret-service: gnome-keyring-daemon did not take org.freedesktop.secrets; the keychain tests will fail" >&2
  fi
  status=0
  "$@" || status=$?
  daemon=$(bus org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.secrets | awk "/uint32/ { print \$2 }")
  [ -n "$daemon" ] && kill "$daemon" 2>/dev/null || true
  starts=$(wc -l < "$data/starts" 2>/dev/null || echo 0)
  if [ "$starts" -gt 1 ]; then
    echo "with-secret-service: gnome-keyring-daemon stopped $((starts - 1)) time(s) during the run and was started again, unlocked; its log:" >&2
    grep -E "CRITICAL|ERROR|WARNING" "$data/daemon.log" | head -20 >&2 || true
  fi
  exit "$status"' bash "$@" 3>&2 2>"$data/bus.log" || status=$?
exit "$status"
