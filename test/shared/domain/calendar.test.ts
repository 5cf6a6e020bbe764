import { describe, expect, it } from 'vitest';
import { calendarDayNumber, formatCalendarDay, isoDate } from '../../../shared/domain/calendar.ts';

describe('isoDate', () => {
  it.each<[number, number, number, string | null]>([
    [2026, 1, 16, '2026-01-16'],
    [2028, 2, 29, '2028-02-29'],
    [2026, 2, 29, null],
    [2026, 13, 1, null],
    [2026, 0, 1, null],
    [2026, 4, 31, null],
    [26, 1, 16, null],
    [2026, 1.5, 16, null],
  ])('%i-%i-%i is %s', (year, month, day, expected) => {
    expect(isoDate(year, month, day)).toBe(expected);
  });
});

describe('calendarDayNumber: whole days between ISO dates, DST or not', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['2026-03-09', 20_521],
  ])('%s is day %i', (iso, n) => {
    expect(calendarDayNumber(iso)).toBe(n);
  });

  it('counts the 23-hour and 25-hour New York days as one day each', () => {
    expect(calendarDayNumber('2026-03-09') - calendarDayNumber('2026-03-08')).toBe(1);
    expect(calendarDayNumber('2026-11-02') - calendarDayNumber('2026-11-01')).toBe(1);
  });
});

describe('formatCalendarDay: a calendar day with its weekday, the same in every zone', () => {
  it.each([
    ['2027-03-19', 'Fri, Mar 19, 2027'],
    ['2026-12-31', 'Thu, Dec 31, 2026'],
    ['2027-01-01', 'Fri, Jan 1, 2027'],
    ['2028-02-29', 'Tue, Feb 29, 2028'],
    ['2026-03-08', 'Sun, Mar 8, 2026'],
    ['2026-11-01', 'Sun, Nov 1, 2026'],
  ])('%s reads %s', (iso, text) => {
    expect(formatCalendarDay(iso)).toBe(text);
  });

  it.each([[''], ['soon'], ['2027-13-01'], ['2026-02-29'], ['19/03/2027'], ['2027-3-19'], [' 2027-03-19']])('is null for %j', (text) => {
    expect(formatCalendarDay(text)).toBeNull();
  });
});
