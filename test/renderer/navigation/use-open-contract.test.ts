/** The chain query a link to a contract asks: the contract's expiry day with weeklies, or none for a date that is not one. */
import { describe, expect, it } from 'vitest';
import { useChainUiStore } from '../../../renderer/views/option-chain/chain-ui-store.ts';
import { chainQueryAt } from '../../../renderer/navigation/use-open-contract.ts';

describe('a link to a contract in the chain', () => {
  it('asks the expiry day of the contract, weeklies included', () => {
    expect(chainQueryAt('AAPL', '2026-06-19')).toEqual({
      underlier: 'AAPL',
      year: 2026,
      month: 6,
      day: 19,
      chainType: 'CALLPUT',
      includeAdjusted: false,
      includeWeekly: true,
    });
    expect(chainQueryAt('AAPL', 'June 19')).toBeNull();
  });

  it('lands with a fresh cursor; any other ask forgets the landing', () => {
    const query = chainQueryAt('AAPL', '2026-06-19');
    if (query === null) throw new Error('no query');
    useChainUiStore.getState().hold({ chain: 'old', cursor: { row: 3, col: 2 }, anchor: null });
    useChainUiStore.getState().land(query, { expiry: '2026-06-19', strike: 40 });
    expect(useChainUiStore.getState()).toMatchObject({ asked: query, landing: { expiry: '2026-06-19', strike: 40 }, held: null });
    useChainUiStore.getState().ask({ ...query, underlier: 'MSFT' });
    expect(useChainUiStore.getState().landing).toBeNull();
  });
});
