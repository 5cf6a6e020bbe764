/**
 * Why the OS keychain did not answer, in a person's words. The keychain libraries report the
 * system's own error text (on Linux a D-Bus error: "Platform failure: DBus error: Using X11 for
 * dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS
 * instead"), which says nothing to most people. The usual causes are recognised here and said
 * plainly; the system's text stays beside them for a bug report. Matching is by plain substrings
 * over a bounded prefix, so a hostile or huge message costs nothing.
 */

/** How much of the system's text is looked at (and kept). */
const TEXT_CHARS = 2_000;

/** The causes, most specific first: each is a list of substrings (any one matches, case ignored) and its words. */
const CAUSES: readonly { clues: readonly string[]; words: string }[] = [
  {
    clues: ['dbus_session_bus_address', 'autolaunch'],
    words: 'there is no session D-Bus in this shell (DBUS_SESSION_BUS_ADDRESS is not set, as in a container, a service or an SSH login)',
  },
  {
    clues: ['failed to connect to socket', 'connection refused'],
    words: 'the session D-Bus that DBUS_SESSION_BUS_ADDRESS names does not answer (its session has ended)',
  },
  {
    clues: ['no dbus session or secret service'],
    words: 'there is no session D-Bus, or no Secret Service (such as gnome-keyring) on it',
  },
  {
    clues: ['org.freedesktop.secrets', 'serviceunknown', 'was not provided by any .service files'],
    words: 'no Secret Service (such as gnome-keyring) runs on the session D-Bus',
  },
  {
    clues: ['locked', 'prompt dismissed', 'dismissed', 'user canceled', 'user cancelled'],
    words: 'the keyring is locked and was not unlocked',
  },
];

/** The system's text, bounded and on one line. */
export const systemText = (raw: string): string => raw.slice(0, TEXT_CHARS).replace(/\s+/g, ' ').trim();

/** The cause of a keychain failure in words, or `null` when the text is not one of the known causes. */
export function keychainCause(raw: string): string | null {
  const text = raw.slice(0, TEXT_CHARS).toLowerCase();
  return CAUSES.find(({ clues }) => clues.some((clue) => text.includes(clue)))?.words ?? null;
}
