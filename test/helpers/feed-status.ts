import type { FeedStatus } from '../../shared/domain/feed-status.ts';

/** A feed's status at rest for test states: fresh, every 10 s, nothing planned, not refreshing or paused. */
export const IDLE_FEED_STATUS: FeedStatus = { stale: null, intervalMs: 10_000, slowedBecause: null, nextRefreshAt: null, refreshing: false, paused: false };
