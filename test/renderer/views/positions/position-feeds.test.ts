/**
 * Several feeds shown as one (All accounts): the reads that came, the accounts loading or failed,
 * each position's account, one status (oldest data, first staleness, refreshing while any is,
 * paused while all are, the slowest pace), rows keyed by account, and totals added up.
 */
import { describe, expect, it } from 'vitest';
import { positionSort } from '../../../../renderer/views/positions/position-columns.ts';
import { feedsShown } from '../../../../renderer/views/positions/position-feeds.ts';
import { groupKey, positionRows } from '../../../../renderer/views/positions/position-rows.ts';
import { accountTotals } from '../../../../renderer/views/positions/account-totals.ts';
import type { Position } from '../../../../shared/domain/positions.ts';
import type { PositionsState } from '../../../../shared/domain/positions-watch.ts';
import { position } from '../../../helpers/position-builder.ts';

const state = (accountKey: string, positions: Position[] | null, patch: Partial<PositionsState> = {}): PositionsState => ({
  accountKey,
  snapshot:
    positions === null
      ? null
      : {
          portfolio: { accountId: accountKey, positions, totals: null, pages: 1, problems: [] },
          balance: { accountType: 'MARGIN', computed: { cashBalance: 100, marginBuyingPower: 50 } },
        },
  revision: 1,
  dataTime: 1_000,
  shown: true,
  stale: null,
  intervalMs: 10_000,
  slowedBecause: null,
  nextRefreshAt: 11_000,
  refreshing: false,
  paused: false,
  ...patch,
});
const A = { key: 'a', number: '111' };
const B = { key: 'b', number: '222' };
const C = { key: 'c', number: '333' };
const D = { key: 'd', number: '444' };

describe('feedsShown', () => {
  const one = position({ positionId: null, symbol: 'F', underlier: 'F', marketValue: 10, portfolioPercent: 40 });
  const same = position({ positionId: null, symbol: 'F', underlier: 'F', marketValue: 20, portfolioPercent: 30 });
  const shown = feedsShown([
    { account: A, state: state('a', [one], { dataTime: 900, intervalMs: 20_000, slowedBecause: 'Accounts budget running low' }), error: null },
    { account: B, state: state('b', [same], { refreshing: true, stale: { error: { code: 'network', message: 'down' }, since: 5 } }), error: null },
    { account: C, state: undefined, error: null },
    { account: D, state: undefined, error: { code: 'provider', message: 'no' } },
  ]);

  it('keeps the reads, tags each position with its account, and says what is loading or failed', () => {
    expect(shown.snapshots).toHaveLength(2);
    expect(shown.accountOf(one)).toBe(A);
    expect(shown.accountOf(same)).toBe(B);
    expect(shown.loading).toEqual([C]);
    expect(shown.failed).toEqual([{ account: D, error: { code: 'provider', message: 'no' } }]);
  });

  it('says one status for all', () => {
    expect(shown.status).toEqual({
      stale: { error: { code: 'network', message: 'down' }, since: 5 },
      intervalMs: 20_000,
      slowedBecause: 'Accounts budget running low',
      nextRefreshAt: 11_000,
      refreshing: true,
      paused: false,
      dataTime: 900,
    });
    expect(shown.stale).toBe(true);
  });

  it('makes one row per account of the same symbol, and no share of a portfolio for a group of several', () => {
    const rows = positionRows('all', shown.positions, positionSort(null), new Set(), shown.accountOf);
    expect(rows.map((row) => row.key)).toEqual([groupKey('F'), 'a|F|LONG', 'b|F|LONG']);
    expect(rows.map((row) => row.values.account)).toEqual([null, '111', '222']);
    expect(rows[0]?.values.portfolioPercent).toBeNull();
    expect(positionRows('a', [one], positionSort(null), new Set())[0]?.values.portfolioPercent).toBe(40);
  });

  it('adds the accounts up in the totals', () => {
    expect(accountTotals(shown.snapshots)).toMatchObject({ marketValue: 30, cash: 200, buyingPower: 100 });
  });
});
