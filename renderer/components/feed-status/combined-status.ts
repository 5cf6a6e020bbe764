/**
 * One status line for several feeds of one view ("All accounts" of the orders and positions
 * views): the oldest data, the first reason for staleness, refreshing while any is, paused while
 * all are, the next refresh of any, the slowest pace.
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';

/** A feed's status and the time of its data, as the feed-status line takes it. */
export type FeedState = FeedStatus & { dataTime: number | null };

const min = (values: readonly (number | null)[]): number | null =>
  values.reduce<number | null>((m, v) => (v === null ? m : m === null ? v : Math.min(m, v)), null);

/** The status of `states` together; `null` when there is none. */
export function combinedStatus(states: readonly FeedState[]): FeedState | null {
  if (states.length === 0) return null;
  return {
    stale: states.find((state) => state.stale !== null)?.stale ?? null,
    intervalMs: states.reduce((slowest, state) => Math.max(slowest, state.intervalMs), 0),
    slowedBecause: states.find((state) => state.slowedBecause !== null)?.slowedBecause ?? null,
    nextRefreshAt: min(states.map((state) => state.nextRefreshAt)),
    refreshing: states.some((state) => state.refreshing),
    paused: states.every((state) => state.paused),
    dataTime: states.some((state) => state.dataTime === null) ? null : min(states.map((state) => state.dataTime)),
  };
}
