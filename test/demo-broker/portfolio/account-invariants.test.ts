/**
 * The demo's accounts are accounts that can exist (docs/demo-broker.md, "Accounts that can
 * exist"), on every demo account over many seeded days and times, under both volumes (the day
 * and the load: orders/order-volume.ts): positions are net (one holding
 * is long or short, never both); a cash or retirement account holds no short stock and no
 * uncovered short call; option positions respect the account's options level; a closed account
 * places nothing; a margin account has buying power and no call against it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../demo-broker/accounts.ts';
import { easternMidnight } from '../../../demo-broker/eastern-time.ts';
import { OrderBook } from '../../../demo-broker/orders/order-book.ts';
import { DEMO_VOLUMES } from '../../../demo-broker/orders/order-volume.ts';
import { V1OrderHistory } from '../../../demo-broker/orders/v1-account-history.ts';
import { AccountPositions, type PricedPosition } from '../../../demo-broker/portfolio/account-snapshot.ts';
import { balanceTree } from '../../../demo-broker/portfolio/balance-figures.ts';
import { holdingKey } from '../../../demo-broker/portfolio/position-ledger.ts';
import { optionLevelOf } from '../../../demo-broker/portfolio/seeded-positions.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 2026-04-06, a Monday: days are drawn from the year after it (the closed account closed before). */
const FIRST = Math.round(Date.UTC(2026, 3, 6) / DAY);

const midnightOf = (dayNumber: number): number => {
  const date = new Date(dayNumber * DAY);
  return easternMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

/** What is wrong with an account's positions. */
function problemsOf(account: DemoAccount, positions: readonly PricedPosition[]): string[] {
  const problems: string[] = [];
  const keys = new Map<string, string>();
  for (const position of positions) {
    const key = holdingKey(position.book.holding);
    const side = keys.get(key);
    if (side !== undefined && side !== position.book.side) problems.push(`${key} held long and short`);
    keys.set(key, position.book.side);
  }
  const level = optionLevelOf(account);
  const bySymbol = new Map<string, { shares: number; longCalls: number; shortCalls: number; shortPuts: number }>();
  for (const position of positions) {
    const { holding } = position.book;
    const sums = bySymbol.get(holding.symbol) ?? { shares: 0, longCalls: 0, shortCalls: 0, shortPuts: 0 };
    const quantity = position.book.quantity;
    if (holding.option === undefined) sums.shares += quantity;
    else if (holding.option.callPut === 'CALL') {
      if (quantity > 0) sums.longCalls += quantity;
      else sums.shortCalls -= quantity;
    } else if (quantity < 0) sums.shortPuts -= quantity;
    bySymbol.set(holding.symbol, sums);
  }
  for (const [symbol, sums] of bySymbol) {
    if (level === 'LEVEL_4') continue;
    if (sums.shares < 0) problems.push(`${symbol}: ${sums.shares} shares short in a ${account.accountMode} account`);
    const covered = Math.floor(Math.max(0, sums.shares) / 100) + (level === 'LEVEL_3' ? sums.longCalls : 0);
    if (sums.shortCalls > covered) problems.push(`${symbol}: ${sums.shortCalls} short calls, ${covered} covered, at ${level}`);
  }
  return problems;
}

describe.each(DEMO_VOLUMES)('the demo accounts over seeded days (volume %s)', (volume) => {
  it('can all exist, at every time of every day', () => {
    const active = DEMO_ACCOUNTS.filter((account) => account.accountStatus === 'ACTIVE');
    let looked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 300 }), fc.constantFrom(8, 10.5, 14, 17), (seed, offset, hour) => {
        const startedAt = midnightOf(FIRST + offset) + hour * HOUR;
        const book = new OrderBook(seed, DEMO_ACCOUNTS, startedAt, volume);
        const history = new V1OrderHistory(seed, book, startedAt);
        const clock = { now: () => startedAt };
        const positions = new AccountPositions(seed, history, clock);
        for (const now of [startedAt, startedAt + 3 * HOUR]) {
          for (const account of active) {
            const snapshot = positions.snapshot(account, now);
            expect(problemsOf(account, snapshot.positions)).toEqual([]);
            looked += 1;
            const balance = balanceTree(snapshot, false) as { optionLevel: string; Computed: Record<string, unknown> & { OpenCalls: Record<string, number> } };
            expect(balance.optionLevel).toBe(optionLevelOf(account));
            if (account.accountMode === 'MARGIN') {
              expect({ account: account.accountId, buyingPower: Number(balance.Computed.marginBuyingPower) > 0 }).toEqual({
                account: account.accountId,
                buyingPower: true,
              });
              expect({ account: account.accountId, fedCall: balance.Computed.OpenCalls.fedCall }).toEqual({ account: account.accountId, fedCall: 0 });
            }
          }
          // A closed account places nothing: no orders today, none in the history after it closed.
          for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.accountStatus === 'CLOSED')) {
            expect(book.dayAt(account.accountId, now)?.countPlacedBy(now)).toBe(0);
            const late = history.entriesBy(account, now).filter((dated) => dated.entry.placedAt >= account.closedDate * 1000);
            expect(late).toEqual([]);
          }
        }
      }),
      { seed: 4_242, numRuns: 8, endOnFailure: true },
    );
    expect(looked).toBeGreaterThanOrEqual(64);
  }, 180_000);
});
