import { describe, expect, it } from 'vitest';
import { CHAIN_CHART_HEIGHT, DEFAULT_USER_SETTINGS, settingsPatchSchema, userSettingsSchema } from '../../shared/settings.ts';

describe('settings chainView.chart: the chain chart folded or not, and its height', () => {
  it('defaults to shown at 76 px and repairs a bad stored value to the default', () => {
    expect(DEFAULT_USER_SETTINGS.chainView.chart).toEqual({ shown: true, height: CHAIN_CHART_HEIGHT.default });
    const stored = userSettingsSchema.parse({ chainView: { chart: { shown: 'yes', height: 9000 } } });
    expect(stored.chainView.chart).toEqual({ shown: true, height: CHAIN_CHART_HEIGHT.default });
    expect(userSettingsSchema.parse({ chainView: { chart: { shown: false, height: 200 } } }).chainView.chart).toEqual({ shown: false, height: 200 });
  });

  it('refuses a patch out of range, not whole, or with a stray key', () => {
    expect(settingsPatchSchema.safeParse({ chainView: { chart: { shown: true, height: 120 } } }).success).toBe(true);
    for (const chart of [
      { shown: true, height: CHAIN_CHART_HEIGHT.min - 1 },
      { shown: true, height: CHAIN_CHART_HEIGHT.max + 1 },
      { shown: true, height: 100.5 },
      { shown: true },
      { shown: true, height: 100, width: 3 },
    ]) {
      expect(settingsPatchSchema.safeParse({ chainView: { chart } }).success, JSON.stringify(chart)).toBe(false);
    }
  });
});
