/**
 * The expiry calendar of a real listing, 2026-2028: monthlies on the third Friday, weeklies on
 * Fridays, quarterlies and month-end expiries on the last trading day where the underlier has them
 * (the index and the broad ETFs, not the stocks), every one moved to the trading day before when
 * its day is an exchange holiday (a Friday holiday moves it to the Thursday), none ever on a
 * holiday or a weekend. The holidays are the NYSE's (market-holidays.test.ts checks them against
 * the exchange's published list).
 */
import { describe, expect, it } from 'vitest';
import { expiriesInMonth, monthlyExpiryDay, thirdFriday } from '../../../demo-broker/market/expiry-calendar.ts';
import { isTradingDay, tradingDayOnOrBefore, weekdayOf } from '../../../demo-broker/market/market-holidays.ts';
import { marketMoment } from '../../../demo-broker/market/market-hours.ts';
import { UNDERLIER_TABLE } from '../../../demo-broker/market/underlier-table.ts';
import { listedExpiries, type V1Expiry } from '../../../demo-broker/market/v1-expiry-calendar.ts';

const at = (iso: string): number => Date.parse(iso);
const STOCK = (UNDERLIER_TABLE.get('AAPL') ?? { listing: { weeklies: true, quarterlies: false, monthEnd: false, dailies: false } }).listing;
const ETF = (UNDERLIER_TABLE.get('IWM') ?? { listing: { weeklies: true, quarterlies: true, monthEnd: true, dailies: false } }).listing;
const DAILY_ETF = (UNDERLIER_TABLE.get('SPY') ?? { listing: { weeklies: true, quarterlies: true, monthEnd: true, dailies: true } }).listing;
const text = (item: Pick<V1Expiry, 'year' | 'month' | 'day' | 'expiryType'>): string =>
  `${item.year}-${String(item.month).padStart(2, '0')}-${String(item.day).padStart(2, '0')} ${item.expiryType}`;
const listedOn = (iso: string, listing = STOCK): string[] => listedExpiries(marketMoment(at(iso)).instant, listing).map(text);

describe('listings', () => {
  it('gives the stocks weeklies and monthlies only, the index and the ETFs quarterlies and month ends too', () => {
    expect(STOCK).toEqual({ weeklies: true, quarterlies: false, monthEnd: false, dailies: false });
    expect(ETF).toEqual({ weeklies: true, quarterlies: true, monthEnd: true, dailies: false });
    expect(DAILY_ETF).toEqual({ weeklies: true, quarterlies: true, monthEnd: true, dailies: true });
    for (const symbol of ['SPX', 'SPY', 'QQQ']) expect(UNDERLIER_TABLE.get(symbol)?.listing.dailies).toBe(true);
    for (const profile of UNDERLIER_TABLE.values()) expect(profile.listing.quarterlies).toBe(profile.kind !== 'stock');
  });
});

describe('holidays move expiries to the trading day before', () => {
  it.each([
    // [a day a week or so before, the expiry expected, listing]
    ['2026-03-30T15:00:00Z', '2026-04-02 WEEKLY', STOCK, 'Good Friday 2026'],
    ['2026-06-10T15:00:00Z', '2026-06-18 MONTHLY', STOCK, 'Juneteenth 2026 is the third Friday'],
    ['2026-06-25T15:00:00Z', '2026-07-02 WEEKLY', STOCK, 'Independence Day 2026 kept on Friday 3 July'],
    ['2026-12-18T15:00:00Z', '2026-12-24 WEEKLY', STOCK, 'Christmas 2026'],
    ['2026-12-28T15:00:00Z', '2026-12-31 WEEKLY', STOCK, "New Year's Day 2027"],
    ['2026-12-28T15:00:00Z', '2026-12-31 QUARTERLY', ETF, "New Year's Day 2027, the quarter's last trading day"],
    ['2027-03-19T15:00:00Z', '2027-03-25 WEEKLY', STOCK, 'Good Friday 2027'],
    ['2027-06-10T15:00:00Z', '2027-06-17 MONTHLY', STOCK, 'Juneteenth 2027 kept on the third Friday'],
    ['2027-12-17T15:00:00Z', '2027-12-23 WEEKLY', STOCK, 'Christmas 2027 kept on Friday 24 December'],
    ['2028-04-07T15:00:00Z', '2028-04-13 WEEKLY', STOCK, 'Good Friday 2028'],
  ])('on %s lists %s (%s)', (iso, expected, listing) => {
    expect(listedOn(iso, listing)).toContain(expected);
  });

  it('keeps the Friday when only the Saturday after is a holiday never kept (31 December 2027)', () => {
    expect(listedOn('2027-12-27T15:00:00Z')).toContain('2027-12-31 WEEKLY');
    expect(listedOn('2027-12-27T15:00:00Z', ETF)).toContain('2027-12-31 QUARTERLY');
  });

  it('writes the legacy month the same way: the moved monthly, and the quarterly where listed', () => {
    expect(expiriesInMonth(2026, 6, ETF).map((e) => [e.day, e.expiryType])).toEqual([
      [18, 'MONTHLY'],
      [30, 'QUARTERLY'],
    ]);
    expect(expiriesInMonth(2026, 6, STOCK).map((e) => [e.day, e.expiryType])).toEqual([[18, 'MONTHLY']]);
    // 2028-09-30 is a Saturday, so the quarter ends on Friday the 29th.
    expect(expiriesInMonth(2028, 9, ETF)[1]?.day).toBe(29);
    expect(expiriesInMonth(2027, 7, ETF).map((e) => e.expiryType)).toEqual(['MONTHLY']);
  });
});

describe('every expiry listed from 2026 to 2028', () => {
  // Every day at 11:00 New York: what the strip would list that day.
  const days: number[] = [];
  for (let t = at('2026-01-02T16:00:00Z'); t < at('2028-12-31T16:00:00Z'); t += 86_400_000) days.push(t);

  it.each([
    ['a stock', STOCK],
    ['an ETF', ETF],
    ['an ETF with dailies', DAILY_ETF],
  ])('for %s is a trading day of its rule, ascending, once per date', (_, listing) => {
    const seen = new Map<string, string>();
    for (const now of days) {
      const listed = listedExpiries(marketMoment(now).instant, listing);
      const keys = listed.map((item) => item.expiresAt);
      expect([...keys].sort((a, b) => a - b)).toEqual(keys);
      expect(new Set(keys).size).toBe(keys.length);
      for (const item of listed) {
        const { year, month, day } = item;
        expect(isTradingDay(year, month, day), text(item)).toBe(true);
        const friday = new Date(Date.UTC(year, month - 1, day + ((5 - weekdayOf(year, month, day) + 7) % 7)));
        const fridayParts = [friday.getUTCFullYear(), friday.getUTCMonth() + 1, friday.getUTCDate()] as const;
        const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
        switch (item.expiryType) {
          case 'MONTHLY':
            expect(day, text(item)).toBe(monthlyExpiryDay(year, month));
            expect(tradingDayOnOrBefore(year, month, thirdFriday(year, month)).day).toBe(day);
            break;
          case 'WEEKLY':
            // A Friday, or the Thursday of a week whose Friday is a holiday.
            expect(tradingDayOnOrBefore(...fridayParts), text(item)).toEqual({ year, month, day });
            break;
          case 'QUARTERLY':
          case 'MONTHEND':
            expect(listing.quarterlies, text(item)).toBe(true);
            expect(tradingDayOnOrBefore(year, month, lastDay), text(item)).toEqual({ year, month, day });
            if (item.expiryType === 'QUARTERLY') expect(month % 3, text(item)).toBe(0);
            break;
          case 'DAILY':
            // Any trading day, within the fifteen trading days of dailies (three weeks, a holiday and a weekend more at most).
            expect(listing.dailies, text(item)).toBe(true);
            expect(item.expiresAt - now, text(item)).toBeLessThan(26 * 86_400_000);
            break;
        }
        // The same date keeps its type from one day to the next.
        const before = seen.get(text(item).slice(0, 10));
        if (before !== undefined) expect(text(item), 'type changed').toBe(before);
        seen.set(text(item).slice(0, 10), text(item));
      }
    }
    // Every type this listing has appears.
    const types = new Set([...seen.values()].map((value) => value.slice(11)));
    const expected = listing.quarterlies ? ['MONTHEND', 'MONTHLY', 'QUARTERLY', 'WEEKLY'] : ['MONTHLY', 'WEEKLY'];
    expect([...types].sort()).toEqual(listing.dailies ? ['DAILY', ...expected] : expected);
  });
});

describe('the first expiries listed', () => {
  it('are the weeklies and the monthly of the coming weeks, the ETF with its quarter and month ends', () => {
    expect(listedOn('2026-11-18T17:00:00Z').slice(0, 8)).toEqual([
      '2026-11-20 MONTHLY',
      '2026-11-27 WEEKLY',
      '2026-12-04 WEEKLY',
      '2026-12-11 WEEKLY',
      '2026-12-18 MONTHLY',
      '2026-12-24 WEEKLY',
      '2026-12-31 WEEKLY',
      '2027-01-08 WEEKLY',
    ]);
    expect(listedOn('2026-11-18T17:00:00Z', ETF).slice(0, 9)).toEqual([
      '2026-11-20 MONTHLY',
      '2026-11-27 WEEKLY',
      '2026-11-30 MONTHEND',
      '2026-12-04 WEEKLY',
      '2026-12-11 WEEKLY',
      '2026-12-18 MONTHLY',
      '2026-12-24 WEEKLY',
      '2026-12-31 QUARTERLY',
      '2027-01-08 WEEKLY',
    ]);
    // SPY, SPX and QQQ expire every trading day besides: today's (the 0DTE), tomorrow's, and on past Thanksgiving.
    expect(listedOn('2026-11-18T17:00:00Z', DAILY_ETF).slice(0, 12)).toEqual([
      '2026-11-18 DAILY',
      '2026-11-19 DAILY',
      '2026-11-20 MONTHLY',
      '2026-11-23 DAILY',
      '2026-11-24 DAILY',
      '2026-11-25 DAILY',
      '2026-11-27 WEEKLY',
      '2026-11-30 MONTHEND',
      '2026-12-01 DAILY',
      '2026-12-02 DAILY',
      '2026-12-03 DAILY',
      '2026-12-04 WEEKLY',
    ]);
    expect(listedOn('2026-11-18T17:00:00Z')).toContain('2028-01-21 MONTHLY');
  });

  it('drop an expiry at its own close and keep it dropped over the weekend', () => {
    const first = (iso: string) => listedExpiries(marketMoment(at(iso)).instant, STOCK)[0];
    expect(first('2026-11-20T20:59:00Z')?.day).toBe(20);
    expect(first('2026-11-20T21:00:00Z')?.day).toBe(27);
    expect(first('2026-11-22T12:00:00Z')?.day).toBe(27);
  });
});
