/**
 * Every command that keeps or reads a session needs the system keychain. When none is reachable,
 * the CLI says in words what is missing (never the system's raw D-Bus error) and how to get one
 * (on Linux: a Secret Service on the session D-Bus), with exit 1, instead of a bare failure. The probe is injected in-process; the last test
 * runs the real CLI with a D-Bus address that leads nowhere.
 */
import { describe, expect, it } from 'vitest';
import { UNLOCK_AROUND } from '../../cli/session/keychain-help.ts';
import { openCliVault } from '../../cli/session/cli-vault.ts';
import { runCli } from '../../cli/run-cli.ts';
import type { KeychainProbe } from '../../electron/backend/secrets/os-keychain.ts';
import { keychainCause } from '../../electron/backend/secrets/keychain-words.ts';
import { fakeIo } from './fake-io.ts';
import { runCli as runCliProcess } from './run-cli-process.ts';

const NO_BUS = 'Platform failure: DBus error: Failed to connect to socket /run/user/1000/bus: No such file or directory';

function withoutKeychain(platform: NodeJS.Platform) {
  const probed: string[] = [];
  const probe = async (): Promise<KeychainProbe> => {
    probed.push('probe');
    return { available: false, reason: keychainCause(NO_BUS) ?? NO_BUS, systemText: NO_BUS };
  };
  const fake = fakeIo({ env: { STRIKEBOARD_DEMO_URL: 'http://127.0.0.1:9' } });
  const io = { ...fake.io, platform, openVault: (options: { sessionOnly: boolean }) => openCliVault(probe, options) };
  return { io, out: fake.out, err: fake.err, probed };
}

describe('no keychain reachable', () => {
  it.each([['status'], ['chain', '--underlier', 'AAPL', '--month', '3', '--year', '2027'], ['logout', '--env', 'demo']])(
    '%s says what is missing and how to start a Secret Service on Linux, exit 1',
    async (...argv) => {
      const { io, out, err, probed } = withoutKeychain('linux');
      const code = await runCli(argv, io);
      expect(code).toBe(1);
      expect(probed.length).toBeGreaterThan(0);
      expect(out).toEqual([]);
      const text = err.join('\n');
      expect(text).toMatch(/^strikeboard: No system keychain is reachable\b/);
      // Why, in words: not the system's D-Bus error text.
      expect(text).toMatch(/^strikeboard: No system keychain is reachable: the session D-Bus that DBUS_SESSION_BUS_ADDRESS names does not answer/);
      expect(text).not.toContain('Platform failure');
      expect(text).toMatch(/Secret Service \(such as gnome-keyring\), unlocked, on the session D-Bus/);
      expect(text).toContain('sudo apt install gnome-keyring dbus-x11');
      expect(text).toContain(UNLOCK_AROUND(`strikeboard ${argv.join(' ')}`));
      // Never a password written into the command: it would encrypt the keyring that holds the secrets.
      expect(text).not.toMatch(/echo -n \w+ \|/);
      expect(text).toContain('read -r pw');
      expect(text).toMatch(/desktop session/);
    },
  );

  it('login also offers --session-only', async () => {
    const { io, err } = withoutKeychain('linux');
    expect(await runCli(['login', '--env', 'demo'], io)).toBe(1);
    expect(err.join('\n')).toMatch(/--session-only signs in without storing anything/);
    expect(err.join('\n')).toContain(UNLOCK_AROUND('strikeboard login --env demo'));
  });

  it('a command line with characters a shell would read is shown as a placeholder, not pasted', async () => {
    const { io, err } = withoutKeychain('linux');
    await runCli(['chain', '--underlier', 'AAPL', '--month', 'March ', '--year', '2027'], io);
    expect(err.join('\n')).toContain(UNLOCK_AROUND('strikeboard <your command>'));
  });

  it.each([
    ['darwin', /macOS Keychain/],
    ['win32', /Windows Credential Manager/],
  ] as const)('on %s names the system store and no Linux packages', async (platform, store) => {
    const { io, err } = withoutKeychain(platform);
    expect(await runCli(['status'], io)).toBe(1);
    expect(err.join('\n')).toMatch(store);
    expect(err.join('\n')).not.toMatch(/apt|gnome-keyring/);
  });

  it.skipIf(process.platform !== 'linux')('the real CLI with a D-Bus address that leads nowhere', async () => {
    const result = await runCliProcess(['status'], {
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/strikeboard-test-bus',
      STRIKEBOARD_KEYCHAIN_SERVICE: 'Strikeboard-no-keychain-test',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^strikeboard: No system keychain is reachable/);
    expect(result.stderr).toMatch(/^strikeboard: No system keychain is reachable: the session D-Bus that DBUS_SESSION_BUS_ADDRESS names does not answer/);
    expect(result.stderr).not.toMatch(/Platform failure|DBus error/);
    expect(result.stderr).toContain('sudo apt install gnome-keyring dbus-x11');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
