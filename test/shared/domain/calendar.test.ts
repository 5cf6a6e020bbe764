import { describe, expect, it } from 'vitest';
import { daysUntil, easternIsoDate, isoDate } from '../../../shared/domain/calendar.ts';

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

describe('easternIsoDate: the trading day is US Eastern, DST included', () => {
  it.each([
    ['2026-01-02T04:59:59Z', '2026-01-01'],
    ['2026-01-02T05:00:00Z', '2026-01-02'],
    ['2026-07-01T03:59:59Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('%s is %s in New York', (instant, date) => {
    expect(easternIsoDate(Date.parse(instant))).toBe(date);
  });
});

describe('daysUntil', () => {
  it('is 0 on the day of expiry and counts calendar days before it', () => {
    expect(daysUntil('2026-01-16', Date.parse('2026-01-16T20:00:00Z'))).toBe(0);
    expect(daysUntil('2026-01-16', Date.parse('2026-01-02T15:00:00Z'))).toBe(14);
  });

  it('counts from the Eastern date, not the UTC one', () => {
    // 03:00 UTC on the 16th is still the evening of the 15th in New York.
    expect(daysUntil('2026-01-16', Date.parse('2026-01-16T03:00:00Z'))).toBe(1);
  });

  it('is negative once the expiry has passed', () => {
    expect(daysUntil('2013-04-19', Date.parse('2013-04-22T15:00:00Z'))).toBe(-3);
  });

  it('counts across a DST change by calendar days', () => {
    expect(daysUntil('2026-03-09', Date.parse('2026-03-07T17:00:00Z'))).toBe(2);
  });
});
