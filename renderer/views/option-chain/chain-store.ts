/**
 * The chain the view shows and where the latest request stands. Kept in a store rather than in a
 * query cache because the view is a small state machine: the last good chain must stay on screen
 * through a failed request, a new query still loading and an expired session (marked stale), and a
 * late answer to an earlier query must never replace a newer one. The store outlives the view, so
 * switching to the orders tab and back keeps the chain.
 */
import { create } from 'zustand';
import type { ChainAnswer, ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import type { AppError } from '../../../shared/result.ts';
import { api, toAppError } from '../../api.ts';
import { easternMonth, shiftMonth, type YearMonth } from './chain-months.ts';

/** The user timing marks the benchmark reads: data in the page, the grid committed by React, then painted. */
export const CHAIN_MARKS = { data: 'strikeboard:chain-data', committed: 'strikeboard:chain-committed', painted: 'strikeboard:chain-painted' } as const;

/** Months near an empty one that do have options. */
export interface NearbyMonths {
  status: 'idle' | 'searching' | 'done';
  months: YearMonth[];
}

interface ChainState {
  /** What the user asked for last. */
  query: ChainQuery | null;
  phase: 'idle' | 'loading' | 'ready' | 'error';
  /** The last answer that arrived (it may belong to an earlier query while loading or failed). */
  answer: ChainAnswer<OptionChain> | null;
  error: AppError | null;
  /** Epoch ms when the current request started, for the progress display. */
  startedAt: number;
  nearby: NearbyMonths;
  load(query: ChainQuery): Promise<void>;
  retry(): Promise<void>;
}

let sequence = 0;

const hasPairs = (chain: OptionChain): boolean => chain.expiries.some((expiry) => expiry.strikes.length > 0);

/** Probe order around the empty month: next, previous, then further out; never before this month. */
function probeMonths(query: ChainQuery, now: number): YearMonth[] {
  const current = easternMonth(now);
  const floor = current.year * 12 + current.month;
  return [1, -1, 2, -2, 3]
    .map((delta) => shiftMonth(query, delta))
    .filter((m) => m.year * 12 + m.month >= floor);
}

export const useChainStore = create<ChainState>((set, get) => {
  /** After an empty answer: ask the months around it, stopping at two with options. */
  async function findNearby(query: ChainQuery, ticket: number) {
    set({ nearby: { status: 'searching', months: [] } });
    const found: YearMonth[] = [];
    for (const month of probeMonths(query, Date.now())) {
      if (found.length >= 2) break;
      const result = await api().getOptionChain({ ...query, month: month.month, year: month.year });
      if (ticket !== sequence) return;
      if (result.ok && hasPairs(result.data.chain) && result.data.chain.mismatch === null) found.push(month);
      // A failure here (session gone, provider down) ends the search: the main answer already said so.
      if (!result.ok) break;
    }
    found.sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
    set({ nearby: { status: 'done', months: found } });
  }

  return {
    query: null,
    phase: 'idle',
    answer: null,
    error: null,
    startedAt: 0,
    nearby: { status: 'idle', months: [] },
    async load(query) {
      const ticket = ++sequence;
      set({ query, phase: 'loading', error: null, startedAt: Date.now(), nearby: { status: 'idle', months: [] } });
      let result;
      try {
        result = await api().getOptionChain(query);
      } catch (thrown) {
        result = { ok: false as const, error: toAppError(thrown) };
      }
      if (ticket !== sequence) return;
      if (!result.ok) {
        set({ phase: 'error', error: result.error });
        return;
      }
      Object.values(CHAIN_MARKS).forEach((name) => performance.clearMarks(name));
      performance.mark(CHAIN_MARKS.data);
      set({ phase: 'ready', answer: result.data, error: null });
      if (!hasPairs(result.data.chain)) void findNearby(query, ticket);
    },
    async retry() {
      const { query, load } = get();
      if (query !== null) await load(query);
    },
  };
});
