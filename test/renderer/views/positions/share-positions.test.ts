/** A push keeps the position objects its diff did not name, so their memoised rows do not render again. */
import { describe, expect, it } from 'vitest';
import { sharePositions } from '../../../../renderer/views/positions/share-positions.ts';
import type { Position } from '../../../../shared/domain/positions.ts';
import type { PositionsState } from '../../../../shared/domain/positions-watch.ts';
import { position } from '../../../helpers/position-builder.ts';
import { IDLE_FEED_STATUS } from '../../../helpers/feed-status.ts';

const state = (positions: Position[], changed: string[] = [], accountKey = 'k'): PositionsState => ({
  accountKey,
  snapshot: { portfolio: { accountId: '1', positions, totals: null, pages: 1, problems: [] }, balance: {} },
  changed,
  removed: [],
  dataTime: 1,
  shown: true,
  ...IDLE_FEED_STATUS,
});

describe('sharePositions', () => {
  const a = position({ positionId: 'a' });
  const b = position({ positionId: 'b', symbol: 'MSFT', underlier: 'MSFT' });

  it('keeps unchanged positions and takes the changed ones', () => {
    const before = state([a, b]);
    const next = state([structuredClone(a), { ...b, quantity: 5 }], ['b']);
    const shared = sharePositions(before, next);
    expect(shared.snapshot?.portfolio.positions[0]).toBe(a);
    expect(shared.snapshot?.portfolio.positions[1]).toBe(next.snapshot?.portfolio.positions[1]);
  });

  it('keeps the whole list when nothing changed, and shares nothing across accounts', () => {
    const before = state([a, b]);
    expect(sharePositions(before, state([structuredClone(a), structuredClone(b)])).snapshot?.portfolio.positions).toBe(before.snapshot?.portfolio.positions);
    const other = state([structuredClone(a)], [], 'other');
    expect(sharePositions(before, other)).toBe(other);
  });
});
