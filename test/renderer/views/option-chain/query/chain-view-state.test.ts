import { describe, expect, it } from 'vitest';
import type { ChainAnswer, ChainQuery } from '../../../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../../../shared/domain/option-chain.ts';
import { AppErrorException } from '../../../../../renderer/api.ts';
import { chainViewState, type ChainRequestState } from '../../../../../renderer/views/option-chain/query/chain-view-state.ts';
import { chain, expiry } from '../chain-fixtures.ts';

const query = (underlier: string): ChainQuery => ({ underlier, month: 3, year: 2027, chainType: 'CALLPUT', includeAdjusted: false });
const answer = (underlier: string): ChainAnswer<OptionChain> => ({ query: query(underlier), chain: chain(expiry('2027-03-19', [50])), fetchedAt: 1 });
const last = answer('IBM');
const failure = new AppErrorException({ code: 'provider', message: 'Refused', detail: 'The service is temporarily unavailable.' });

const request = (status: ChainRequestState['status'], fetching: boolean, data?: ChainAnswer<OptionChain>, error: unknown = null): ChainRequestState => ({
  status,
  fetchStatus: fetching ? 'fetching' : 'idle',
  data,
  error,
});

describe('chainViewState: what the chain view shows for the latest request and the last chain that loaded', () => {
  it('shows the intro before anything was asked', () => {
    expect(chainViewState(null, undefined)).toEqual({ phase: 'idle', answer: null, error: null });
  });

  it('is loading with nothing under it on the first request', () => {
    expect(chainViewState(request('pending', true), undefined)).toEqual({ phase: 'loading', answer: null, error: null });
  });

  it('keeps the last chain on screen while a new query loads', () => {
    expect(chainViewState(request('pending', true), last)).toEqual({ phase: 'loading', answer: last, error: null });
  });

  it('shows the new chain once it arrived', () => {
    const next = answer('XOM');
    expect(chainViewState(request('success', false, next), last)).toEqual({ phase: 'ready', answer: next, error: null });
  });

  it('keeps the last chain under a failed request, with the error in its words', () => {
    expect(chainViewState(request('error', false, undefined, failure), last)).toEqual({ phase: 'error', answer: last, error: failure.appError });
  });

  it('turns anything else thrown into an internal error', () => {
    expect(chainViewState(request('error', false, undefined, new Error('bridge gone')), undefined).error).toEqual({ code: 'internal', message: 'bridge gone' });
  });

  it('is loading again on a retry, the last chain still under it', () => {
    expect(chainViewState(request('error', true, undefined, failure), last)).toEqual({ phase: 'loading', answer: last, error: null });
  });

  it('shows the same query’s chain while it is asked again', () => {
    const same = answer('XOM');
    expect(chainViewState(request('success', true, same), last)).toEqual({ phase: 'loading', answer: same, error: null });
  });

  it('is idle, not loading, when a request waits for a session', () => {
    expect(chainViewState(request('pending', false), last)).toEqual({ phase: 'idle', answer: last, error: null });
  });
});
