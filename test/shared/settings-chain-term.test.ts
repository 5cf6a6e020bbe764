import { describe, expect, it } from 'vitest';
import { applySettingsPatch, DEFAULT_USER_SETTINGS, settingsPatchSchema, userSettingsSchema } from '../../shared/settings.ts';

describe("settings chainView.term: the term structure's expiries (nearest 12 or all) and whether it is open", () => {
  it('defaults to the nearest twelve, folded, and repairs a bad stored value leaf by leaf', () => {
    expect(DEFAULT_USER_SETTINGS.chainView.term).toEqual({ scope: 'nearest', shown: false });
    expect(userSettingsSchema.parse({ chainView: { term: { scope: 'every', shown: true } } }).chainView.term).toEqual({ scope: 'nearest', shown: true });
    expect(userSettingsSchema.parse({ chainView: { term: 'all' } }).chainView.term).toEqual({ scope: 'nearest', shown: false });
  });

  it('takes a patch of one leaf, keeping the other, and refuses a wrong one', () => {
    const patch = settingsPatchSchema.parse({ chainView: { term: { scope: 'all' } } });
    const folded = applySettingsPatch(
      { ...DEFAULT_USER_SETTINGS, chainView: { ...DEFAULT_USER_SETTINGS.chainView, term: { scope: 'nearest', shown: false } } },
      patch,
    );
    expect(folded.chainView.term).toEqual({ scope: 'all', shown: false });
    // A patch of another chain setting leaves the term structure's alone.
    expect(applySettingsPatch(folded, settingsPatchSchema.parse({ chainView: { refreshSeconds: 30 } })).chainView.term).toEqual({ scope: 'all', shown: false });
    for (const term of [{ scope: 'every' }, { shown: 'yes' }, { scope: 'all', strikes: 4 }]) {
      expect(settingsPatchSchema.safeParse({ chainView: { term } }).success, JSON.stringify(term)).toBe(false);
    }
  });
});
