import { describe, expect, it } from 'vitest';
import { describeChainMismatch, isAdjusted, sameSymbol } from '../../../shared/domain/option-chain.ts';

const request = { underlier: 'spy', expirationMonth: 3, expirationYear: 2026 };

describe('describeChainMismatch', () => {
  it('accepts the echoed symbol in another letter case', () => {
    expect(describeChainMismatch(request, 'SPY', ['2026-03-20', '2026-03-31'])).toBeNull();
  });

  it('names another symbol', () => {
    expect(describeChainMismatch(request, 'AAPL', ['2026-03-20'])).toBe('The answer does not match the request: symbol AAPL instead of SPY.');
  });

  it('names expiries outside the requested month, the sandbox’s stored 2013 chain for instance', () => {
    expect(describeChainMismatch(request, 'AAPL', ['2013-04-19', '2013-04-26', '2013-05-17'])).toBe(
      'The answer does not match the request: symbol AAPL instead of SPY; expiries in 2013-04, 2013-05 instead of 2026-03.',
    );
  });

  it('shortens a long list of other months', () => {
    const dates = ['2013-01-18', '2013-02-15', '2013-03-15', '2013-04-19', '2013-05-17'];
    expect(describeChainMismatch(request, 'spy', dates)).toContain('2013-01, 2013-02, 2013-03 and 2 more instead of 2026-03');
  });

  it('has nothing to compare in an empty answer without a symbol', () => {
    expect(describeChainMismatch(request, null, [])).toBeNull();
  });
});

describe('adjusted contracts', () => {
  it('are those whose root differs from the underlier, in any letter case', () => {
    expect(isAdjusted('AAPL1', 'AAPL')).toBe(true);
    expect(isAdjusted('aapl', 'AAPL')).toBe(false);
  });

  it('are not assumed when there is no root to compare', () => {
    expect(isAdjusted(null, 'AAPL')).toBe(false);
  });

  it('compare symbols ignoring surrounding space', () => {
    expect(sameSymbol(' spy ', 'SPY')).toBe(true);
  });
});
