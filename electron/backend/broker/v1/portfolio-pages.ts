/**
 * Every page of a portfolio (docs/platform/current-api.md, "Portfolio"): ask page 1, then
 * `pageNumber=N` while the page names a `nextPageNo`; the answer's `next` link is never followed. A
 * position seen on two pages (the portfolio changed while it was paged) is kept once. A provider
 * that keeps offering pages, or names a page it already gave, is stopped and the stop is said in
 * words. One read holds at most PORTFOLIO_MAX_POSITIONS positions and PORTFOLIO_READ_MAX_BYTES of
 * answers together, and a page holding more positions than the `count` asked for is refused: each
 * is a clear error rather than part of a portfolio shown as the whole (its totals would be wrong).
 */
import { positionKey, type Portfolio, type PortfolioPage, type Position } from '../../../../shared/domain/positions.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { PORTFOLIO_PAGE_SIZE } from './api-requests.ts';

/** The most pages one read follows: 100,000 positions at the client's page size. */
export const PORTFOLIO_MAX_PAGES = 1000;
/** The most positions one portfolio read keeps; more is a clear error, never a part shown as the whole. */
export const PORTFOLIO_MAX_POSITIONS = 10_000;
/** The most bytes of answers one portfolio read's pages hold together. */
export const PORTFOLIO_READ_MAX_BYTES = 64 * 1024 * 1024;

const count = (n: number): string => n.toLocaleString('en-US');

/** How a read walks the pages: the positions each page was asked for, and the read's caps. */
export interface PortfolioLimits {
  /** The `count` each page was asked for (PORTFOLIO_PAGE_SIZE when absent). */
  pageSize?: number;
  maxPages?: number;
  maxPositions?: number;
  maxBytes?: number;
}

/** Reads every page through `fetchPage` (page numbers from 1); the first failure is the answer. */
export async function fetchPortfolio(
  fetchPage: (pageNumber: number) => Promise<Result<PortfolioPage>>,
  limits: PortfolioLimits = {},
): Promise<Result<Portfolio>> {
  const pageSize = limits.pageSize ?? PORTFOLIO_PAGE_SIZE;
  const maxPages = limits.maxPages ?? PORTFOLIO_MAX_PAGES;
  const maxPositions = limits.maxPositions ?? PORTFOLIO_MAX_POSITIONS;
  const maxBytes = limits.maxBytes ?? PORTFOLIO_READ_MAX_BYTES;
  let bytes = 0;
  const byKey = new Map<string, Position>();
  const problems: string[] = [];
  let accountId: string | null = null;
  let totals: Portfolio['totals'] = null;
  let pages = 0;
  for (let pageNumber = 1; ;) {
    const page = await fetchPage(pageNumber);
    if (!page.ok) return page;
    pages += 1;
    const held = page.data.positions.length;
    if (held > pageSize) {
      return fail(
        'malformed',
        `Page ${pageNumber} of the portfolio holds ${count(held)} positions, more than the ${count(pageSize)} asked for: the provider's answer was not read.`,
      );
    }
    bytes += page.data.bytes ?? 0;
    if (bytes > maxBytes) {
      return fail(
        'unsupported',
        `The portfolio's pages came to more than ${count(maxBytes / 2 ** 20)} MB by page ${pageNumber}; Strikeboard reads at most ${count(maxBytes / 2 ** 20)} MB of one portfolio.`,
      );
    }
    accountId ??= page.data.accountId;
    totals ??= page.data.totals;
    for (const problem of page.data.problems) problems.push(problem);
    for (const position of page.data.positions) {
      const key = positionKey(position);
      if (!byKey.has(key)) byKey.set(key, position);
    }
    if (byKey.size > maxPositions) {
      return fail('unsupported', `The portfolio has more than ${count(maxPositions)} positions; Strikeboard shows at most ${count(maxPositions)}.`);
    }
    const next = page.data.nextPage;
    if (next === null) break;
    if (next <= pageNumber) {
      problems.push(`The provider named page ${next} as the page after page ${pageNumber}; the pages after it were not read.`);
      break;
    }
    if (pages >= maxPages) {
      problems.push(`The provider kept offering pages; reading stopped after ${pages} pages, so some positions may be missing.`);
      break;
    }
    pageNumber = next;
  }
  return ok({ accountId, positions: [...byKey.values()], totals, pages, problems });
}
