import { describe, expect, it } from 'vitest';
import {
  comingMonths,
  easternMonth,
  monthKey,
  monthLabel,
  parseMonthKey,
  shiftMonth,
  shortMonthLabel,
} from '../../../../../renderer/views/option-chain/query/chain-months.ts';

const at = (iso: string): number => Date.parse(iso);

describe('easternMonth: the month it is in New York, where listed options expire', () => {
  // Each pair straddles New York midnight, once in standard time (UTC-5) and once in daylight time (UTC-4).
  it.each([
    ['2027-01-01T04:59:59Z', 'New Year in UTC and Asia, still 31 December in New York', { year: 2026, month: 12 }],
    ['2027-01-01T05:00:00Z', 'New Year in New York (EST)', { year: 2027, month: 1 }],
    ['2026-03-01T04:59:59Z', 'last second of February (EST)', { year: 2026, month: 2 }],
    ['2026-03-01T05:00:00Z', 'first second of March (EST)', { year: 2026, month: 3 }],
    ['2026-04-01T03:59:59Z', 'last second of March, after the spring change (EDT)', { year: 2026, month: 3 }],
    ['2026-04-01T04:00:00Z', 'first second of April (EDT)', { year: 2026, month: 4 }],
    ['2026-11-01T03:59:59Z', 'last second of October (EDT)', { year: 2026, month: 10 }],
    ['2026-11-01T04:00:00Z', 'November, two hours before the autumn change', { year: 2026, month: 11 }],
    ['2026-11-30T23:30:00Z', 'evening of 30 November (EST)', { year: 2026, month: 11 }],
    ['2026-12-01T04:59:59Z', 'still 30 November in New York although 1 December in UTC', { year: 2026, month: 11 }],
  ])('%s (%s)', (iso, _why, expected) => {
    expect(easternMonth(at(iso))).toEqual(expected);
  });
});

describe('shiftMonth', () => {
  it.each([
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2027, month: 1 }, -1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 12 }, 0, { year: 2026, month: 12 }],
    [{ year: 2026, month: 12 }, 23, { year: 2028, month: 11 }],
    [{ year: 2026, month: 12 }, 24, { year: 2028, month: 12 }],
    [{ year: 2026, month: 3 }, -13, { year: 2025, month: 2 }],
    [{ year: 2026, month: 1 }, -12, { year: 2025, month: 1 }],
  ])('%o shifted by %i is %o', (from, delta, expected) => {
    expect(shiftMonth(from, delta)).toEqual(expected);
  });
});

describe('comingMonths: the 24 months the query form offers', () => {
  const keys = (now: number, count?: number) => comingMonths(now, count).map(monthKey);

  it('starts at the New York month on New Year’s Eve evening, when UTC is already in January', () => {
    const months = keys(at('2027-01-01T04:30:00Z'));
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2026-12');
    expect(months[1]).toBe('2027-01');
    expect(months[23]).toBe('2028-11');
  });

  it('moves on at New York midnight, not before', () => {
    expect(keys(at('2027-01-01T05:00:00Z'))[0]).toBe('2027-01');
    expect(keys(at('2027-01-01T05:00:00Z'))[23]).toBe('2028-12');
  });

  it('is the same window on either side of a clock change inside the month', () => {
    // 1 November 2026: 01:30 EDT then, an hour later, 01:30 EST; both are November.
    expect(keys(at('2026-11-01T05:30:00Z'))).toEqual(keys(at('2026-11-01T06:30:00Z')));
    expect(keys(at('2026-11-01T05:30:00Z'))[0]).toBe('2026-11');
    // 8 March 2026 02:00 EST does not exist; either side of it is March.
    expect(keys(at('2026-03-08T06:59:00Z'))[0]).toBe('2026-03');
    expect(keys(at('2026-03-08T07:01:00Z'))[0]).toBe('2026-03');
  });

  it('lists consecutive months once each, in order, across year ends', () => {
    const months = comingMonths(at('2026-12-15T12:00:00Z'));
    for (let i = 1; i < months.length; i += 1) {
      expect(shiftMonth(months[i - 1]!, 1)).toEqual(months[i]);
    }
    expect(new Set(months.map(monthKey)).size).toBe(24);
    expect(months.filter((m) => m.month === 12).map((m) => m.year)).toEqual([2026, 2027]);
  });

  it('honours the count asked for', () => {
    expect(keys(at('2026-06-15T12:00:00Z'), 1)).toEqual(['2026-06']);
    expect(keys(at('2026-06-15T12:00:00Z'), 0)).toEqual([]);
  });
});

describe('month labels', () => {
  it.each([
    [{ year: 2027, month: 3 }, 'March 2027', 'Mar 2027'],
    [{ year: 2026, month: 12 }, 'December 2026', 'Dec 2026'],
    [{ year: 2027, month: 1 }, 'January 2027', 'Jan 2027'],
  ])('%o reads %s and %s', (month, long, short) => {
    expect(monthLabel(month)).toBe(long);
    expect(shortMonthLabel(month)).toBe(short);
  });

  it('shows a question mark, not "undefined", for a month out of range', () => {
    expect(monthLabel({ year: 2027, month: 13 })).toBe('? 2027');
    expect(shortMonthLabel({ year: 2027, month: 0 })).toBe('? 2027');
  });
});

describe('month keys', () => {
  it('pads the month to two digits', () => {
    expect(monthKey({ year: 2027, month: 3 })).toBe('2027-03');
    expect(monthKey({ year: 2027, month: 11 })).toBe('2027-11');
  });

  it('round-trips every month the form offers', () => {
    for (const month of comingMonths(at('2026-12-31T12:00:00Z'))) expect(parseMonthKey(monthKey(month))).toEqual(month);
  });

  it.each([
    ['2027-3'],
    ['2027-00'],
    ['2027-13'],
    ['2027-99'],
    [' 2027-03'],
    ['2027-03 '],
    ['2027-03\n'],
    ['27-03'],
    ['2027/03'],
    ['2027-03-19'],
    [''],
    ['２０２７-03'],
    ['2027-0x'],
  ])('refuses %j', (key) => {
    expect(parseMonthKey(key)).toBeNull();
  });
});
