import { describe, expect, it } from 'vitest';
import { earliestFrom, shiftIsoDate, todayWindow } from '../../../../electron/backend/orders/today-window.ts';

describe('today’s window on v1 (New York days)', () => {
  it.each([
    // instant (UTC), today, yesterday, the day's start (UTC)
    ['2026-11-20T04:59:59.999Z', '2026-11-19', '2026-11-18', '2026-11-19T05:00:00.000Z'], // 23:59:59.999 EST
    ['2026-11-20T05:00:00.000Z', '2026-11-20', '2026-11-19', '2026-11-20T05:00:00.000Z'], // midnight EST
    ['2026-06-10T03:59:59.999Z', '2026-06-09', '2026-06-08', '2026-06-09T04:00:00.000Z'], // 23:59 EDT
    ['2026-06-10T04:00:00.000Z', '2026-06-10', '2026-06-09', '2026-06-10T04:00:00.000Z'], // midnight EDT
    // Spring forward (8 March 2026): the day has 23 hours; the next day starts at 04:00Z.
    ['2026-03-08T12:00:00.000Z', '2026-03-08', '2026-03-07', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09T03:59:59.999Z', '2026-03-08', '2026-03-07', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09T04:00:00.000Z', '2026-03-09', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    // Fall back (1 November 2026): the day has 25 hours; the next starts at 05:00Z.
    ['2026-11-01T12:00:00.000Z', '2026-11-01', '2026-10-31', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02T04:59:59.999Z', '2026-11-01', '2026-10-31', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02T05:00:00.000Z', '2026-11-02', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    // New year in New York while it is already 1 January in UTC.
    ['2027-01-01T04:00:00.000Z', '2026-12-31', '2026-12-30', '2026-12-31T05:00:00.000Z'],
    ['2027-01-01T05:00:00.000Z', '2027-01-01', '2026-12-31', '2027-01-01T05:00:00.000Z'],
  ])('at %s today is %s, the window starts %s, the day at %s', (at, today, from, start) => {
    const window = todayWindow(Date.parse(at));
    expect(window).toMatchObject({ today, from, dayStart: Date.parse(start) });
  });

  it('asks still-open orders over two years ending today, never longer', () => {
    expect(todayWindow(Date.parse('2026-11-20T15:00:00Z')).openFrom).toBe('2024-11-21');
    expect(earliestFrom('2028-02-29')).toBe('2026-03-02');
    expect(shiftIsoDate('2026-01-01', { days: -1 })).toBe('2025-12-31');
  });
});
