/**
 * `askAgainWhenDropped`: a Secret Service call the daemon dropped (it went away in the middle of
 * the call) is asked once more; every other failure, and a second drop, reach the caller as they
 * came. The real daemon's abort and restart are in test/scripts/with-secret-service.test.ts; here a
 * store that fails on cue counts the calls.
 */
import { describe, expect, it } from 'vitest';
import { askAgainWhenDropped, isDroppedRequest } from '../../../../electron/backend/secrets/os-keychain.ts';
import type { SecretStore } from '../../../../electron/backend/services.ts';

const DROPPED = 'Platform failure: DBus error: Message recipient disconnected from message bus without replying';
const NO_SESSION = 'Platform failure: DBus error: The session wrapping the secret does not exist';
const LOCKED = "Couldn't access platform storage: Secret Service: unlock prompt was dismissed";

/** A store whose calls fail with `failures` in turn, then answer; `calls` counts every call. */
function failingStore(failures: string[]): SecretStore & { calls: number } {
  const queue = [...failures];
  const store = {
    calls: 0,
    async attempt<T>(value: T): Promise<T> {
      store.calls += 1;
      const failure = queue.shift();
      if (failure !== undefined) throw new Error(failure);
      return value;
    },
    getPassword: async () => store.attempt('secret'),
    setPassword: async () => store.attempt(undefined),
    deletePassword: async () => store.attempt(true),
  };
  return store;
}

describe('isDroppedRequest', () => {
  it('knows the daemon going away, and nothing else: not a call that timed out waiting', () => {
    expect(isDroppedRequest(new Error(DROPPED))).toBe(true);
    expect(isDroppedRequest(new Error(NO_SESSION))).toBe(true);
    expect(
      isDroppedRequest(
        'Platform failure: DBus error: Did not receive a reply. Possible causes include: the remote application did not send a reply, the message bus security policy blocked the reply, the reply timeout expired, or the network connection was broken.',
      ),
    ).toBe(false);
    expect(isDroppedRequest(new Error(LOCKED))).toBe(false);
    expect(isDroppedRequest(new Error('No matching entry found in secure storage'))).toBe(false);
    expect(isDroppedRequest(undefined)).toBe(false);
  });
});

describe('askAgainWhenDropped', () => {
  it('answers a read, a write and a delete the daemon dropped once, with one more call each', async () => {
    for (const [name, call, expected] of [
      ['get', (store: SecretStore) => store.getPassword('s', 'a'), 'secret'],
      ['set', (store: SecretStore) => store.setPassword('s', 'a', 'v'), undefined],
      ['delete', (store: SecretStore) => store.deletePassword('s', 'a'), true],
    ] as const) {
      const inner = failingStore([name === 'set' ? NO_SESSION : DROPPED]);
      await expect(call(askAgainWhenDropped(inner)), name).resolves.toBe(expected);
      expect(inner.calls, name).toBe(2);
    }
  });

  it('passes any other failure on at once, and a second drop as it came', async () => {
    const locked = failingStore([LOCKED]);
    await expect(askAgainWhenDropped(locked).getPassword('s', 'a')).rejects.toThrow(LOCKED);
    expect(locked.calls).toBe(1);
    const twice = failingStore([DROPPED, DROPPED]);
    await expect(askAgainWhenDropped(twice).setPassword('s', 'a', 'v')).rejects.toThrow(DROPPED);
    expect(twice.calls).toBe(2);
  });

  it('calls the store once when it answers', async () => {
    const inner = failingStore([]);
    await expect(askAgainWhenDropped(inner).getPassword('s', 'a')).resolves.toBe('secret');
    expect(inner.calls).toBe(1);
  });
});
