/**
 * The stress grid against closed forms: the cell of no move, no shift, now is exactly 0; a pure
 * stock book is linear in the move (shares × spot × beta × move); the next trading day's zero cell
 * is the book's theta times the calendar days to it, within 2 %; the skew moves IV against price.
 */
import { describe, expect, it } from 'vitest';
import { positionGreeks, type StrategyLeg } from '../../../shared/domain/risk-profile.ts';
import {
  NEXT_TRADING_DAY_WORDS,
  cellContributions,
  cellIndex,
  nextTradingDay,
  skewWords,
  stressGrid,
  stressInstants,
  type BookGroup,
  type StressOptions,
} from '../../../shared/domain/stress-grid.ts';

const NOW = Date.parse('2027-01-19T15:00:00Z'); // a Tuesday, 10:00 New York
const setting = { rate: 0.04, dividendYield: 0 };
const call = (strike: number, quantity: number, iv = 0.3): StrategyLeg => ({
  kind: 'option',
  right: 'call',
  strike,
  expiry: '2027-03-19',
  quantity,
  multiplier: 100,
  entry: 5,
  iv,
});
const moves = [-0.15, -0.1, -0.05, 0, 0.05, 0.1, 0.15];
const options = (groups: BookGroup[], extra: Partial<StressOptions> = {}): StressOptions => ({
  moves,
  moveMode: 'beta',
  ivShifts: [-0.05, 0, 0.05],
  ivMode: 'absolute',
  skew: 0,
  instants: stressInstants(NOW, groups),
  ...extra,
});
const grid = (groups: BookGroup[], extra: Partial<StressOptions> = {}) => {
  const result = stressGrid(groups, options(groups, extra));
  if (!result.ok) throw new Error(result.reason);
  return result.grid;
};

const book: BookGroup[] = [
  { account: 'A', symbol: 'AAPL', spot: 100, beta: 1.2, legs: [{ kind: 'stock', quantity: 100, entry: 90 }, call(105, -1)], setting },
  { account: 'B', symbol: 'SPY', spot: 500, beta: 1, legs: [call(500, 2, 0.18)], setting },
];

describe('the stress grid', () => {
  it('the zero cell is exactly 0, per account and in total', () => {
    const g = grid(book, { skew: 0.5 });
    const zero = cellIndex(g, { instant: 0, iv: 1, move: 3 });
    expect(g.total[zero]).toBe(0);
    expect(g.byAccount.get('A')?.[zero]).toBe(0);
    expect(g.byAccount.get('B')?.[zero]).toBe(0);
  });

  it('a pure stock book is linear in the move, beta-scaled', () => {
    const stock: BookGroup[] = [{ account: 'A', symbol: 'TSLA', spot: 200, beta: 2, legs: [{ kind: 'stock', quantity: -50, entry: 210 }], setting }];
    const g = grid(stock);
    moves.forEach((m, i) => expect(g.total[cellIndex(g, { instant: 1, iv: 0, move: i })]).toBeCloseTo(-50 * 200 * 2 * m, 9));
    expect(grid(stock, { moveMode: 'alike' }).total[cellIndex(g, { instant: 0, iv: 2, move: 0 })]).toBeCloseTo(-50 * 200 * -0.15, 9);
  });

  it("the next trading day's zero cell is the book's theta times the days to it, within 2 %", () => {
    const g = grid(book);
    expect(nextTradingDay(NOW)).toBe('2027-01-20');
    const days = (g.instants[1]!.atMs - NOW) / 86_400_000;
    const theta = book.reduce((sum, b) => sum + positionGreeks(b.legs, b.spot, { atMs: NOW, ivShift: 0 }, b.setting).theta, 0);
    const change = g.total[cellIndex(g, { instant: 1, iv: 1, move: 3 })]!;
    expect(Math.abs(change - theta * days)).toBeLessThan(Math.abs(theta * days) * 0.02);
  });

  it('the skew raises IV as the price falls: a long call loses less on a fall than without it', () => {
    const long: BookGroup[] = [{ account: 'A', symbol: 'SPY', spot: 500, beta: 1, legs: [call(500, 1, 0.18)], setting }];
    const at = (skew: number) => grid(long, { skew }).total[0]!;
    expect(at(0.5)).toBeGreaterThan(at(0));
  });

  it('the worst cell and the bad input', () => {
    const g = grid(book);
    expect(g.worst.change).toBe(Math.min(...g.total));
    expect(stressGrid([{ ...book[0]!, spot: 0 }], options(book)).ok).toBe(false);
  });

  it('a cell opens the groups that make it, the largest first, and they add up to the cell', () => {
    const groups: BookGroup[] = [
      { account: 'A', symbol: 'SPY', spot: 500, beta: 1, legs: [{ kind: 'stock', quantity: 10, entry: 480 }], setting },
      { account: 'B', symbol: 'QQQ', spot: 400, beta: 1.2, legs: [{ kind: 'stock', quantity: 100, entry: 380 }], setting },
    ];
    const g = grid(groups);
    const cell = { instant: 0, iv: 1, move: 0 };
    const parts = cellContributions(g, groups, cell);
    expect(parts.map((p) => p.symbol)).toEqual(['QQQ', 'SPY']);
    expect(parts.reduce((sum, p) => sum + p.change, 0)).toBeCloseTo(g.total[cellIndex(g, cell)]!, 9);
    expect(cellContributions(g, groups, cell, 'A').map((p) => p.symbol)).toEqual(['SPY']);
  });

  it('names the skew and the next trading day in words', () => {
    expect(skewWords(0, 'absolute')).toBe('IV shifts the same at every move');
    expect(skewWords(0.5, 'absolute')).toMatch(/^IV rises as the price falls: 0.5 vol points/);
    expect(skewWords(-1, 'relative')).toMatch(/^IV falls as the price falls: 1 % of its IV/);
    expect(NEXT_TRADING_DAY_WORDS).toContain('holidays');
  });
});
