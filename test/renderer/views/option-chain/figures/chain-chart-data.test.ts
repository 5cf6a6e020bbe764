import { describe, expect, it } from 'vitest';
import { chartColumns, chartSummary, hasChartData } from '../../../../../renderer/views/option-chain/figures/chain-chart-data.ts';
import { expiry, quotedStrike, strike } from '../chain-fixtures.ts';

const MARCH = '2027-03-19';

describe('chartColumns: IV and open interest by strike', () => {
  it('plots IV in percent and open interest, one point per strike, gaps as null', () => {
    const a = quotedStrike(MARCH, 100);
    const b = quotedStrike(MARCH, 105);
    const skewed = {
      ...b,
      put: { ...b.put!, greeks: { ...b.put!.greeks!, iv: 0.4512 } },
      call: { ...b.call!, quote: { ...b.call!.quote!, openInterest: 2500 } },
    };
    const oneSided = { ...quotedStrike(MARCH, 110), put: null };
    const columns = chartColumns(expiry(MARCH, [a, skewed, quotedStrike(MARCH, 105, 'AAPL1'), oneSided]));
    expect(columns).toEqual([
      [100, 105, 110],
      [30, 30, 30],
      [30, 45.12, null],
      [1000, 2500, 1000],
      [1000, 1000, null],
    ]);
    expect(hasChartData(columns)).toBe(true);
  });

  it('has nothing to plot on the legacy generation', () => {
    expect(hasChartData(chartColumns(expiry(MARCH, [strike(MARCH, 100)])))).toBe(false);
  });
});

describe('chartSummary: the text alternative', () => {
  it('names the IV range per side, the largest open interest and the price', () => {
    const rows = [quotedStrike(MARCH, 100), quotedStrike(MARCH, 105)];
    const high = {
      ...rows[1]!,
      call: { ...rows[1]!.call!, greeks: { ...rows[1]!.call!.greeks!, iv: 0.5 }, quote: { ...rows[1]!.call!.quote!, openInterest: 12345 } },
    };
    expect(chartSummary(expiry(MARCH, [rows[0]!, high]), 102.5)).toBe(
      'Chart of Fri, Mar 19, 2027, 2 strikes. Call implied volatility from 30.0% at 100 to 50.0% at 105. ' +
        'Put implied volatility from 30.0% at 100 to 30.0% at 100. Most call open interest at 105: 12,345. ' +
        'Most put open interest at 100: 1,000. Underlier at 102.50.',
    );
  });
});

describe('chartSummary with the σ levels', () => {
  it('says where one and two standard deviations by expiry lie', async () => {
    const { sigmaLevels } = await import('../../../../../shared/domain/sigma-strikes.ts');
    const shown = expiry(MARCH, [quotedStrike(MARCH, 100), quotedStrike(MARCH, 105)]);
    const text = chartSummary(shown, 102, chartColumns(shown), sigmaLevels(102, 3.5));
    expect(text).toMatch(/One standard deviation by expiry from 98\.50 to 105\.50; two from 95\.00 to 109\.00\.$/);
    expect(chartSummary(shown, 102)).not.toMatch(/standard deviation/);
  });
});
