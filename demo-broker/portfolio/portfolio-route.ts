/**
 * GET /v1/accounts/{accountIdKey}/portfolio (docs/platform/current-api.md, "Portfolio"): the
 * account's positions at the market clock, sorted, paged by `count` and `pageNumber` (`totalPages`
 * on every page, `nextPageNo` and an internal-host `next` link while another page exists), the
 * Totals with `totalsRequired=true`, one view's block per position. The demo's rules where the
 * platform's answer is not recorded (docs/platform/current-api.md, "Portfolio"): an account without
 * positions (the closed one) answers 204; a page past the last answers its AccountPortfolio without
 * Position; `marketSession` and `lotsRequired` are accepted and change nothing. Errors: 102 unknown
 * key, 100 another user's, 2005 a bad count, 2006 another bad value.
 */
import type { Clock } from '../clock.ts';
import { booleanParam, queryParam, V1ApiError, type ApiRequest } from '../http/api-request.ts';
import type { Reply } from '../http/reply.ts';
import { enumParam, integerParam } from '../market/v1-params.ts';
import { accountFor, LINK_HOST } from '../orders/v1-orders-route.ts';
import { V1_ERROR_CODES } from '../wire/v1-errors.ts';
import { noContentReply, v1Reply } from '../wire/v1-wire.ts';
import { bySymbol, type AccountPositions, type PricedPosition } from './account-snapshot.ts';
import { PORTFOLIO_VIEWS, positionTree, totalsTree, type PortfolioView } from './portfolio-wire.ts';
import { cannedPortfolioTree } from './sandbox-portfolio.ts';

/** Positions per page when `count` is not sent (the platform's default). */
export const DEFAULT_PORTFOLIO_COUNT = 50;
/** The most the demo serves on a page (the platform's `count` has "no practical cap"). */
const MAX_COUNT = 100_000;

/** The sort keys the demo orders by (the platform names these among others). */
export const PORTFOLIO_SORTS = ['SYMBOL', 'QUANTITY', 'MARKET_VALUE', 'TOTAL_GAIN', 'DAYS_GAIN', 'EXPIRATION', 'DATE_ACQUIRED'] as const;
type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];

/** A checked portfolio request. */
export interface PortfolioQuery {
  count: number;
  pageNumber: number;
  view: PortfolioView;
  sortBy: PortfolioSort;
  descending: boolean;
  totals: boolean;
}

/** Reads and checks the parameters; throws the platform's error for the first bad one. */
export function parsePortfolioQuery(query: [string, string][]): PortfolioQuery {
  const countText = queryParam(query, 'count');
  let count = DEFAULT_PORTFOLIO_COUNT;
  if (countText !== undefined && countText !== '') {
    if (!/^\d{1,6}$/.test(countText) || Number(countText) < 1 || Number(countText) > MAX_COUNT) {
      throw new V1ApiError(400, V1_ERROR_CODES.invalidCount, `Invalid count "${countText}" (a whole number from 1)`);
    }
    count = Number(countText);
  }
  enumParam(query, 'marketSession', ['REGULAR', 'EXTENDED'], 'REGULAR');
  booleanParam(query, 'lotsRequired', false);
  return {
    count,
    pageNumber: integerParam(query, 'pageNumber', 1, 1_000_000) ?? 1,
    view: enumParam(query, 'view', PORTFOLIO_VIEWS, 'QUICK'),
    sortBy: enumParam(query, 'sortBy', PORTFOLIO_SORTS, 'SYMBOL'),
    descending: enumParam(query, 'sortOrder', ['ASC', 'DESC'], 'ASC') === 'DESC',
    totals: booleanParam(query, 'totalsRequired', false),
  };
}

const gainOf = (position: PricedPosition): number => (position.book.costKnown ? position.marketValue - position.book.cost : 0);
const expiryOf = (position: PricedPosition): number => {
  const option = position.book.holding.option;
  return option === undefined ? 0 : option.year * 10_000 + option.month * 100 + option.day;
};

const SORT_KEYS: Readonly<Record<Exclude<PortfolioSort, 'SYMBOL'>, (position: PricedPosition) => number>> = {
  QUANTITY: (position) => position.book.quantity,
  MARKET_VALUE: (position) => position.marketValue,
  TOTAL_GAIN: gainOf,
  DAYS_GAIN: (position) => position.daysGain,
  EXPIRATION: expiryOf,
  DATE_ACQUIRED: (position) => position.book.openedAt ?? -1,
};

/** The positions in the asked order; ties keep the symbol order. */
function sorted(positions: readonly PricedPosition[], query: PortfolioQuery): PricedPosition[] {
  const key = query.sortBy === 'SYMBOL' ? null : SORT_KEYS[query.sortBy];
  const direction = query.descending ? -1 : 1;
  return [...positions].sort((a, b) => direction * (key === null ? bySymbol(a, b) : key(a) - key(b) || bySymbol(a, b)));
}

/** The portfolio handler; `canned` (stored-sample mode) and sandbox paths answer the sandbox's page. */
export function v1PortfolioHandler(positions: AccountPositions, market: Clock, canned: boolean): (request: ApiRequest) => Reply {
  return (request) => {
    if (canned || request.environment === 'sandbox') return v1Reply(200, request.format, 'PortfolioResponse', cannedPortfolioTree());
    const account = accountFor(request);
    const query = parsePortfolioQuery(request.query);
    const snapshot = positions.snapshot(account, market.now());
    if (snapshot.positions.length === 0) return noContentReply();
    const all = sorted(snapshot.positions, query);
    const totalPages = Math.ceil(all.length / query.count);
    const start = (query.pageNumber - 1) * query.count;
    const more = query.pageNumber < totalPages;
    const portfolioMv = all.reduce((sum, position) => sum + Math.abs(position.marketValue), 0);
    const suffix = request.format === 'json' ? '.json' : '';
    return v1Reply(200, request.format, 'PortfolioResponse', {
      Totals: query.totals ? totalsTree(snapshot) : undefined,
      AccountPortfolio: [
        {
          accountId: account.accountId,
          // The platform's link drops the query but the page: clients must not follow it.
          next: more ? `${LINK_HOST}/v1/accounts/${account.accountIdKey}/portfolio${suffix}?pageNumber=${query.pageNumber + 1}` : undefined,
          totalPages,
          nextPageNo: more ? query.pageNumber + 1 : undefined,
          Position: all.slice(start, start + query.count).map((position) => positionTree(position, snapshot, query.view, portfolioMv)),
        },
      ],
    });
  };
}
