/**
 * The live chain's status as the toolbar shows it (when it was updated, how often, what it costs,
 * why slower or stale), for the chain being watched. Written only where pushes land
 * (queries/push-landing.ts); the view reads it.
 */
import { hashKey } from '@tanstack/react-query';
import { create } from 'zustand';
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate, ChainWatch, LiveQuotes } from '../../../shared/domain/chain-refresh.ts';
import type { Held } from '../../../shared/domain/feed-push.ts';
import type { AppError } from '../../../shared/result.ts';

/** Two queries ask the same chain (compared as the cache compares keys). */
export const sameQuery = (a: ChainQuery | null, b: ChainQuery | null): boolean => a !== null && b !== null && hashKey([a]) === hashKey([b]);

/** What the live refresh says about itself, for the toolbar. */
export interface ChainLiveStatus {
  /** Epoch ms of the last push (or of the watch starting), null before. */
  updatedAt: number | null;
  intervalMs: number | null;
  slowedBecause: string | null;
  costPerRefresh: number | null;
  stale: { error: AppError; since: number } | null;
  /** Contracts changed by the last push (the keys it named; a snapshot's every one). */
  lastChanges: number;
}

/** Before anything was heard of a chain. */
export const IDLE: ChainLiveStatus = { updatedAt: null, intervalMs: null, slowedBecause: null, costPerRefresh: null, stale: null, lastChanges: 0 };

interface ChainLiveState {
  /** The chain watched (the last one `chain:watch` answered for). */
  query: ChainQuery | null;
  /** The watch last sent for it: sent again when the page missed a push (push-landing.ts). */
  watch: ChainWatch | null;
  /** The live quotes the page holds of it and their revision (shared/domain/feed-push.ts); a watch begins with none, revision 0. */
  held: Held<LiveQuotes>;
  status: ChainLiveStatus;
  /** Whether `query` is the chain watched. */
  watches(query: ChainQuery): boolean;
  /** A `chain:quotes` push for the watched chain landed: the live quotes it brought and how many contracts it changed. */
  pushed(update: ChainQuotesUpdate, held: Held<LiveQuotes>, changed: number): void;
  /** `chain:watch` answered for `watch`: its interval and cost, or why it cannot refresh. Another chain starts from idle, holding nothing. */
  answered(watch: ChainWatch, patch: Partial<ChainLiveStatus>): void;
  /** The page missed a push: it holds nothing until the watch sent again brings the snapshot. */
  missed(): void;
  /** Nothing is watched any more. */
  forget(): void;
}

/** What a watch holds before its first push: no live quotes (the feed's revision of no data). */
const NOTHING_HELD: Held<LiveQuotes> = { revision: 0, data: null };

export const useChainLiveStore = create<ChainLiveState>()((set, get) => ({
  query: null,
  watch: null,
  held: NOTHING_HELD,
  status: IDLE,
  watches: (query) => sameQuery(get().query, query),
  pushed: (update, held, changed) =>
    set({
      held,
      status: {
        updatedAt: update.fetchedAt,
        intervalMs: update.intervalMs,
        slowedBecause: update.slowedBecause,
        costPerRefresh: update.costPerRefresh,
        stale: update.stale,
        lastChanges: changed,
      },
    }),
  answered: (watch, patch) =>
    set((state) => {
      const same = sameQuery(state.query, watch.query);
      return { query: watch.query, watch, held: same ? state.held : NOTHING_HELD, status: { ...(same ? state.status : IDLE), ...patch } };
    }),
  missed: () => set({ held: NOTHING_HELD }),
  forget: () => set({ query: null, watch: null, held: NOTHING_HELD, status: IDLE }),
}));
