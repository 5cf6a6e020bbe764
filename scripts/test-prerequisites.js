// What `npm test` needs from the machine besides `npm install`, checked before any test starts:
// a Chromium for the browser tests and, on Linux, what starts a private Secret Service for the
// keychain tests (scripts/with-secret-service.sh). Without them it says in one paragraph what
// is missing and the one command that installs it here. Types: test-prerequisites.d.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CHROMIUM_COMMANDS, locateChromium } from './find-chromium.js';

/** The commands with-secret-service.sh starts the private Secret Service with. */
export const SECRET_SERVICE_COMMANDS = ['dbus-run-session', 'gnome-keyring-daemon'];

/** `ubuntu`, `debian` (and its other children), `fedora` (and Red Hat's family), or null, from /etc/os-release's text. */
export function linuxFamily(osRelease) {
  const fields = new Map(
    osRelease.split('\n').map((line) => [
      line.slice(0, line.indexOf('=')),
      line
        .slice(line.indexOf('=') + 1)
        .replaceAll('"', '')
        .trim()
        .toLowerCase(),
    ]),
  );
  const ids = [fields.get('ID') ?? '', ...(fields.get('ID_LIKE') ?? '').split(' ')];
  if (ids[0] === 'ubuntu') return 'ubuntu';
  if (ids.includes('debian') || ids.includes('ubuntu')) return 'debian';
  if (ids.some((id) => ['fedora', 'rhel', 'centos'].includes(id))) return 'fedora';
  return null;
}

/** The install command for what is missing, as "`command` on System"; several when the Linux family is unknown. */
function installCommands(platform, family, missing) {
  const chromium = missing.includes('chromium');
  const keyring = missing.includes('secret-service');
  if (platform === 'darwin') return ['`brew install --cask chromium` on macOS (with Homebrew)'];
  if (platform === 'win32') return ['`winget install Google.Chrome` on Windows'];
  // Ubuntu ships Chromium as `chromium-browser`; Fedora names commands for the package that has them.
  const apt = (browser) => ['sudo apt-get install', chromium && browser, keyring && 'gnome-keyring dbus-x11'].filter(Boolean).join(' ');
  const dnf = ['sudo dnf install', chromium && 'chromium', keyring && 'gnome-keyring /usr/bin/dbus-run-session'].filter(Boolean).join(' ');
  const byFamily = {
    debian: `\`${apt('chromium')}\` on Debian`,
    ubuntu: `\`${apt('chromium-browser')}\` on Ubuntu`,
    fedora: `\`${dnf}\` on Fedora`,
  };
  return family ? [byFamily[family]] : [`\`${apt('chromium')}\` on Debian or Ubuntu`, `\`${dnf}\` on Fedora`];
}

/**
 * The paragraph `npm test` prints before stopping, or null when nothing is missing. `found` says
 * what the machine has: the Chromium lookup's answer and whether the Secret Service commands are
 * on PATH (only Linux needs them: macOS and Windows have their keychain built in).
 */
export function missingPrerequisites({ platform, osRelease, chromium, secretService }, needs = ['chromium', 'secret-service']) {
  const missing = [];
  const what = [];
  if (needs.includes('chromium') && (chromium === null || !chromium.exists)) {
    missing.push('chromium');
    what.push(
      chromium?.explicit
        ? `no Chromium for the browser tests (STRIKEBOARD_CHROMIUM names ${chromium.path}, which does not exist)`
        : `no Chromium for the browser tests (none of ${CHROMIUM_COMMANDS.join(', ')} is on PATH, and STRIKEBOARD_CHROMIUM is not set)`,
    );
  }
  if (needs.includes('secret-service') && platform === 'linux' && !secretService) {
    missing.push('secret-service');
    what.push(`no Secret Service for the keychain tests (${SECRET_SERVICE_COMMANDS.join(' and ')} are needed to start a private one)`);
  }
  if (missing.length === 0) return null;
  const commands = installCommands(platform, platform === 'linux' ? linuxFamily(osRelease) : null, missing);
  const install = `Install ${missing.length === 1 ? 'it' : 'them'} with ${commands.join(', or ')}, then run \`npm test\` again.`;
  const browser = missing.includes('chromium') ? ' A Chromium or Chrome you already have works too: set STRIKEBOARD_CHROMIUM to its path.' : '';
  return `npm test cannot start: this machine has ${what.join(', and ')}. ${install}${browser} No test has run.`;
}

/** Whether `name` is an executable file in a folder of PATH. */
function onPath(name, env) {
  return (env['PATH'] ?? '').split(delimiter).some((dir) => {
    try {
      return dir !== '' && statSync(join(dir, name)).isFile();
    } catch {
      return false;
    }
  });
}

/** The same paragraph for this machine and the steps' `needs`, or null when it has everything. */
export function checkPrerequisites(env = process.env, platform = process.platform, needs = ['chromium', 'secret-service']) {
  return missingPrerequisites(
    {
      platform,
      osRelease: platform === 'linux' && existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
      chromium: locateChromium(env, platform),
      secretService: SECRET_SERVICE_COMMANDS.every((name) => onPath(name, env)),
    },
    needs,
  );
}
