import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  customRangeLimits,
  customRangeProblem,
  rangeDates,
  rangeOn,
  rangeUnavailable,
  rangeWords,
  yearsBefore,
  type OrderRange,
} from '../../../../../renderer/views/orders/history/order-range.ts';
import { ordersFileName } from '../../../../../renderer/views/orders/format/orders-file-name.ts';
import { newYorkDate, newYorkDayStart } from '../../../../../shared/domain/market-time.ts';

const at = (iso: string) => Date.parse(iso);
const dates = (range: OrderRange, now: number) => rangeDates(range, now);

describe('rangeDates: spans of New York days', () => {
  it.each([
    // [instant, today, yesterday, last 7 from, month from]
    ['2026-11-23T15:00:00Z', '2026-11-23', '2026-11-22', '2026-11-17', '2026-11-01'],
    // 22:00 in New York on the 22nd, already the 23rd in UTC: New York's day counts.
    ['2026-11-23T03:00:00Z', '2026-11-22', '2026-11-21', '2026-11-16', '2026-11-01'],
    // 00:30 EDT on 9 March 2026, the day after clocks went forward: 24 h earlier is still 7 March in New York.
    ['2026-03-09T04:30:00Z', '2026-03-09', '2026-03-08', '2026-03-03', '2026-03-01'],
    // 00:30 EST on 2 November 2026, the day after clocks went back (a 25-hour day).
    ['2026-11-02T05:30:00Z', '2026-11-02', '2026-11-01', '2026-10-27', '2026-11-01'],
    // 23:59 EST on 1 November (the long day), 04:59 UTC on the 2nd.
    ['2026-11-02T04:59:00Z', '2026-11-01', '2026-10-31', '2026-10-26', '2026-11-01'],
    // New Year and a leap day.
    ['2028-01-01T05:00:00Z', '2028-01-01', '2027-12-31', '2027-12-26', '2028-01-01'],
    ['2028-03-01T12:00:00Z', '2028-03-01', '2028-02-29', '2028-02-24', '2028-03-01'],
  ])('at %s', (instant, today, yesterday, weekFrom, monthFrom) => {
    const now = at(instant);
    expect(dates({ kind: 'today' }, now)).toEqual({ from: today, to: today });
    expect(dates({ kind: 'yesterday' }, now)).toEqual({ from: yesterday, to: yesterday });
    expect(dates({ kind: 'last7' }, now)).toEqual({ from: weekFrom, to: today });
    expect(dates({ kind: 'month' }, now)).toEqual({ from: monthFrom, to: today });
    expect(dates({ kind: 'custom', from: '2026-01-05', to: '2026-02-06' }, now)).toEqual({ from: '2026-01-05', to: '2026-02-06' });
  });

  it('yesterday is the New York day that ended at the last New York midnight, whatever the instant (property)', () => {
    const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
    fc.assert(
      fc.property(instants, (now) => {
        const lastMidnight = newYorkDayStart(now);
        expect(dates({ kind: 'yesterday' }, now).from).toBe(newYorkDate(lastMidnight - 1));
        expect(dates({ kind: 'today' }, now).to).toBe(newYorkDate(now));
        const week = dates({ kind: 'last7' }, now);
        expect(addDays(week.from, 6)).toBe(week.to);
      }),
      { numRuns: 300, seed: 20261123 },
    );
  });
});

describe('calendar helpers', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('goes back whole years, 29 February falling back to the 28th', () => {
    expect(yearsBefore('2026-11-23', 2)).toBe('2024-11-23');
    expect(yearsBefore('2028-02-29', 2)).toBe('2026-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
  });
});

describe('customRangeProblem', () => {
  const now = at('2026-11-23T15:00:00Z');
  it.each([
    ['2026-11-01', '2026-11-23', null],
    ['2024-11-23', '2026-11-23', null],
    ['2026-11-23', '2026-11-23', null],
    ['2024-11-22', '2026-11-23', /two years/],
    ['2026-11-20', '2026-11-19', /after the last day/],
    ['2026-11-20', '2026-11-24', /after today \(2026-11-23/],
    ['2026-02-30', '2026-03-02', /first day is not a date/],
    ['2026-02-01', '26-03-02', /last day is not a date/],
    ['', '2026-03-02', /first day is not a date/],
  ])('%s to %s', (from, to, problem) => {
    const found = customRangeProblem(from, to, now);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
  it('counts "today" in New York: late evening there is already tomorrow in UTC', () => {
    const evening = at('2026-11-24T03:00:00Z');
    expect(customRangeProblem('2026-11-20', '2026-11-24', evening)).toMatch(/after today \(2026-11-23/);
  });
});

describe('words and file names', () => {
  it('says the range', () => {
    const now = at('2026-11-23T15:00:00Z');
    expect(rangeWords({ kind: 'today' }, dates({ kind: 'today' }, now))).toBe('Today');
    expect(rangeWords({ kind: 'yesterday' }, dates({ kind: 'yesterday' }, now))).toBe('Yesterday (2026-11-22)');
    expect(rangeWords({ kind: 'month' }, dates({ kind: 'month' }, now))).toBe('This month (2026-11-01 – 2026-11-23)');
    expect(rangeWords({ kind: 'custom', from: '2025-01-02', to: '2025-03-04' }, { from: '2025-01-02', to: '2025-03-04' })).toBe('2025-01-02 – 2025-03-04');
  });
  it('names the account number and the range', () => {
    expect(ordersFileName('83405188', { from: '2026-11-01', to: '2026-11-23' })).toBe('orders-83405188-2026-11-01_2026-11-23.csv');
    expect(ordersFileName('83405188', { from: '2026-11-23', to: '2026-11-23' })).toBe('orders-83405188-2026-11-23_2026-11-23.csv');
    // Today's live list: its data's New York time too (14:30:05 EST).
    expect(ordersFileName('83405188', { from: '2026-11-23', to: '2026-11-23' }, Date.parse('2026-11-23T19:30:05Z'))).toBe(
      'orders-83405188-2026-11-23_2026-11-23-143005.csv',
    );
  });
  it('keeps file names safe whatever the account text', () => {
    expect(ordersFileName('-Ab/c:d', { from: '2026-11-01', to: '2026-11-02' })).toBe('orders-Ab_c_d-2026-11-01_2026-11-02.csv');
    expect(ordersFileName('', { from: '2026-11-01', to: '2026-11-02' })).toBe('orders-account-2026-11-01_2026-11-02.csv');
  });
});

describe('ranges per API generation', () => {
  it('offers only Today on legacy, with the reason; everything on v1', () => {
    expect(rangeUnavailable('today', 'legacy')).toBeNull();
    for (const kind of ['yesterday', 'last7', 'month', 'custom'] as const) {
      expect(rangeUnavailable(kind, 'legacy')).toMatch(/needs the current API/);
      expect(rangeUnavailable(kind, 'v1')).toBeNull();
    }
  });

  it('falls back to Today on legacy when a window was picked on v1', () => {
    expect(rangeOn({ kind: 'last7' }, 'legacy')).toEqual({ kind: 'today' });
    expect(rangeOn({ kind: 'custom', from: '2026-11-01', to: '2026-11-02' }, 'v1')).toEqual({ kind: 'custom', from: '2026-11-01', to: '2026-11-02' });
  });
});

describe("customRangeLimits: the date inputs' min and max", () => {
  it('is two years back to today, in New York (late evening there is already tomorrow in UTC)', () => {
    expect(customRangeLimits(Date.parse('2026-11-24T03:30:00Z'))).toEqual({ min: '2024-11-23', max: '2026-11-23' });
  });

  it('agrees with customRangeProblem at both ends', () => {
    const now = Date.parse('2026-06-10T15:00:00Z');
    const { min, max } = customRangeLimits(now);
    expect(customRangeProblem(min, max, now)).toBeNull();
    expect(customRangeProblem(addDays(min, -1), max, now)).not.toBeNull();
    expect(customRangeProblem(min, addDays(max, 1), now)).not.toBeNull();
  });
});
