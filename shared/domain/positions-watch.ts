/**
 * What the positions feed tells the UI: one account's positions and balance, what the
 * last refresh changed, how fresh it is and, when refreshing fails, why (the last good data stays,
 * marked stale). Carried by `positions:changed` and the answers of the positions channels.
 */
import { z } from 'zod';
import type { AccountBalance } from './account-balance.ts';
import { elidedReader, type Elided } from './feed-push.ts';
import type { FeedStatus } from './feed-status.ts';
import { accountKeySchema } from './order-history.ts';
import type { Portfolio } from './positions.ts';

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
  /**
   * Position keys (positions.ts `positionKey`) whose figures the last refresh changed or added;
   * empty on the first read. The renderer keeps every other row as it was.
   */
  readonly changed: readonly string[];
  /** Keys of positions the last refresh no longer found. */
  readonly removed: readonly string[];
  /** Epoch ms when the shown data was fetched. */
  readonly dataTime: number | null;
  /** Whether the Positions view shows this account now (hidden, the feed stops). */
  readonly shown: boolean;
}

/** What `positions:changed` carries: the snapshot `'unchanged'` when it is the one the account's last push carried (feed-push.ts). */
export type PositionsPush = Elided<PositionsState, 'snapshot'>;

/** A listener's reading of `positions:changed` pushes in order (feed-push.ts). */
export const positionsPushReader = (): ((push: PositionsPush) => PositionsState | null) =>
  elidedReader<PositionsState, 'snapshot'>('snapshot', (push) => push.accountKey);

/** The argument of the positions channels that name one account. */
export const positionsAccountSchema = z.object({ accountKey: accountKeySchema }).strict();
/** `positions:pause`. */
export const positionsPauseSchema = z.object({ accountKey: accountKeySchema, paused: z.boolean() }).strict();
