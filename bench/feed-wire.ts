/**
 * BENCH-ONLY: a bench's made-up states as main pushes them (electron/backend/live/push-encoder.ts,
 * shared/domain/feed-push.ts): each feed key's first push the snapshot, then the change against
 * the revision pushed before, so the page lands them exactly as it lands main's.
 */
import { bookKeying, type BookMeta, type BookRow, type OrderBook, type OrderWatchPush, type OrderWatchState } from '../shared/domain/order-watch.ts';
import { snapshotKeying, type AccountSnapshot, type PositionsPush, type PositionsState, type SnapshotMeta } from '../shared/domain/positions-watch.ts';
import type { Position } from '../shared/domain/positions.ts';
import { pushEncoder, revisionOf, type PushEncoder } from '../electron/backend/live/push-encoder.ts';

/** `orders:changed` pushes of made-up states, one encoder per account. */
export function ordersWire(): (state: OrderWatchState) => OrderWatchPush {
  const encoders = new Map<string, PushEncoder<OrderBook, BookRow, BookMeta>>();
  return (state) => {
    let encoder = encoders.get(state.accountKey);
    if (encoder === undefined) encoders.set(state.accountKey, (encoder = pushEncoder(bookKeying)));
    return { ...state, revision: revisionOf(state.book), book: encoder.encode(state.accountKey, state.book) };
  };
}

/** `positions:changed` pushes of made-up states, one encoder per account. */
export function positionsWire(): (state: PositionsState) => PositionsPush {
  const encoders = new Map<string, PushEncoder<AccountSnapshot, Position, SnapshotMeta>>();
  return (state) => {
    let encoder = encoders.get(state.accountKey);
    if (encoder === undefined) encoders.set(state.accountKey, (encoder = pushEncoder(snapshotKeying)));
    return { ...state, revision: revisionOf(state.snapshot), snapshot: encoder.encode(state.accountKey, state.snapshot) };
  };
}
