/**
 * `GET /v1/accounts/{key}/portfolio` (PortfolioResponse → Totals? and AccountPortfolio[] with
 * Position[], totalPages or totalNoOfPages, nextPageNo) of either wire format into one page of the
 * shared model (docs/platform/current-api.md, "Portfolio"). `next` is never read: the client asks
 * for `pageNumber` itself. An empty portfolio may come as 204, an empty body, error 105 or a page
 * without Position (unrecorded which): each is a page with no positions.
 */
import { calendarDayNumber } from '../../../../../shared/domain/calendar.ts';
import { newYorkDate } from '../../../../../shared/domain/market-time.ts';
import { emptyPortfolioPage, type PortfolioPage, type PortfolioTotals, type Position } from '../../../../../shared/domain/positions.ts';
import type { Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { asNode, eachNode, firstNode, readInteger, readText, type Node } from '../../common/decode/scalars.ts';
import { decodeV1ListResponse } from './no-records.ts';
import { readV1Position } from './read-v1-position.ts';
import { numberOrNull } from './v1-scalars.ts';

const readTotals = (node: Node): PortfolioTotals => ({
  marketValue: numberOrNull(node.totalMarketValue),
  daysGain: numberOrNull(node.todaysGainLoss),
  daysGainPercent: numberOrNull(node.todaysGainLossPct),
  totalGain: numberOrNull(node.totalGainLoss),
  totalGainPercent: numberOrNull(node.totalGainLossPct),
  totalCost: numberOrNull(node.totalPricePaid),
  cash: numberOrNull(node.cashBalance),
});

/** A page number the provider names: a whole number from 1 on, else none. */
const pageNumber = (value: unknown): number | null => {
  const number = readInteger(value);
  return number === undefined || number < 1 ? null : number;
};

const readPage = (content: unknown, today: number): PortfolioPage => {
  // `<PortfolioResponse/>` and `{"PortfolioResponse":{}}` hold no positions.
  if (content === '' || content === null) return emptyPortfolioPage();
  const root = asNode(content) ?? malformed('PortfolioResponse holds text, not elements');
  const positions: Position[] = [];
  const problems: string[] = [];
  let accountId: string | null = null;
  let totalPages: number | null = null;
  let nextPage: number | null = null;
  let totalsNode = firstNode(root.Totals ?? root.totals, 'Totals');
  eachNode(root.AccountPortfolio ?? root.accountPortfolio, 'AccountPortfolio', (portfolio) => {
    accountId ??= readText(portfolio.accountId) ?? null;
    // The recordings say totalPages, the documentation totalNoOfPages.
    totalPages ??= pageNumber(portfolio.totalPages ?? portfolio.totalNoOfPages);
    nextPage ??= pageNumber(portfolio.nextPageNo);
    totalsNode ??= firstNode(portfolio.Totals ?? portfolio.totals, 'Totals');
    eachNode(portfolio.Position ?? portfolio.position, 'Position', (node) => {
      const reading = readV1Position(node, today);
      if (reading.position !== undefined) positions.push(reading.position);
      else problems.push(reading.problem);
    });
  });
  return { accountId, positions, totals: totalsNode === undefined ? null : readTotals(totalsNode), totalPages, nextPage, problems };
};

/** The last minute asked about and its New York day: a refresh every few seconds asks the time zone once a minute. */
let lastMinute = Number.NaN;
let lastDay = 0;

/**
 * New York's calendar day number at `now`, once per minute (New York midnight always falls on a
 * whole minute, so one minute never spans two days): each position's days to expiry is then plain
 * arithmetic.
 */
const newYorkDayNumber = (now: number): number => {
  const minute = Math.floor(now / 60_000);
  if (minute !== lastMinute) {
    lastDay = calendarDayNumber(newYorkDate(now));
    lastMinute = minute;
  }
  return lastDay;
};

/**
 * One page of v1 `portfolio` → its positions (options with their contract, shorts negative,
 * unknown costs and dates as null), the Totals when asked for, the page count and the next page.
 * `now` (epoch ms) counts days to expiry in New York days. Errors are explained from the v1 code
 * table. Never throws.
 */
export const decodePortfolioPage = (response: ResponseBody, now: number): Result<PortfolioPage> => {
  const today = newYorkDayNumber(now);
  return decodeV1ListResponse(response, {
    root: 'PortfolioResponse',
    what: 'a portfolio',
    read: (content) => readPage(content, today),
    empty: emptyPortfolioPage,
  });
};
