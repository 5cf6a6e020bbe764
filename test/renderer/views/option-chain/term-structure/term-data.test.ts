import { describe, expect, it } from 'vitest';
import type { ExpiryFigures } from '../../../../../shared/domain/expiry-figures.ts';
import type { TermAnswer, TermPoint } from '../../../../../shared/domain/term-structure.ts';
import { termColumns, termRows, termSummary } from '../../../../../renderer/views/option-chain/term-structure/term-data.ts';

const figures = (date: string, daysToExpiry: number, atmIv: number | null, straddle: number | null): ExpiryFigures => ({
  date,
  daysToExpiry,
  years: daysToExpiry / 365,
  spot: 100,
  atmStrike: 100,
  atmIv,
  straddle,
  straddlePercent: straddle === null ? null : straddle / 100,
  ivMove: atmIv === null ? null : 100 * atmIv * Math.sqrt(daysToExpiry / 365),
  ivMovePercent: atmIv === null ? null : atmIv * Math.sqrt(daysToExpiry / 365),
  callVolume: 0,
  putVolume: 0,
  callOpenInterest: 0,
  putOpenInterest: 0,
  putCallVolume: null,
  putCallOpenInterest: null,
  basis: { strikes: 2, low: 100, high: 105, whole: false },
  moneyReached: true,
});
const points: TermPoint[] = [
  { date: '2027-01-15', ok: true, figures: figures('2027-01-15', 4, 0.25, 2.5) },
  { date: '2027-01-22', ok: false, error: { code: 'provider', message: 'No options that day.' } },
  { date: '2027-02-19', ok: true, figures: figures('2027-02-19', 39, 0.3, null) },
];
const answer: TermAnswer = { underlier: 'AAPL', spot: 100, points, fetchedAt: 0, spent: 13, cached: false, freshUntil: 60_000 };

describe("the term structure's chart, table and words", () => {
  it("plots each drawn expiry by days, IV and the straddle's move in percent, leaving out the failed one", () => {
    expect(termColumns(points)).toEqual([
      [4, 39],
      [25, 30],
      [2.5, null],
    ]);
  });

  it('gives each expiry a row, the failed one with its reason', () => {
    const rows = termRows(points);
    expect(rows.map((r) => [r.expiry, r.days, r.iv, r.move, r.error])).toEqual([
      ['Jan 15, 2027', '4', '25.0%', '±2.50 (±2.5%)', null],
      ['Jan 22, 2027', '—', '—', '—', 'No options that day.'],
      ['Feb 19, 2027', '39', '30.0%', '—', null],
    ]);
    expect(rows[0]?.longExpiry).toBe('Fri, Jan 15, 2027');
    expect(rows[0]?.sigma).toBe('±2.62 (±2.6%)');
  });

  it('says it all in one text for screen readers, the failed expiry named', () => {
    expect(termSummary(answer)).toBe(
      'AAPL term structure at 100, 3 expiries. ATM IV rises from 25.0% to 30.0%. Fri, Jan 15, 2027, 4 days, ATM IV 25.0%, expected move ±2.50 (±2.5%); Fri, Feb 19, 2027, 39 days, ATM IV 30.0%, expected move —. Not drawn: Fri, Jan 22, 2027 (No options that day.).',
    );
  });
});
