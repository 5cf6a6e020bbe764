/**
 * What the chain view shows, from where the latest request stands (React Query's state of the
 * asked key) and the last chain that loaded. The last good chain stays on screen through a new
 * query loading and a failed request (the view marks it stale); a late answer to an earlier query
 * never replaces a newer one, since each query has its own cache entry.
 */
import type { ChainAnswer } from '../../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../../shared/domain/option-chain.ts';
import type { AppError } from '../../../../shared/result.ts';
import { toAppError } from '../../../api.ts';

/** The parts of React Query's result the view depends on. */
export interface ChainRequestState {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  data: ChainAnswer<OptionChain> | undefined;
  error: unknown;
}

/** The view's state machine, as it was before the chain moved into the query cache. */
export interface ChainViewState {
  phase: 'idle' | 'loading' | 'ready' | 'error';
  /** The chain on screen: the asked one once loaded, else the last that loaded (null before any). */
  answer: ChainAnswer<OptionChain> | null;
  error: AppError | null;
}

/** Derives the view's state; `request` is null before anything was asked. */
export function chainViewState(request: ChainRequestState | null, lastLoaded: ChainAnswer<OptionChain> | undefined): ChainViewState {
  const previous = lastLoaded ?? null;
  if (request === null) return { phase: 'idle', answer: previous, error: null };
  const answer = request.status === 'success' && request.data !== undefined ? request.data : previous;
  if (request.fetchStatus === 'fetching') return { phase: 'loading', answer, error: null };
  if (request.status === 'error') return { phase: 'error', answer, error: toAppError(request.error) };
  if (request.status === 'success') return { phase: 'ready', answer, error: null };
  return { phase: 'idle', answer, error: null };
}
