/**
 * The current API's market endpoints wired to one simulated market: production paths read the
 * simulation, sandbox paths (the demo's stand-in for the sandbox host) and stored-sample mode
 * answer the sandbox's canned data. Each answer is a MarketReply: its `cost` is what the
 * per-module rate limit counts against the Markets budget.
 */
import type { Clock } from '../clock.ts';
import type { ApiRequest } from '../http/api-request.ts';
import { SimulatedMarket } from './simulated-market.ts';
import { v1ChainHandler } from './v1-chain-route.ts';
import { v1ExpiryHandler } from './v1-expiry-route.ts';
import { v1QuoteHandler } from './v1-quote-route.ts';
import type { MarketReply } from './v1-reply.ts';
import { sandboxMarket } from './v1-sandbox.ts';

/** The three market handlers, by route name. */
export interface V1MarketHandlers {
  v1expiries: (request: ApiRequest) => MarketReply;
  v1chain: (request: ApiRequest) => MarketReply;
  v1quote: (request: ApiRequest) => MarketReply;
}

/** Builds the handlers; `storedSample` answers canned data on every path. */
export function v1MarketHandlers(seed: number, market: Clock, storedSample: boolean): V1MarketHandlers {
  const simulated = new SimulatedMarket(seed, market);
  const live = { v1expiries: v1ExpiryHandler(simulated), v1chain: v1ChainHandler(simulated), v1quote: v1QuoteHandler(simulated) };
  const either =
    (canned: (request: ApiRequest) => MarketReply, real: (request: ApiRequest) => MarketReply) =>
    (request: ApiRequest): MarketReply =>
      storedSample || request.environment === 'sandbox' ? canned(request) : real(request);
  return {
    v1expiries: either(sandboxMarket.expiries, live.v1expiries),
    v1chain: either(sandboxMarket.chain, live.v1chain),
    v1quote: either(sandboxMarket.quote, live.v1quote),
  };
}
