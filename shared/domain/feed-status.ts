/**
 * What every live feed says about itself (the orders of an account, the chain's quotes, and the
 * feeds to come): carried by each feed's push beside its data, shown by the one feed-status
 * component in the renderer. The backend's poller (electron/backend/live/) keeps it.
 */
import type { AppError } from '../result.ts';

/** Why the data shown is not fresh, and since when (the first failed refresh in a row). */
export interface StaleMark {
  readonly error: AppError;
  readonly since: number;
}

/** The timing side of a live feed. */
export interface FeedStatus {
  /** Set while refreshing fails or the session is gone: what is shown is the last good data. */
  readonly stale: StaleMark | null;
  /**
   * The wait in force between refreshes, in ms: the setting, slower while the window is hidden
   * (feeds that go on hidden), after failures (backoff) or when the budget runs low.
   */
  readonly intervalMs: number;
  /** Why the budget slowed the feed below what it asked for, in words; `null` when it did not. */
  readonly slowedBecause: string | null;
  /** Epoch ms of the next planned refresh; `null` while paused, hidden, suspended or refreshing. */
  readonly nextRefreshAt: number | null;
  /** A refresh is under way. */
  readonly refreshing: boolean;
  /** The user paused the feed. */
  readonly paused: boolean;
}
