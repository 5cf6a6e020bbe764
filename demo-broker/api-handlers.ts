/**
 * The API endpoints wired to the simulation, or, in stored-sample mode, to the stored answers.
 * Stored-sample mode still checks the request's syntax: the sandbox answers a syntax error with
 * an error message (docs/platform/legacy-api.md, "The legacy sandbox").
 */
import { accountListHandler, cannedAccountListHandler } from './accounts-route.ts';
import type { Clock } from './clock.ts';
import { BadParameterError, type ApiRequest } from './http/api-request.ts';
import type { Reply } from './http/reply.ts';
import type { ApiName } from './http/routes.ts';
import { chainHandler, parseChainQuery } from './market/chain-route.ts';
import { v1MarketHandlers } from './market/v1-market-handlers.ts';
import type { OrderBook } from './orders/order-book.ts';
import { orderListHandler } from './orders/order-list-route.ts';
import { parseCount } from './orders/order-paging.ts';
import { StoredSamples } from './stored-sample.ts';
import type { V1OrderHistory } from './orders/v1-account-history.ts';
import { v1OrderDetailsHandler, v1OrderListHandler } from './orders/v1-orders-route.ts';
import { AlertInboxes } from './alerts/alert-inbox.ts';
import { v1AlertDetailsHandler, v1AlertListHandler } from './alerts/alerts-route.ts';
import { AccountPositions } from './portfolio/account-snapshot.ts';
import { v1BalanceHandler } from './portfolio/balance-route.ts';
import { v1PortfolioHandler } from './portfolio/portfolio-route.ts';

/** Options of the API wiring. */
export interface ApiWiring {
  seed: number;
  book: OrderBook;
  /** The v1 order history (weeks behind today) over the same book. */
  history: V1OrderHistory;
  market: Clock;
  storedSample: boolean;
}

/** One handler per API endpoint. */
export function apiHandlers(wiring: ApiWiring): Record<ApiName, (request: ApiRequest) => Reply> {
  const market = v1MarketHandlers(wiring.seed, wiring.market, wiring.storedSample);
  // Each user's inbox follows the v1 history's fills and the moving market (canned in stored-sample mode).
  const inboxes = new AlertInboxes(wiring.seed, wiring.history, wiring.market);
  const alerts = { v1Alerts: v1AlertListHandler(inboxes, wiring.storedSample), v1AlertDetails: v1AlertDetailsHandler(inboxes, wiring.storedSample) };
  // Positions and balances follow the v1 order history's fills, priced by the same market.
  const positions = new AccountPositions(wiring.seed, wiring.history, wiring.market);
  const accountData = {
    v1Portfolio: v1PortfolioHandler(positions, wiring.market, wiring.storedSample),
    v1Balance: v1BalanceHandler(positions, wiring.market, wiring.storedSample),
  };
  if (!wiring.storedSample) {
    return {
      chain: chainHandler(wiring.seed),
      orders: orderListHandler(wiring.book, wiring.market),
      accounts: accountListHandler,
      v1Orders: v1OrderListHandler(wiring.history, wiring.market, false),
      v1OrderDetails: v1OrderDetailsHandler(wiring.history, wiring.market, false),
      ...alerts,
      ...accountData,
      ...market,
    };
  }
  const samples = new StoredSamples();
  return {
    ...market,
    ...alerts,
    ...accountData,
    chain: (request) => {
      parseChainQuery(request.query);
      return samples.chain(request);
    },
    orders: (request) => {
      if (!/^\d{1,12}$/.test(request.path.accountId ?? ''))
        throw new BadParameterError(`Invalid account ID "${request.path.accountId ?? ''}" (numeric expected)`);
      parseCount(request.query);
      return samples.orders(request);
    },
    // The v1 endpoints answer as the sandbox does, on every path.
    accounts: cannedAccountListHandler,
    v1Orders: v1OrderListHandler(wiring.history, wiring.market, true),
    v1OrderDetails: v1OrderDetailsHandler(wiring.history, wiring.market, true),
  };
}
