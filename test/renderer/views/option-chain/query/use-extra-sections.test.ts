import { describe, expect, it } from 'vitest';
import { queryForExpiry, withSections } from '../../../../../renderer/views/option-chain/query/use-extra-sections.ts';
import { chain, expiry } from '../chain-fixtures.ts';

const base = { underlier: 'AAPL', month: 3, year: 2027, day: 19, chainType: 'CALLPUT', includeAdjusted: false } as const;

describe('extra expiry sections', () => {
  it('asks another expiry on the same terms', () => {
    expect(queryForExpiry(base, '2027-04-09', true)).toEqual({ ...base, year: 2027, month: 4, day: 9, includeWeekly: true });
    expect(queryForExpiry(base, '2027-04-16', false).includeWeekly).toBe(false);
  });

  it('shows the sections in date order, each date once, the asked chain untouched without extras', () => {
    const asked = chain(expiry('2027-03-19', [100]));
    expect(withSections(asked, [undefined])).toBe(asked);
    const shown = withSections(asked, [chain(expiry('2027-04-16', [100])), chain(expiry('2027-03-12', [100]), expiry('2027-03-19', [1]))]);
    expect(shown.expiries.map((e) => e.date)).toEqual(['2027-03-12', '2027-03-19', '2027-04-16']);
    expect(shown.expiries[1]).toBe(asked.expiries[0]);
  });
});
