/**
 * What the positions feed tells the UI: one account's positions and balance, how fresh they are
 * and, when refreshing fails, why (the last good data stays, marked stale). Carried by
 * `positions:changed` (what the last refresh changed, by position key: feed-push.ts) and the
 * answers of the positions channels.
 */
import { z } from 'zod';
import type { AccountBalance } from './account-balance.ts';
import { pushReader, uniqueRows, type Keying, type Pushed } from './feed-push.ts';
import type { FeedStatus } from './feed-status.ts';
import { accountKeySchema } from './order-history.ts';
import { positionKey, type Portfolio, type Position } from './positions.ts';

/** Refresh bounds while the Positions view is shown, in seconds (the provider publishes no rate limit). */
export const POSITIONS_REFRESH_SECONDS = { min: 5, max: 300, default: 10 } as const;

/** One read of an account: every page of its portfolio (COMPLETE) and its balance. */
export interface AccountSnapshot {
  readonly portfolio: Portfolio;
  readonly balance: AccountBalance;
}

/** The state of one account's positions feed. */
export interface PositionsState extends FeedStatus {
  /** v1 `accountIdKey`. */
  readonly accountKey: string;
  /** `null` until the first read succeeded. */
  readonly snapshot: AccountSnapshot | null;
  /** The revision of `snapshot` (feed-push.ts): a listener that holds it holds this snapshot. */
  readonly revision: number;
  /** Epoch ms when the shown data was fetched. */
  readonly dataTime: number | null;
  /** Whether the Positions view shows this account now (hidden, the feed stops). */
  readonly shown: boolean;
}

/** What a snapshot holds besides its positions: the portfolio's totals, pages and problems, and the balance. */
export interface SnapshotMeta {
  readonly portfolio: Omit<Portfolio, 'positions'>;
  readonly balance: AccountBalance;
}

/**
 * How a push keys a snapshot (feed-push.ts): each position by its key (positions.ts
 * `positionKey`: any figure moved, a price, a gain, the quantity, a greek, sends it again); the
 * totals and the balance go whole when they changed.
 */
export const snapshotKeying: Keying<AccountSnapshot, Position, SnapshotMeta> = {
  rows: (snapshot) => uniqueRows(snapshot.portfolio.positions, positionKey, (position) => position),
  meta: ({ portfolio: { positions: _positions, ...portfolio }, balance }) => ({ portfolio, balance }),
  build: (positions, meta) => ({ portfolio: { ...meta.portfolio, positions }, balance: meta.balance }),
};

/** What `positions:changed` carries: the state with its snapshot as a change against the revision before (feed-push.ts). */
export type PositionsPush = Pushed<PositionsState, 'snapshot', Position, SnapshotMeta>;

/** A listener's reading of `positions:changed` pushes in order (feed-push.ts): each state with the position keys it changed, `null` for one it cannot read. */
export const positionsPushReader = () => pushReader<PositionsState, 'snapshot', Position, SnapshotMeta>(snapshotKeying, 'snapshot', (push) => push.accountKey);

/** The argument of the positions channels that name one account. */
export const positionsAccountSchema = z.object({ accountKey: accountKeySchema }).strict();
/** `positions:pause`. */
export const positionsPauseSchema = z.object({ accountKey: accountKeySchema, paused: z.boolean() }).strict();
