import { describe, expect, it } from 'vitest';
import { easternDate, nextEasternMidnight } from '../../../../electron/backend/session/eastern-midnight.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);

describe('next midnight in New York', () => {
  const cases: { name: string; from: string; midnight: string }[] = [
    { name: 'winter (EST, UTC-5)', from: '2026-01-15T15:00:00Z', midnight: '2026-01-16T05:00:00.000Z' },
    { name: 'summer (EDT, UTC-4)', from: '2026-07-15T15:00:00Z', midnight: '2026-07-16T04:00:00.000Z' },
    // 2026-03-08: clocks spring forward at 02:00; the day has 23 hours and ends at 04:00Z.
    { name: 'spring-forward day, just after its midnight', from: '2026-03-08T05:00:01Z', midnight: '2026-03-09T04:00:00.000Z' },
    { name: 'spring-forward day, before the jump', from: '2026-03-08T06:30:00Z', midnight: '2026-03-09T04:00:00.000Z' },
    { name: 'spring-forward day, after the jump', from: '2026-03-08T08:00:00Z', midnight: '2026-03-09T04:00:00.000Z' },
    { name: 'the evening before spring-forward', from: '2026-03-07T23:00:00Z', midnight: '2026-03-08T05:00:00.000Z' },
    // 2026-11-01: clocks fall back at 02:00; the day has 25 hours and ends at 05:00Z.
    { name: 'fall-back day, first 1:30 (EDT)', from: '2026-11-01T05:30:00Z', midnight: '2026-11-02T05:00:00.000Z' },
    { name: 'fall-back day, second 1:30 (EST)', from: '2026-11-01T06:30:00Z', midnight: '2026-11-02T05:00:00.000Z' },
    { name: 'the evening before fall-back', from: '2026-10-31T23:00:00Z', midnight: '2026-11-01T04:00:00.000Z' },
    { name: 'exactly at midnight: the next one', from: '2026-01-16T05:00:00Z', midnight: '2026-01-17T05:00:00.000Z' },
    { name: 'one millisecond before midnight', from: '2026-01-16T04:59:59.999Z', midnight: '2026-01-16T05:00:00.000Z' },
    { name: 'New Year', from: '2026-12-31T20:00:00Z', midnight: '2027-01-01T05:00:00.000Z' },
    { name: 'end of a leap February', from: '2028-02-29T12:00:00Z', midnight: '2028-03-01T05:00:00.000Z' },
    { name: 'late evening in New York is already tomorrow in UTC', from: '2026-07-16T03:30:00Z', midnight: '2026-07-16T04:00:00.000Z' },
  ];
  it.each(cases)('$name', ({ from, midnight }) => {
    expect(iso(nextEasternMidnight(at(from)))).toBe(midnight);
  });

  it('gives the DST days their 23 and 25 hours', () => {
    const hours = (day: string) => (nextEasternMidnight(at(`${day}T12:00:00Z`)) - nextEasternMidnight(at(`${day}T12:00:00Z`) - 86_400_000)) / 3_600_000;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(hours('2026-06-01')).toBe(24);
  });

  it('names the New York date, which lags UTC in the evening', () => {
    expect(easternDate(at('2026-07-16T03:30:00Z'))).toBe('2026-07-15');
    expect(easternDate(at('2026-07-16T04:00:00Z'))).toBe('2026-07-16');
  });
});
