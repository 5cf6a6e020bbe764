/**
 * Market data for the IPC layer: option chains of the environment the app is signed in to.
 */
import type { ChainAnswer } from '../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import type { Result } from '../../../shared/result.ts';
import type { SessionClient } from '../broker/session-client.ts';

export interface MarketService {
  /** The chain for an unvalidated query (validated by the client before anything is sent). */
  getOptionChain(query: unknown): Promise<Result<ChainAnswer<OptionChain>>>;
}

/** Creates the market service over the session-bound client. */
export function createMarketService(client: SessionClient): MarketService {
  return {
    async getOptionChain(query) {
      const api = client.get();
      return api.ok ? api.data.getOptionChain(query) : api;
    },
  };
}
