/**
 * What the positions view shows of its feeds (one account, or every open one under "All
 * accounts"): the reads that came, what is still loading or failed, each position's account, and
 * one status line for them all (combined-status.ts).
 */
import type { Position } from '../../../shared/domain/positions.ts';
import type { AccountSnapshot, PositionsState } from '../../../shared/domain/positions-watch.ts';
import type { AppError } from '../../../shared/result.ts';
import { combinedStatus, type FeedState } from '../../components/feed-status/combined-status.ts';
import type { AccountTag } from './position-rows.ts';

/** One feed as the view holds it: its account, its state once watched, why it failed before any state. */
export interface FeedView {
  readonly account: AccountTag;
  readonly state: PositionsState | undefined;
  readonly error: AppError | null;
}

/** The feeds, read. */
export interface FeedsShown {
  /** Accounts with a read, in the feeds' order. */
  readonly snapshots: readonly AccountSnapshot[];
  readonly positions: readonly Position[];
  /** Each position's account (by object: a position belongs to one read). */
  readonly accountOf: (position: Position) => AccountTag | null;
  /** Accounts still loading their first read. */
  readonly loading: readonly AccountTag[];
  /** Accounts whose first read failed, with the reason. */
  readonly failed: readonly { account: AccountTag; error: AppError }[];
  /** One status for all the feeds that answered; `null` before any did. */
  readonly status: FeedState | null;
  /** Whether any read is stale. */
  readonly stale: boolean;
}

/** The feeds shown. */
export function feedsShown(feeds: readonly FeedView[]): FeedsShown {
  const snapshots: AccountSnapshot[] = [];
  const tags = new Map<Position, AccountTag>();
  const loading: AccountTag[] = [];
  const failed: { account: AccountTag; error: AppError }[] = [];
  const states: PositionsState[] = [];
  for (const feed of feeds) {
    const { state } = feed;
    if (state !== undefined) states.push(state);
    if (state?.snapshot != null) {
      snapshots.push(state.snapshot);
      for (const position of state.snapshot.portfolio.positions) tags.set(position, feed.account);
    } else if (feed.error !== null) failed.push({ account: feed.account, error: feed.error });
    else if (state?.stale != null) failed.push({ account: feed.account, error: state.stale.error });
    else loading.push(feed.account);
  }
  const status = combinedStatus(states);
  return {
    snapshots,
    positions: snapshots.flatMap((snapshot) => snapshot.portfolio.positions),
    accountOf: (position) => tags.get(position) ?? null,
    loading,
    failed,
    status,
    stale: status?.stale != null,
  };
}
