/**
 * The keychain's failures in words: the system texts the keychain libraries report for the usual
 * causes (as seen from @napi-rs/keyring on Linux), each said plainly; anything else kept as the
 * system said it; and a huge hostile text costs no more than a short one.
 */
import { describe, expect, it } from 'vitest';
import { keychainCause, systemText } from '../../../../electron/backend/secrets/keychain-words.ts';

describe('keychainCause', () => {
  it.each([
    [
      'Platform failure: DBus error: Using X11 for dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS instead',
      /^there is no session D-Bus in this shell/,
    ],
    ['Platform failure: DBus error: Failed to connect to socket /run/user/1000/bus: No such file or directory', /^the session D-Bus that .* does not answer/],
    ['Platform failure: DBus error: The name org.freedesktop.secrets was not provided by any .service files', /^no Secret Service \(such as gnome-keyring\)/],
    ['No DBus session or Secret Service provider found', /^there is no session D-Bus, or no Secret Service/],
    ['Platform failure: the collection is locked', /^the keyring is locked/],
    ['Platform failure: prompt dismissed', /^the keyring is locked/],
  ])('%s', (raw, words) => {
    expect(keychainCause(raw)).toMatch(words);
  });

  it('a text that is none of the known causes has no words of its own', () => {
    expect(keychainCause('no result found')).toBeNull();
  });

  it('reads only the first 2,000 characters: a clue past them in 1 MB of text is not found', () => {
    const hostile = 'x'.repeat(1024 * 1024) + ' DBUS_SESSION_BUS_ADDRESS';
    expect(keychainCause(hostile)).toBeNull();
    expect(systemText(hostile).length).toBeLessThanOrEqual(2_000);
  });

  it('the system text is one line', () => {
    expect(systemText('  a\n\tb  ')).toBe('a b');
  });
});
