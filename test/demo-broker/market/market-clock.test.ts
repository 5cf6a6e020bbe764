/**
 * The simulated market on the clock: sessions 9:30-16:00 New York time on weekdays (DST included),
 * prices that move in a session and hold after the close and over the weekend, the same story for
 * the same seed (the expiry calendar is expiry-calendar.test.ts's).
 */
import { describe, expect, it } from 'vitest';
import { marketMoment, sessionFraction } from '../../../demo-broker/market/market-hours.ts';
import { UnderlierPaths } from '../../../demo-broker/market/underlier-path.ts';
import { displaySymbol, osiKey } from '../../../demo-broker/market/v1-contract-names.ts';

const at = (iso: string): number => Date.parse(iso);

describe('market hours', () => {
  it.each([
    // [instant (UTC), in hours, session date] in winter (EST, UTC-5) and summer (EDT, UTC-4).
    ['2026-11-20T14:29:59Z', false, 19],
    ['2026-11-20T14:30:00Z', true, 20],
    ['2026-11-20T20:59:59Z', true, 20],
    ['2026-11-20T21:00:00Z', false, 20],
    ['2026-11-21T18:00:00Z', false, 20],
    ['2026-11-23T14:00:00Z', false, 20],
    ['2026-07-17T13:30:00Z', true, 17],
    ['2026-07-17T13:29:00Z', false, 16],
    ['2026-07-17T20:00:00Z', false, 17],
    // Across the spring DST change: Friday opens at 14:30 UTC, the Monday after at 13:30 UTC.
    ['2026-03-06T14:30:00Z', true, 6],
    ['2026-03-09T13:29:00Z', false, 6],
    ['2026-03-09T13:30:00Z', true, 9],
  ] as const)('at %s in hours %s, session of the %sth', (iso, inHours, day) => {
    const moment = marketMoment(at(iso));
    expect(moment.inHours).toBe(inHours);
    expect(moment.session.day).toBe(day);
    expect(moment.instant).toBe(inHours ? at(iso) : moment.session.close);
  });

  it('chains sessions across the weekend: Monday follows Friday', () => {
    const monday = marketMoment(at('2026-11-23T15:00:00Z'));
    expect(monday.previous.day).toBe(20);
    expect(monday.session.index).toBe(monday.previous.index + 1);
  });

  it('counts the session elapsed from 0 at the open to 1 at the close', () => {
    expect(sessionFraction(marketMoment(at('2026-11-20T14:30:00Z')))).toBe(0);
    expect(sessionFraction(marketMoment(at('2026-11-20T17:45:00Z')))).toBeCloseTo(0.5, 6);
    expect(sessionFraction(marketMoment(at('2026-11-21T12:00:00Z')))).toBe(1);
  });
});

describe('underlier prices', () => {
  const paths = new UnderlierPaths(42);

  it('move during the session', () => {
    const seen = new Set<number>();
    for (let minute = 0; minute < 60; minute += 5) seen.add(paths.lastAt('AAPL', at('2026-11-20T15:00:00Z') + minute * 60_000));
    expect(seen.size).toBeGreaterThan(3);
  });

  it('hold after the close, overnight and over the weekend, at the session close', () => {
    const close = paths.lastAt('AAPL', at('2026-11-20T21:00:00Z'));
    for (const iso of ['2026-11-20T21:00:01Z', '2026-11-21T03:00:00Z', '2026-11-22T18:00:00Z', '2026-11-23T14:29:00Z']) {
      expect(paths.lastAt('AAPL', at(iso))).toBe(close);
    }
    expect(paths.sessionClose('AAPL', marketMoment(at('2026-11-20T21:00:00Z')).session.dayNumber)).toBe(close);
  });

  it('measure the change against the previous session close', () => {
    const moment = marketMoment(at('2026-11-23T16:00:00Z'));
    const friday = paths.lastAt('AAPL', at('2026-11-20T21:00:00Z'));
    expect(paths.state('AAPL', moment).previousClose).toBe(friday);
    const state = paths.state('AAPL', moment);
    expect(state.low).toBeLessThanOrEqual(state.last);
    expect(state.high).toBeGreaterThanOrEqual(state.last);
  });

  it('tell the same story for the same seed, another for another seed', () => {
    const instant = at('2026-11-20T18:00:00Z');
    expect(new UnderlierPaths(42).lastAt('MSFT', instant)).toBe(paths.lastAt('MSFT', instant));
    expect(new UnderlierPaths(43).lastAt('MSFT', instant)).not.toBe(paths.lastAt('MSFT', instant));
  });

  it('stay within a plausible band of the base price over years', () => {
    const base = new UnderlierPaths(42);
    for (let day = 0; day < 400; day += 9) {
      const price = base.lastAt('SPX', at('2026-01-02T18:00:00Z') + day * 86_400_000);
      // The index's level is 6,780: the walk stays within a fifth of it.
      expect(price).toBeGreaterThan(5400);
      expect(price).toBeLessThan(8200);
    }
  });
});

describe('contract names', () => {
  it('writes OSI keys and display symbols as the platform does', () => {
    const expiry = { year: 2021, month: 1, day: 29 };
    expect(osiKey('AAPL', expiry, 'CALL', 127)).toBe('AAPL--210129C00127000');
    expect(osiKey('IBM', { year: 2018, month: 8, day: 17 }, 'PUT', 200)).toBe('IBM---180817P00200000');
    expect(osiKey('SPX', expiry, 'PUT', 5432.5)).toBe('SPX---210129P05432500');
    expect(displaySymbol('AAPL', expiry, 'CALL', 127)).toBe("AAPL Jan 29 '21 $127 Call");
    expect(displaySymbol('F', { year: 2027, month: 3, day: 5 }, 'PUT', 12.5)).toBe("F Mar 05 '27 $12.50 Put");
  });
});
