/**
 * The exchange holiday calendar the demo's expiries follow, against the exchanges' own lists.
 *
 * The dates below are the NYSE's published holiday schedule for 2026, 2027 and 2028 (NYSE,
 * "Holidays & Trading Hours", nyse.com/markets/hours-calendars; Cboe's options exchanges close on
 * the same days), written out by hand from that list, not computed: the rules in
 * market-holidays.ts must reproduce them. Of note: Independence Day 2026 falls on a Saturday and is
 * kept on Friday 3 July; Juneteenth 2027 (a Saturday) on Friday 18 June; Christmas 2027 (a
 * Saturday) on Friday 24 December; New Year's Day 2028 is a Saturday and is not kept at all (the
 * exchange stays open on Friday 31 December 2027).
 */
import { describe, expect, it } from 'vitest';
import { easterSunday, isMarketHoliday, isTradingDay, marketHolidays, tradingDayOnOrBefore } from '../../../demo-broker/market/market-holidays.ts';

const NYSE_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2026: [
    "2026-01-01 New Year's Day",
    '2026-01-19 Martin Luther King Jr. Day',
    "2026-02-16 Washington's Birthday",
    '2026-04-03 Good Friday',
    '2026-05-25 Memorial Day',
    '2026-06-19 Juneteenth',
    '2026-07-03 Independence Day',
    '2026-09-07 Labor Day',
    '2026-11-26 Thanksgiving Day',
    '2026-12-25 Christmas Day',
  ],
  2027: [
    "2027-01-01 New Year's Day",
    '2027-01-18 Martin Luther King Jr. Day',
    "2027-02-15 Washington's Birthday",
    '2027-03-26 Good Friday',
    '2027-05-31 Memorial Day',
    '2027-06-18 Juneteenth',
    '2027-07-05 Independence Day',
    '2027-09-06 Labor Day',
    '2027-11-25 Thanksgiving Day',
    '2027-12-24 Christmas Day',
  ],
  2028: [
    '2028-01-17 Martin Luther King Jr. Day',
    "2028-02-21 Washington's Birthday",
    '2028-04-14 Good Friday',
    '2028-05-29 Memorial Day',
    '2028-06-19 Juneteenth',
    '2028-07-04 Independence Day',
    '2028-09-04 Labor Day',
    '2028-11-23 Thanksgiving Day',
    '2028-12-25 Christmas Day',
  ],
};

const iso = (year: number, month: number, day: number): string => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('exchange holidays', () => {
  it.each([2026, 2027, 2028])('are the NYSE list for %i', (year) => {
    expect(marketHolidays(year).map((h) => `${iso(h.year, h.month, h.day)} ${h.name}`)).toEqual(NYSE_HOLIDAYS[year]);
  });

  it('finds Easter as the churches do', () => {
    expect([2026, 2027, 2028, 2038].map((year) => easterSunday(year))).toEqual([
      { year: 2026, month: 4, day: 5 },
      { year: 2027, month: 3, day: 28 },
      { year: 2028, month: 4, day: 16 },
      { year: 2038, month: 4, day: 25 },
    ]);
  });

  it('counts weekdays that are not holidays as trading days, and nothing else', () => {
    const listed = new Set(
      Object.values(NYSE_HOLIDAYS)
        .flat()
        .map((text) => text.slice(0, 10)),
    );
    let tradingDays = 0;
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
      const date = new Date(at);
      const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
      expect(isMarketHoliday(year, month, day)).toBe(listed.has(iso(year, month, day)));
      expect(isTradingDay(year, month, day)).toBe(!weekend && !listed.has(iso(year, month, day)));
      if (isTradingDay(year, month, day)) tradingDays += 1;
    }
    // Weekdays less the holidays on weekdays: 261 - 10, 261 - 10, 260 - 9.
    expect(tradingDays).toBe(251 + 251 + 251);
  });

  it('moves a day the market is closed to the trading day before', () => {
    expect(tradingDayOnOrBefore(2026, 4, 3)).toEqual({ year: 2026, month: 4, day: 2 });
    expect(tradingDayOnOrBefore(2027, 1, 1)).toEqual({ year: 2026, month: 12, day: 31 });
    expect(tradingDayOnOrBefore(2026, 7, 5)).toEqual({ year: 2026, month: 7, day: 2 });
    expect(tradingDayOnOrBefore(2027, 12, 31)).toEqual({ year: 2027, month: 12, day: 31 });
  });
});
