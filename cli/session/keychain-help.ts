/**
 * What the command line says when no keychain is reachable: which store it needs on this
 * platform and, on Linux, how to start one where no desktop session did (a server, a container,
 * an SSH login), ready to paste with the command the user ran.
 */

/** The user's command as it can be pasted into `sh -c '...'`, or a placeholder when it cannot. */
export function pastableCommand(argv: readonly string[]): string {
  // Only words a shell reads as themselves; anything else would need quoting inside the quotes.
  const plain = argv.every((word) => /^[\w@%+=:,./-]+$/.test(word));
  return plain && argv.length > 0 ? `strikeboard ${argv.join(' ')}` : 'strikeboard <your command>';
}

/**
 * Starts a private session bus with an unlocked Secret Service around `command`. The password is
 * read from the terminal without echo (POSIX sh has no `read -s`), never written in the command:
 * it encrypts the keyring that will hold the consumer secret and tokens.
 */
export const UNLOCK_AROUND = (command: string): string =>
  `dbus-run-session -- sh -c 'stty -echo; printf "Keyring password: "; read -r pw; stty echo; echo; printf %s "$pw" | gnome-keyring-daemon --unlock --components=secrets >/dev/null; ${command}'`;

/** The help lines, indented under the error. */
export function keychainHelp(platform: NodeJS.Platform, argv: readonly string[]): string[] {
  switch (platform) {
    case 'darwin':
      return ['  strikeboard keeps them in the macOS Keychain of your user: unlock the login keychain (Keychain Access) and try again.'];
    case 'win32':
      return ['  strikeboard keeps them in the Windows Credential Manager of your user: run it in your own logged-in session and try again.'];
    default: {
      const lines = [
        '  On Linux the keychain is a Secret Service (such as gnome-keyring), unlocked, on the session D-Bus.',
        "  Your distribution's desktop session starts and unlocks one when you log in. Without a desktop",
        '  session (a server, a container, an SSH login), start one around the command:',
      ];
      if (platform === 'linux') lines.push("    sudo apt install gnome-keyring dbus-x11      # or your distribution's packages");
      lines.push(
        `    ${UNLOCK_AROUND(pastableCommand(argv))}`,
        '  It asks for the keyring password without showing it: the first run creates the keyring with the',
        '  password you type (it guards your consumer secrets and tokens: choose a real one); later runs',
        '  need the same password.',
      );
      return lines;
    }
  }
}
