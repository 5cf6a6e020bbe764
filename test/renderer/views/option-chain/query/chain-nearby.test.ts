import { describe, expect, it } from 'vitest';
import type { ChainAnswer, ChainQuery } from '../../../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../../../shared/domain/option-chain.ts';
import type { Result } from '../../../../../shared/result.ts';
import { findNearbyMonths } from '../../../../../renderer/views/option-chain/query/chain-nearby.ts';
import { chain, expiry } from '../chain-fixtures.ts';

/** 14:00 in New York on 11 January 2027. */
const NOW = Date.parse('2027-01-11T19:00:00Z');
const may: ChainQuery = { underlier: 'KO', month: 5, year: 2027, chainType: 'CALLPUT', includeAdjusted: false };

/** A provider with options in the months listed ("2027-04"), failing from the month `failAt`. */
function provider(withOptions: string[], failAt?: string) {
  const asked: string[] = [];
  const fetch = async (query: ChainQuery): Promise<Result<ChainAnswer<OptionChain>>> => {
    const month = `${query.year}-${String(query.month).padStart(2, '0')}`;
    asked.push(month);
    if (month === failAt) return { ok: false, error: { code: 'network', message: 'down' } };
    const answer = withOptions.includes(month) ? chain(expiry(`${month}-16`, [50])) : chain();
    return { ok: true, data: { query, chain: answer, fetchedAt: NOW } };
  };
  return { asked, fetch };
}

describe('findNearbyMonths: the months around an empty one that have options', () => {
  it('asks next, previous, then further out, and stops at two found, in calendar order', async () => {
    const { asked, fetch } = provider(['2027-04', '2027-06', '2027-07']);
    expect(await findNearbyMonths(may, NOW, fetch)).toEqual([
      { year: 2027, month: 4 },
      { year: 2027, month: 6 },
    ]);
    expect(asked).toEqual(['2027-06', '2027-04']);
  });

  it('never asks a month before the current New York month', async () => {
    const january: ChainQuery = { ...may, month: 1 };
    const { asked, fetch } = provider([]);
    expect(await findNearbyMonths(january, NOW, fetch)).toEqual([]);
    expect(asked).toEqual(['2027-02', '2027-03', '2027-04']);
  });

  it('stops asking once the search is cancelled (the person asked for another chain)', async () => {
    const { asked, fetch } = provider([]);
    const control = new AbortController();
    const cancelling = async (query: ChainQuery) => {
      const answer = await fetch(query);
      control.abort();
      return answer;
    };
    expect(await findNearbyMonths(may, NOW, cancelling, control.signal)).toEqual([]);
    expect(asked).toEqual(['2027-06']);
  });

  it('ends the search at the first failure, with what it found so far', async () => {
    const { asked, fetch } = provider(['2027-06', '2027-08'], '2027-04');
    expect(await findNearbyMonths(may, NOW, fetch)).toEqual([{ year: 2027, month: 6 }]);
    expect(asked).toEqual(['2027-06', '2027-04']);
  });

  it('does not count an answer that is not the month asked (the sandbox answers its sample)', async () => {
    const fetch = async (query: ChainQuery): Promise<Result<ChainAnswer<OptionChain>>> => ({
      ok: true,
      data: { query, chain: { ...chain(expiry('2013-11-16', [50])), mismatch: 'not the month asked' }, fetchedAt: NOW },
    });
    expect(await findNearbyMonths(may, NOW, fetch)).toEqual([]);
  });
});
