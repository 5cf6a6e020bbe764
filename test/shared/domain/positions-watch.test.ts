/**
 * The positions channels' arguments at the IPC edge: an account key (letters, digits, - and _, as
 * v1 keys and legacy IDs are), nothing else; a pause needs its boolean. The positions view's
 * settings repair to their defaults and refuse a bad patch.
 */
import { describe, expect, it } from 'vitest';
import { INVOKE_SCHEMAS } from '../../../shared/ipc/schemas.ts';
import { POSITIONS_REFRESH_SECONDS } from '../../../shared/domain/positions-watch.ts';
import { settingsPatchSchema, userSettingsSchema } from '../../../shared/settings.ts';

describe('the positions channels', () => {
  it.each(['positions:watch', 'positions:unwatch', 'positions:refresh'] as const)('%s takes an account key and nothing else', (channel) => {
    const schema = INVOKE_SCHEMAS[channel];
    expect(schema.safeParse({ accountKey: '-kQp7Xw2cLmN8vR4tYs1aZ' }).success).toBe(true);
    expect(schema.safeParse({ accountKey: '__proto__' }).success).toBe(true);
    for (const bad of [
      { accountKey: '../x' },
      { accountKey: '' },
      { accountKey: 'a'.repeat(65) },
      { accountKey: 'k', extra: 1 },
      'k',
      undefined,
      { accountKey: 5 },
    ])
      expect(schema.safeParse(bad).success).toBe(false);
  });

  it('positions:pause needs its boolean', () => {
    expect(INVOKE_SCHEMAS['positions:pause'].safeParse({ accountKey: 'k', paused: true }).success).toBe(true);
    expect(INVOKE_SCHEMAS['positions:pause'].safeParse({ accountKey: 'k', paused: 'yes' }).success).toBe(false);
    expect(INVOKE_SCHEMAS['positions:pause'].safeParse({ accountKey: 'k' }).success).toBe(false);
  });
});

describe('the positions view settings', () => {
  it('repairs a hand-edited value to its default, the rest kept', () => {
    const values = userSettingsSchema.parse({
      positionsView: { refreshSeconds: 1, allAccounts: 'yes', accounts: { demo: 'dBZOKt9xDrtRSAOl4MSiiA', sandbox: '../x' } },
    });
    expect(values.positionsView).toMatchObject({
      refreshSeconds: POSITIONS_REFRESH_SECONDS.default,
      allAccounts: false,
      accounts: { demo: 'dBZOKt9xDrtRSAOl4MSiiA', sandbox: null, production: null },
    });
  });

  it('refuses a bad patch instead of repairing it', () => {
    expect(settingsPatchSchema.safeParse({ positionsView: { refreshSeconds: 4 } }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ positionsView: { colums: null } }).success).toBe(false);
    expect(
      settingsPatchSchema.safeParse({ positionsView: { allAccounts: true, refreshSeconds: 30, sort: { column: 'value', direction: 'desc' } } }).success,
    ).toBe(true);
  });
});
