/**
 * `npm test` on a machine without Chromium or a Secret Service: one paragraph says what is
 * missing and the one command that installs it on this system, before any test starts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linuxFamily, missingPrerequisites } from '../../scripts/test-prerequisites.js';
import { launcherEnv } from '../helpers/fake-toolchain-node.ts';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nVERSION="24.04 LTS"\nID=ubuntu\nID_LIKE=debian\n';
const MINT = 'NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';
const ROCKY = 'NAME="Rocky Linux"\nID="rocky"\nID_LIKE="rhel centos fedora"\n';
const ARCH = 'NAME="Arch Linux"\nID=arch\n';
const chromium = { path: '/usr/bin/chromium', explicit: false, exists: true };

describe('linuxFamily', () => {
  it.each([
    [DEBIAN, 'debian'],
    [UBUNTU, 'ubuntu'],
    [MINT, 'debian'],
    [FEDORA, 'fedora'],
    [ROCKY, 'fedora'],
    [ARCH, null],
    ['', null],
  ])('%j is %s', (text, family) => {
    expect(linuxFamily(text)).toBe(family);
  });
});

describe('missingPrerequisites', () => {
  it('is null when the machine has everything the steps need', () => {
    expect(missingPrerequisites({ platform: 'linux', osRelease: DEBIAN, chromium, secretService: true })).toBeNull();
    // macOS and Windows have their keychain built in.
    expect(missingPrerequisites({ platform: 'darwin', osRelease: '', chromium, secretService: false })).toBeNull();
    expect(missingPrerequisites({ platform: 'win32', osRelease: '', chromium, secretService: false })).toBeNull();
    // The browser tests alone do not need a Secret Service.
    expect(missingPrerequisites({ platform: 'linux', osRelease: DEBIAN, chromium, secretService: false }, ['chromium'])).toBeNull();
  });

  it('on Debian without either: one paragraph naming both and the one apt-get command', () => {
    const text = missingPrerequisites({ platform: 'linux', osRelease: DEBIAN, chromium: null, secretService: false });
    expect(text).toBe(
      'npm test cannot start: this machine has no Chromium for the browser tests (none of chromium, chromium-browser, google-chrome-stable, google-chrome is on PATH, and STRIKEBOARD_CHROMIUM is not set), and no Secret Service for the keychain tests (dbus-run-session and gnome-keyring-daemon are needed to start a private one). Install them with `sudo apt-get install chromium gnome-keyring dbus-x11` on Debian, then run `npm test` again. A Chromium or Chrome you already have works too: set STRIKEBOARD_CHROMIUM to its path. No test has run.',
    );
  });

  it.each([
    { os: 'Ubuntu', osRelease: UBUNTU, found: { chromium: null, secretService: true }, command: '`sudo apt-get install chromium-browser` on Ubuntu' },
    { os: 'Debian', osRelease: DEBIAN, found: { chromium, secretService: false }, command: '`sudo apt-get install gnome-keyring dbus-x11` on Debian' },
    {
      os: 'Fedora',
      osRelease: FEDORA,
      found: { chromium: null, secretService: false },
      command: '`sudo dnf install chromium gnome-keyring /usr/bin/dbus-run-session` on Fedora',
    },
    {
      os: 'Rocky',
      osRelease: ROCKY,
      found: { chromium, secretService: false },
      command: '`sudo dnf install gnome-keyring /usr/bin/dbus-run-session` on Fedora',
    },
  ])('on $os: installs only what is missing, with that system’s command', ({ osRelease, found, command }) => {
    const text = missingPrerequisites({ platform: 'linux', osRelease, ...found }) ?? '';
    expect(text).toContain(` with ${command}, then run \`npm test\` again.`);
    expect(text).not.toContain('\n');
  });

  it('on an unknown Linux, gives the Debian/Ubuntu and the Fedora command', () => {
    const text = missingPrerequisites({ platform: 'linux', osRelease: ARCH, chromium: null, secretService: true }) ?? '';
    expect(text).toContain('Install it with `sudo apt-get install chromium` on Debian or Ubuntu, or `sudo dnf install chromium` on Fedora, then');
  });

  it('on macOS, Homebrew’s Chromium', () => {
    const text = missingPrerequisites({ platform: 'darwin', osRelease: '', chromium: null, secretService: false }) ?? '';
    expect(text).toMatch(
      /^npm test cannot start: this machine has no Chromium for the browser tests \(.*\)\. Install it with `brew install --cask chromium` on macOS \(with Homebrew\), then/,
    );
    expect(text).not.toContain('Secret Service');
  });

  it('names a STRIKEBOARD_CHROMIUM that is not there', () => {
    const text =
      missingPrerequisites({ platform: 'linux', osRelease: DEBIAN, chromium: { path: '/opt/chrome', explicit: true, exists: false }, secretService: true }) ??
      '';
    expect(text).toContain('no Chromium for the browser tests (STRIKEBOARD_CHROMIUM names /opt/chrome, which does not exist)');
  });
});

describe('npm test on an unprepared machine', () => {
  let bin = '';
  beforeEach(() => {
    // A PATH with Node and nothing else: no Chromium, no dbus-run-session, no gnome-keyring-daemon.
    bin = mkdtempSync(join(tmpdir(), 'bare-path-'));
    symlinkSync(process.execPath, join(bin, 'node'));
  });
  afterEach(() => rmSync(bin, { recursive: true, force: true }));

  it('prints the paragraph, exits 1 and runs nothing, before the first step', () => {
    const root = join(import.meta.dirname, '..', '..');
    const launcher = /^node (\S+\.js)$/.exec(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['test'] ?? '',
    )?.[1];
    expect(launcher).toBeDefined();
    const result = spawnSync(process.execPath, [join(root, launcher ?? '')], {
      encoding: 'utf8',
      env: launcherEnv(join(bin, 'tools'), { PATH: bin, STRIKEBOARD_CHROMIUM: join(bin, 'no-such-chrome'), npm_lifecycle_event: 'test' }),
    });
    expect(result.status).toBe(1);
    // Nothing ran: each step starts with its heading on stdout.
    expect(result.stdout).toBe('');
    const paragraph = result.stderr.trimEnd();
    expect(paragraph).not.toContain('\n');
    expect(paragraph).toMatch(
      /^npm test cannot start: this machine has no Chromium for the browser tests \(STRIKEBOARD_CHROMIUM names .*no-such-chrome, which does not exist\)/,
    );
    if (process.platform === 'linux') expect(paragraph).toContain('no Secret Service for the keychain tests');
    expect(paragraph).toMatch(/\. No test has run\.$/);
  }, 60_000);
});
