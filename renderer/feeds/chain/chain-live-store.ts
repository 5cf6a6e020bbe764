/**
 * The live chain's status as the toolbar shows it (when it was updated, how often, what it costs,
 * why slower or stale), for the chain being watched. Written only where pushes land
 * (queries/push-landing.ts); the view reads it.
 */
import { hashKey } from '@tanstack/react-query';
import { create } from 'zustand';
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate } from '../../../shared/domain/chain-refresh.ts';
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
  /** Contracts changed by the last push. */
  lastChanges: number;
}

/** Before anything was heard of a chain. */
export const IDLE: ChainLiveStatus = { updatedAt: null, intervalMs: null, slowedBecause: null, costPerRefresh: null, stale: null, lastChanges: 0 };

interface ChainLiveState {
  /** The chain watched (the last one `chain:watch` answered for). */
  query: ChainQuery | null;
  status: ChainLiveStatus;
  /** Whether `query` is the chain watched. */
  watches(query: ChainQuery): boolean;
  /** A `chain:quotes` push for the watched chain. */
  pushed(update: ChainQuotesUpdate): void;
  /** `chain:watch` answered for `query`: its interval and cost, or why it cannot refresh. Another chain starts from idle. */
  answered(query: ChainQuery, patch: Partial<ChainLiveStatus>): void;
  /** Nothing is watched any more. */
  forget(): void;
}

export const useChainLiveStore = create<ChainLiveState>()((set, get) => ({
  query: null,
  status: IDLE,
  watches: (query) => sameQuery(get().query, query),
  pushed: (update) =>
    set({
      status: {
        updatedAt: update.fetchedAt,
        intervalMs: update.intervalMs,
        slowedBecause: update.slowedBecause,
        costPerRefresh: update.costPerRefresh,
        stale: update.stale,
        lastChanges: update.changes.length,
      },
    }),
  answered: (query, patch) => set((state) => ({ query, status: { ...(sameQuery(state.query, query) ? state.status : IDLE), ...patch } })),
  forget: () => set({ query: null, status: IDLE }),
}));
