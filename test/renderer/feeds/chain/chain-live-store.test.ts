import { describe, expect, it } from 'vitest';
import { sameQuery } from '../../../../renderer/feeds/chain/chain-live-store.ts';

const query = { underlier: 'AAPL', month: 3, year: 2027, day: 19, chainType: 'CALLPUT', includeAdjusted: false } as const;

describe('the chain watched', () => {
  it('compares queries by value, whatever the key order', () => {
    expect(sameQuery(query, { ...query })).toBe(true);
    expect(sameQuery(query, { ...query, day: 26 })).toBe(false);
    expect(sameQuery(null, query)).toBe(false);
  });
});
