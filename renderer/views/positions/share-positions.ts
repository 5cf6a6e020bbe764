/**
 * Keeps the position objects a refresh did not change, so the memoised rows of those positions
 * do not render again: the backend's diff names what changed (`changed`), and every other
 * position of the new state is replaced by the object the cache already holds under its key.
 */
import { positionKey, type Position } from '../../../shared/domain/positions.ts';
import type { PositionsState } from '../../../shared/domain/positions-watch.ts';

/** `next` with its unchanged positions taken from `previous` (same account, both read). */
export function sharePositions(previous: PositionsState | undefined, next: PositionsState): PositionsState {
  const before = previous?.snapshot;
  const after = next.snapshot;
  if (previous === undefined || before == null || after === null || previous.accountKey !== next.accountKey) return next;
  const changed = new Set(next.changed);
  const kept = new Map<string, Position>();
  for (const position of before.portfolio.positions) kept.set(positionKey(position), position);
  let same = before.portfolio.positions.length === after.portfolio.positions.length;
  const positions = after.portfolio.positions.map((position, index) => {
    const key = positionKey(position);
    const old = changed.has(key) ? undefined : kept.get(key);
    if (old === undefined || old !== before.portfolio.positions[index]) same = false;
    return old ?? position;
  });
  const portfolio =
    same && sameTotals(before.portfolio, after.portfolio) ? before.portfolio : { ...after.portfolio, positions: same ? before.portfolio.positions : positions };
  return { ...next, snapshot: { ...after, portfolio } };
}

const sameTotals = (a: { totals: unknown; problems: readonly string[] }, b: { totals: unknown; problems: readonly string[] }): boolean =>
  JSON.stringify(a.totals) === JSON.stringify(b.totals) && a.problems.join('\n') === b.problems.join('\n');
