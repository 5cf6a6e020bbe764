import { describe, expect, it } from 'vitest';
import type { ChainQuery } from '../../../../../shared/domain/chain-query.ts';
import { foldAsk } from '../../../../../renderer/views/option-chain/query/use-remember-query.ts';

const ask = (underlier: string, month = 3): ChainQuery => ({ underlier, month, year: 2027, chainType: 'CALLPUT', includeAdjusted: false });

describe('foldAsk: what the settings remember of the chains asked', () => {
  it('puts the asked symbol first in the recent symbols, once', () => {
    expect(foldAsk(null, ['MSFT', 'IBM', 'AAPL'], ask('AAPL'))).toEqual({ lastQuery: ask('AAPL'), recentSymbols: ['AAPL', 'MSFT', 'IBM'] });
  });

  it('folds asks made before the write into one that keeps every one of them, newest first', () => {
    const first = foldAsk(null, ['MSFT'], ask('AAPL'));
    const second = foldAsk(first, ['MSFT'], ask('NVDA', 4));
    expect(second).toEqual({ lastQuery: ask('NVDA', 4), recentSymbols: ['NVDA', 'AAPL', 'MSFT'] });
  });

  it('keeps twelve symbols at most, dropping the oldest', () => {
    const saved = Array.from({ length: 12 }, (_, i) => `S${i}`);
    const folded = foldAsk(null, saved, ask('NEW'));
    expect(folded.recentSymbols).toHaveLength(12);
    expect(folded.recentSymbols[0]).toBe('NEW');
    expect(folded.recentSymbols).not.toContain('S11');
  });
});
