/**
 * The v1 client's portfolio and balance calls (docs/platform/current-api.md, "Portfolio" and
 * "Balance"): every page of an account's positions and its brokerage balance, each request counted
 * under the Accounts budget, built by api-requests.ts and read by decode-portfolio.ts and
 * decode-balance.ts.
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

/** What the calls need of the client: its environment, clock, sender and (a test's) decoders. */
export interface PortfolioCallContext {
  environment: Environment;
  clock: Clock;
  send: ReturnType<typeof createSender>;
  decoders?: Partial<Pick<typeof realDecoders, 'decodePortfolioPage' | 'decodeBalance'>> | undefined;
}

/** `getPortfolio` and `getBalance` of the v1 client. */
export function portfolioCalls(context: PortfolioCallContext): Pick<BrokerClient, 'getPortfolio' | 'getBalance'> {
  const { environment, clock, send } = context;
  const { decodePortfolioPage = realDecoders.decodePortfolioPage, decodeBalance = realDecoders.decodeBalance } = context.decoders ?? {};
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
  };
}
