/**
 * The alerts channels' arguments at the IPC edge (a pause's boolean; an alert's number as the
 * platform writes it, nothing else) and the alerts' settings: a minute at least, repaired to the
 * default when a hand-edited file says otherwise, a bad patch refused.
 */
import { describe, expect, it } from 'vitest';
import { ALERTS_REFRESH_SECONDS } from '../../../shared/domain/alerts-watch.ts';
import { INVOKE_SCHEMAS } from '../../../shared/ipc/schemas.ts';
import { applySettingsPatch, DEFAULT_USER_SETTINGS, settingsPatchSchema, userSettingsSchema } from '../../../shared/settings.ts';

describe('the alerts channels', () => {
  it('alerts:get and alerts:refresh take no argument; alerts:pause needs its boolean', () => {
    expect(INVOKE_SCHEMAS['alerts:get'].safeParse(undefined).success).toBe(true);
    expect(INVOKE_SCHEMAS['alerts:refresh'].safeParse({}).success).toBe(false);
    expect(INVOKE_SCHEMAS['alerts:pause'].safeParse({ paused: true }).success).toBe(true);
    for (const bad of [{ paused: 'yes' }, {}, { paused: true, extra: 1 }, true]) expect(INVOKE_SCHEMAS['alerts:pause'].safeParse(bad).success).toBe(false);
  });

  it('alerts:details takes an alert’s number and nothing else', () => {
    const schema = INVOKE_SCHEMAS['alerts:details'];
    for (const id of ['1', '606120010005', '99999999999999999999']) expect(schema.safeParse({ id }).success).toBe(true);
    for (const bad of [
      { id: '0' },
      { id: '012' },
      { id: '-1' },
      { id: '1,2' },
      { id: '1/../2' },
      { id: '' },
      { id: 7 },
      { id: '1'.repeat(21) },
      { id: '1', extra: true },
      '1',
    ])
      expect(schema.safeParse(bad).success).toBe(false);
  });
});

describe('the alerts settings', () => {
  it('a minute by default, notifications on; a hand-edited value repairs to its default, the rest kept', () => {
    expect(DEFAULT_USER_SETTINGS.alerts).toEqual({ refreshSeconds: ALERTS_REFRESH_SECONDS.default, notifications: true });
    expect(userSettingsSchema.parse({ alerts: { refreshSeconds: 5, notifications: false } }).alerts).toEqual({ refreshSeconds: 60, notifications: false });
    expect(userSettingsSchema.parse({ alerts: 'loud' }).alerts).toEqual({ refreshSeconds: 60, notifications: true });
  });

  it('refuses a bad patch instead of repairing it; a good one applies alone', () => {
    expect(settingsPatchSchema.safeParse({ alerts: { refreshSeconds: 30 } }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ alerts: { refreshSeconds: 3601 } }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ alerts: { notify: true } }).success).toBe(false);
    const patch = settingsPatchSchema.parse({ alerts: { refreshSeconds: 300 } });
    expect(applySettingsPatch(DEFAULT_USER_SETTINGS, patch).alerts).toEqual({ refreshSeconds: 300, notifications: true });
  });
});
