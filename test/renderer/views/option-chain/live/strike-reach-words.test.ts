import { describe, expect, it } from 'vitest';
import type { ChainQuery } from '../../../../../shared/domain/chain-query.ts';
import type { ChainExpiry } from '../../../../../shared/domain/option-chain.ts';
import { reachWords } from '../../../../../renderer/views/option-chain/live/strike-reach-words.ts';

const query: ChainQuery = { underlier: 'SPX', month: 12, year: 2026, chainType: 'CALLPUT', includeAdjusted: false, day: 4 };
/** 72 strikes by 1 from 6,648: the provider's window near the money. */
const expiry: ChainExpiry = {
  date: '2026-12-04',
  daysToExpiry: 3,
  expiryType: 'WEEKLY',
  strikes: Array.from({ length: 72 }, (_, i) => ({ strike: 6648 + i, pairType: 'CALLPUT' as const, call: null, put: null })),
};

describe('reachWords: what All and ±2σ show', () => {
  it('says All is the strikes loaded, not the expiry’s every strike', () => {
    expect(reachWords('all', expiry, query, 6684, 86.5, null)).toEqual({
      text: 'All: the 72 strikes loaded, 6,648–6,719, not every strike of the expiry.',
      load: null,
    });
    expect(reachWords('all', expiry, { ...query, priceType: 'ALL' }, 6684, 86.5, null)).toBeNull();
    expect(reachWords(20, expiry, query, 6684, 86.5, null)).toBeNull();
  });

  it('says how far the strikes reach against ±2σ, and offers the range with its cost first', () => {
    const words = reachWords('2sd', expiry, query, 6684, 86.5, 10_000);
    expect(words?.text).toBe('±2σ is 6,511–6,857; the 72 strikes loaded, 6,648–6,719, reach only part of it.');
    expect(words?.load).toEqual({
      label: 'Load ±2σ: up to 348 strikes, 696 quotes',
      query: { ...query, strikesNear: 6684, strikeCount: 348, priceType: 'ATNM' },
      affordable: true,
    });
    // More than the hour has left: said, and not offered.
    expect(reachWords('2sd', expiry, query, 6684, 86.5, 500)?.load).toMatchObject({
      affordable: false,
      label: expect.stringContaining('more than this hour has left'),
    });
    // Reached: nothing to say.
    expect(reachWords('2sd', expiry, query, 6684, 10, null)).toBeNull();
  });
});
