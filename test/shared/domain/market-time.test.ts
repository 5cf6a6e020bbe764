import { afterAll, describe, expect, it } from 'vitest';

// Every answer is New York time whatever the machine's zone: run in a zone ahead of UTC, where a
// local-time slip would show another day and hour.
const zoneBefore = process.env['TZ'];
process.env['TZ'] = 'Asia/Tokyo';

// Count the Intl.DateTimeFormat objects the module creates: once when loaded, never per call.
const RealDateTimeFormat = Intl.DateTimeFormat;
let constructed = 0;
Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
  construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    constructed += 1;
    return new target(...args);
  },
  apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    constructed += 1;
    return target(...args);
  },
});
const {
  daysToExpiry,
  formatNewYorkClock,
  formatNewYorkDateTime,
  formatNewYorkStamp,
  formatNewYorkTime,
  newYorkDate,
  newYorkDayStart,
  newYorkParts,
  nextNewYorkMidnight,
} = await import('../../../shared/domain/market-time.ts');
const constructedOnLoad = constructed;
Intl.DateTimeFormat = RealDateTimeFormat;

afterAll(() => {
  if (zoneBefore === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zoneBefore;
});

const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);
const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('newYorkParts: the wall clock in New York', () => {
  it.each([
    ['2026-06-10T13:30:00Z', { year: 2026, month: 6, day: 10, hour: 9, minute: 30, second: 0, zone: 'EDT' }],
    ['2026-12-10T14:30:05Z', { year: 2026, month: 12, day: 10, hour: 9, minute: 30, second: 5, zone: 'EST' }],
    ['2026-06-11T04:00:00Z', { year: 2026, month: 6, day: 11, hour: 0, minute: 0, second: 0, zone: 'EDT' }],
    ['2027-01-01T04:59:59Z', { year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59, zone: 'EST' }],
    // 2026-03-08: 01:59:59 EST is followed by 03:00:00 EDT.
    ['2026-03-08T06:59:59Z', { year: 2026, month: 3, day: 8, hour: 1, minute: 59, second: 59, zone: 'EST' }],
    ['2026-03-08T07:00:00Z', { year: 2026, month: 3, day: 8, hour: 3, minute: 0, second: 0, zone: 'EDT' }],
    // 2026-11-01: 01:59:59 EDT is followed by a second 01:00:00, in EST.
    ['2026-11-01T05:59:59Z', { year: 2026, month: 11, day: 1, hour: 1, minute: 59, second: 59, zone: 'EDT' }],
    ['2026-11-01T06:00:00Z', { year: 2026, month: 11, day: 1, hour: 1, minute: 0, second: 0, zone: 'EST' }],
  ])('%s', (instant, parts) => {
    expect(newYorkParts(at(instant))).toEqual(parts);
  });
});

describe('newYorkParts read once per hour', () => {
  // The formatter's own reading of an instant, as the module read every instant before.
  const direct = new RealDateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    timeZoneName: 'short',
  });
  const read = (ms: number) => {
    const parts = Object.fromEntries(direct.formatToParts(ms).map((p) => [p.type, p.value]));
    const n = (type: string) => Number(parts[type]);
    return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour') % 24, minute: n('minute'), second: n('second'), zone: parts['timeZoneName'] };
  };

  it('agrees with the formatter every 47 min 13.7 s of three years, a DST change each spring and autumn', () => {
    const differ: string[] = [];
    for (let t = at('2025-01-01T00:00:00Z'); t < at('2028-01-01T00:00:00Z'); t += 2_833_700) {
      if (JSON.stringify(newYorkParts(t)) !== JSON.stringify(read(t))) differ.push(iso(t));
    }
    expect(differ).toEqual([]);
  });

  it('agrees with the formatter a second either side of every change from 1970 to 2040, and at its instant', () => {
    const changes: number[] = [];
    // A change is the first hour with another zone than the hour before: found from the formatter
    // alone, a day at a time, then the hour in the day.
    for (let day = at('1970-01-01T00:00:00Z'); day < at('2040-01-01T00:00:00Z'); day += DAY) {
      if (read(day).zone === read(day + DAY).zone) continue;
      for (let t = day + HOUR; t <= day + DAY; t += HOUR) {
        if (read(t).zone !== read(t - HOUR).zone) changes.push(t);
      }
    }
    expect(changes.length).toBeGreaterThan(130);
    const differ = changes.flatMap((t) => [t - 1000, t - 1, t, t + 1000].filter((u) => JSON.stringify(newYorkParts(u)) !== JSON.stringify(read(u))).map(iso));
    expect(differ).toEqual([]);
  });

  it('agrees before 1970 and with a fraction of a millisecond', () => {
    for (const t of [at('1969-07-20T20:17:40Z'), at('1944-06-06T06:30:00Z'), at('1900-01-01T05:00:00Z'), at('2026-06-10T13:30:00.999Z') + 0.5, -1.5]) {
      expect(newYorkParts(t)).toEqual(read(t));
    }
  });
});

describe('newYorkDate: the trading day, which lags UTC in the evening', () => {
  it.each([
    ['2026-01-02T04:59:59Z', '2026-01-01'],
    ['2026-01-02T05:00:00Z', '2026-01-02'],
    ['2026-07-01T03:59:59Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
    ['2026-07-16T03:30:00Z', '2026-07-15'],
    // The midnights that open the DST days (still EST on 8 March, still EDT on 1 November).
    ['2026-03-08T04:59:59Z', '2026-03-07'],
    ['2026-03-08T05:00:00Z', '2026-03-08'],
    ['2026-11-01T03:59:59Z', '2026-10-31'],
    ['2026-11-01T04:00:00Z', '2026-11-01'],
    // And the midnights that close them.
    ['2026-03-09T03:59:59Z', '2026-03-08'],
    ['2026-03-09T04:00:00Z', '2026-03-09'],
    ['2026-11-02T04:59:59Z', '2026-11-01'],
    ['2026-11-02T05:00:00Z', '2026-11-02'],
  ])('%s is %s in New York', (instant, date) => {
    expect(newYorkDate(at(instant))).toBe(date);
  });
});

describe('nextNewYorkMidnight: when the access token dies (docs/platform/oauth.md)', () => {
  const cases: { name: string; from: string; midnight: string }[] = [
    { name: 'winter (EST, UTC-5)', from: '2026-01-15T15:00:00Z', midnight: '2026-01-16T05:00:00.000Z' },
    { name: 'summer (EDT, UTC-4)', from: '2026-07-15T15:00:00Z', midnight: '2026-07-16T04:00:00.000Z' },
    // 2026-03-08: clocks spring forward at 02:00; the day has 23 hours and ends at 04:00Z.
    { name: 'one second before the spring-forward day', from: '2026-03-08T04:59:59Z', midnight: '2026-03-08T05:00:00.000Z' },
    { name: 'at the spring-forward day’s midnight', from: '2026-03-08T05:00:00Z', midnight: '2026-03-09T04:00:00.000Z' },
    { name: 'spring-forward day, just after its midnight', from: '2026-03-08T05:00:01Z', midnight: '2026-03-09T04:00:00.000Z' },
    { name: 'spring-forward day, before the jump', from: '2026-03-08T06:30:00Z', midnight: '2026-03-09T04:00:00.000Z' },
    { name: 'spring-forward day, after the jump', from: '2026-03-08T08:00:00Z', midnight: '2026-03-09T04:00:00.000Z' },
    { name: 'one second before the spring-forward day ends', from: '2026-03-09T03:59:59Z', midnight: '2026-03-09T04:00:00.000Z' },
    { name: 'at the end of the spring-forward day', from: '2026-03-09T04:00:00Z', midnight: '2026-03-10T04:00:00.000Z' },
    { name: 'the evening before spring-forward', from: '2026-03-07T23:00:00Z', midnight: '2026-03-08T05:00:00.000Z' },
    // 2026-11-01: clocks fall back at 02:00; the day has 25 hours and ends at 05:00Z.
    { name: 'one second before the fall-back day', from: '2026-11-01T03:59:59Z', midnight: '2026-11-01T04:00:00.000Z' },
    { name: 'at the fall-back day’s midnight', from: '2026-11-01T04:00:00Z', midnight: '2026-11-02T05:00:00.000Z' },
    { name: 'fall-back day, first 1:30 (EDT)', from: '2026-11-01T05:30:00Z', midnight: '2026-11-02T05:00:00.000Z' },
    { name: 'fall-back day, second 1:30 (EST)', from: '2026-11-01T06:30:00Z', midnight: '2026-11-02T05:00:00.000Z' },
    { name: 'one second before the fall-back day ends', from: '2026-11-02T04:59:59Z', midnight: '2026-11-02T05:00:00.000Z' },
    { name: 'at the end of the fall-back day', from: '2026-11-02T05:00:00Z', midnight: '2026-11-03T05:00:00.000Z' },
    { name: 'the evening before fall-back', from: '2026-10-31T23:00:00Z', midnight: '2026-11-01T04:00:00.000Z' },
    { name: 'exactly at midnight: the next one', from: '2026-01-16T05:00:00Z', midnight: '2026-01-17T05:00:00.000Z' },
    { name: 'one millisecond before midnight', from: '2026-01-16T04:59:59.999Z', midnight: '2026-01-16T05:00:00.000Z' },
    { name: 'New Year', from: '2026-12-31T20:00:00Z', midnight: '2027-01-01T05:00:00.000Z' },
    { name: 'end of a leap February', from: '2028-02-29T12:00:00Z', midnight: '2028-03-01T05:00:00.000Z' },
    { name: 'late evening in New York is already tomorrow in UTC', from: '2026-07-16T03:30:00Z', midnight: '2026-07-16T04:00:00.000Z' },
  ];
  it.each(cases)('$name', ({ from, midnight }) => {
    expect(iso(nextNewYorkMidnight(at(from)))).toBe(midnight);
  });

  it('gives the DST days their 23 and 25 hours', () => {
    const hours = (day: string) => (nextNewYorkMidnight(at(`${day}T12:00:00Z`)) - nextNewYorkMidnight(at(`${day}T12:00:00Z`) - DAY)) / HOUR;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(hours('2026-06-01')).toBe(24);
  });
});

describe('newYorkDayStart: the midnight that opened the New York day', () => {
  it.each([
    ['2026-01-15T15:00:00Z', '2026-01-15T05:00:00.000Z'],
    ['2026-07-16T03:30:00Z', '2026-07-15T04:00:00.000Z'],
    ['2026-03-08T04:59:59Z', '2026-03-07T05:00:00.000Z'],
    ['2026-03-08T05:00:00Z', '2026-03-08T05:00:00.000Z'],
    ['2026-03-08T20:00:00Z', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09T03:59:59Z', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09T04:00:00Z', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01T03:59:59Z', '2026-10-31T04:00:00.000Z'],
    ['2026-11-01T04:00:00Z', '2026-11-01T04:00:00.000Z'],
    ['2026-11-01T06:30:00Z', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02T04:59:59Z', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02T05:00:00Z', '2026-11-02T05:00:00.000Z'],
  ])('%s belongs to the day that began at %s', (instant, start) => {
    expect(iso(newYorkDayStart(at(instant)))).toBe(start);
  });

  it('is the previous day’s next midnight, every few hours of a year', () => {
    for (let t = at('2026-01-01T00:30:00Z'); t < at('2027-01-01T00:00:00Z'); t += 3 * HOUR + 60_000) {
      const start = newYorkDayStart(t);
      expect(start).toBeLessThanOrEqual(t);
      expect(nextNewYorkMidnight(start - 1)).toBe(start);
      expect(newYorkParts(start)).toMatchObject({ hour: 0, minute: 0, second: 0 });
    }
  });
});

describe('formatting an instant in New York time (as the views and the CLI print it)', () => {
  it.each([
    ['2026-06-10T13:30:00Z', '09:30:00', '2026-06-10 09:30:00', '09:30 EDT', '06/10/2026, 09:30 EDT', 'summer (EDT)'],
    ['2026-12-10T14:30:00Z', '09:30:00', '2026-12-10 09:30:00', '09:30 EST', '12/10/2026, 09:30 EST', 'winter (EST)'],
    ['2026-06-11T04:00:00Z', '00:00:00', '2026-06-11 00:00:00', '00:00 EDT', '06/11/2026, 00:00 EDT', 'midnight reads 00, not 24'],
    ['2026-06-11T03:59:59Z', '23:59:59', '2026-06-10 23:59:59', '23:59 EDT', '06/10/2026, 23:59 EDT', 'the New York day, not the UTC one'],
    ['2027-01-01T04:59:59Z', '23:59:59', '2026-12-31 23:59:59', '23:59 EST', '12/31/2026, 23:59 EST', 'New Year’s Eve in New York, New Year in UTC'],
    ['2026-03-08T04:59:59Z', '23:59:59', '2026-03-07 23:59:59', '23:59 EST', '03/07/2026, 23:59 EST', 'one second before the spring-forward day'],
    ['2026-03-08T05:00:00Z', '00:00:00', '2026-03-08 00:00:00', '00:00 EST', '03/08/2026, 00:00 EST', 'the spring-forward day’s midnight'],
    ['2026-03-08T07:00:00Z', '03:00:00', '2026-03-08 03:00:00', '03:00 EDT', '03/08/2026, 03:00 EDT', 'the spring change skips 02:00'],
    ['2026-11-01T03:59:59Z', '23:59:59', '2026-10-31 23:59:59', '23:59 EDT', '10/31/2026, 23:59 EDT', 'one second before the fall-back day'],
    ['2026-11-01T04:00:00Z', '00:00:00', '2026-11-01 00:00:00', '00:00 EDT', '11/01/2026, 00:00 EDT', 'the fall-back day’s midnight'],
    ['2026-11-01T05:30:00Z', '01:30:00', '2026-11-01 01:30:00', '01:30 EDT', '11/01/2026, 01:30 EDT', 'the autumn change: first 01:30'],
    ['2026-11-01T06:30:00Z', '01:30:00', '2026-11-01 01:30:00', '01:30 EST', '11/01/2026, 01:30 EST', 'the autumn change: second 01:30'],
  ])('%s reads %s, %s, %s and %s (%s)', (instant, clock, stamp, time, dateTime) => {
    expect(formatNewYorkClock(at(instant))).toBe(clock);
    expect(formatNewYorkStamp(at(instant))).toBe(stamp);
    expect(formatNewYorkTime(at(instant))).toBe(time);
    expect(formatNewYorkDateTime(at(instant))).toBe(dateTime);
  });
});

describe('daysToExpiry: whole calendar days from the New York date', () => {
  it('is 0 on the day of expiry and counts calendar days before it', () => {
    expect(daysToExpiry('2026-01-16', at('2026-01-16T20:00:00Z'))).toBe(0);
    expect(daysToExpiry('2026-01-16', at('2026-01-02T15:00:00Z'))).toBe(14);
  });

  it('counts from the New York date, not the UTC one', () => {
    // 03:00 UTC on the 16th is still the evening of the 15th in New York.
    expect(daysToExpiry('2026-01-16', at('2026-01-16T03:00:00Z'))).toBe(1);
  });

  it('is negative once the expiry has passed', () => {
    expect(daysToExpiry('2013-04-19', at('2013-04-22T15:00:00Z'))).toBe(-3);
  });

  it('counts across a DST change by calendar days, turning at New York midnight', () => {
    expect(daysToExpiry('2026-03-09', at('2026-03-07T17:00:00Z'))).toBe(2);
    expect(daysToExpiry('2026-03-09', at('2026-03-08T04:59:59Z'))).toBe(2);
    expect(daysToExpiry('2026-03-09', at('2026-03-08T05:00:00Z'))).toBe(1);
    expect(daysToExpiry('2026-11-02', at('2026-11-01T03:59:59Z'))).toBe(2);
    expect(daysToExpiry('2026-11-02', at('2026-11-01T04:00:00Z'))).toBe(1);
    expect(daysToExpiry('2026-11-02', at('2026-11-02T04:59:59Z'))).toBe(1);
    expect(daysToExpiry('2026-11-02', at('2026-11-02T05:00:00Z'))).toBe(0);
  });
});

describe('formatters', () => {
  it('are created once when the module loads, never per call', () => {
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        constructed += 1;
        return new target(...args);
      },
    });
    try {
      const before = constructed;
      for (let t = at('2026-03-08T00:00:00Z'); t < at('2026-03-09T00:00:00Z'); t += 7 * 60_000) {
        newYorkParts(t);
        newYorkDate(t);
        nextNewYorkMidnight(t);
        newYorkDayStart(t);
        formatNewYorkClock(t);
        formatNewYorkStamp(t);
        formatNewYorkTime(t);
        formatNewYorkDateTime(t);
        daysToExpiry('2026-03-20', t);
      }
      expect(constructed).toBe(before);
    } finally {
      Intl.DateTimeFormat = RealDateTimeFormat;
    }
    expect(constructedOnLoad).toBe(1);
  });
});
