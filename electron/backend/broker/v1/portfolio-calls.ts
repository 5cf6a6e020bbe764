/**
 * The v1 client's portfolio, balance and transactions calls (docs/platform/current-api.md,
 * "Portfolio", "Balance" and "Transactions"): every page of an account's positions, its brokerage
 * balance, a page of its transactions and one in full, each request counted under the Accounts
 * budget, built by api-requests.ts and transaction-requests.ts and read by their decoders.
 */
import type { Environment } from '../../../../shared/environments.ts';
import { ACCOUNTS_BODY_BYTES } from '../../oauth/body-limits.ts';
import type { Clock } from '../../services.ts';
import type { BrokerClient } from '../broker-client.ts';
import * as realDecoders from './decode/index.ts';
import type { createSender } from './api-send.ts';
import { v1BalanceUrl, v1PortfolioUrl } from './api-requests.ts';
import { withAnswerBytes } from '../common/order-page.ts';
import { fetchPortfolio } from './portfolio-pages.ts';
import { v1TransactionDetailsUrl, v1TransactionsUrl } from './transaction-requests.ts';

/** What the calls need of the client: its environment, clock, sender and (a test's) decoders. */
export interface PortfolioCallContext {
  environment: Environment;
  clock: Clock;
  send: ReturnType<typeof createSender>;
  decoders?: Partial<Pick<typeof realDecoders, 'decodePortfolioPage' | 'decodeBalance' | 'decodeTransactionPage' | 'decodeTransactionDetails'>> | undefined;
}

/** `getPortfolio` and `getBalance` of the v1 client. */
export function portfolioCalls(
  context: PortfolioCallContext,
): Pick<BrokerClient, 'getPortfolio' | 'getBalance' | 'getTransactionPage' | 'getTransactionDetails'> {
  const { environment, clock, send } = context;
  const {
    decodePortfolioPage = realDecoders.decodePortfolioPage,
    decodeBalance = realDecoders.decodeBalance,
    decodeTransactionPage = realDecoders.decodeTransactionPage,
    decodeTransactionDetails = realDecoders.decodeTransactionDetails,
  } = context.decoders ?? {};
  return {
    // One request a page.
    getPortfolio: (accountKey, query, signal) =>
      fetchPortfolio(
        async (pageNumber) => {
          const url = v1PortfolioUrl(environment, accountKey, { view: query.view, pageNumber, count: query.pageSize });
          if (!url.ok) return url;
          return send({
            url: url.data,
            module: 'accounts',
            cost: 1,
            maxBodyBytes: ACCOUNTS_BODY_BYTES,
            signal,
            decode: withAnswerBytes((response) => decodePortfolioPage(response, clock.now())),
          });
        },
        query.pageSize === undefined ? {} : { pageSize: query.pageSize },
      ),
    async getBalance(accountKey, signal) {
      const url = v1BalanceUrl(environment, accountKey);
      if (!url.ok) return url;
      return send({ url: url.data, module: 'accounts', cost: 1, maxBodyBytes: ACCOUNTS_BODY_BYTES, signal, decode: decodeBalance });
    },
    async getTransactionPage(accountKey, query, signal) {
      const url = v1TransactionsUrl(environment, accountKey, query);
      if (!url.ok) return url;
      return send({ url: url.data, module: 'accounts', cost: 1, maxBodyBytes: ACCOUNTS_BODY_BYTES, signal, decode: decodeTransactionPage });
    },
    async getTransactionDetails(accountKey, id, storeId, signal) {
      const url = v1TransactionDetailsUrl(environment, accountKey, id, storeId);
      if (!url.ok) return url;
      return send({ url: url.data, module: 'accounts', cost: 1, maxBodyBytes: ACCOUNTS_BODY_BYTES, signal, decode: decodeTransactionDetails });
    },
  };
}
