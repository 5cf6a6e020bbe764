/**
 * Every page of a portfolio (docs/platform/current-api.md, "Portfolio"): ask page 1, then
 * `pageNumber=N` while the page names a `nextPageNo`; the answer's `next` link is never followed. A
 * position seen on two pages (the portfolio changed while it was paged) is kept once. A provider
 * that keeps offering pages, or names a page it already gave, is stopped and the stop is said in
 * words.
 */
import { positionKey, type Portfolio, type PortfolioPage, type Position } from '../../../../shared/domain/positions.ts';
import { ok, type Result } from '../../../../shared/result.ts';

/** The most pages one read follows: 100,000 positions at the client's page size. */
export const PORTFOLIO_MAX_PAGES = 1000;

/** Reads every page through `fetchPage` (page numbers from 1); the first failure is the answer. */
export async function fetchPortfolio(
  fetchPage: (pageNumber: number) => Promise<Result<PortfolioPage>>,
  maxPages = PORTFOLIO_MAX_PAGES,
): Promise<Result<Portfolio>> {
  const byKey = new Map<string, Position>();
  const problems: string[] = [];
  let accountId: string | null = null;
  let totals: Portfolio['totals'] = null;
  let pages = 0;
  for (let pageNumber = 1; ;) {
    const page = await fetchPage(pageNumber);
    if (!page.ok) return page;
    pages += 1;
    accountId ??= page.data.accountId;
    totals ??= page.data.totals;
    for (const problem of page.data.problems) problems.push(problem);
    for (const position of page.data.positions) {
      const key = positionKey(position);
      if (!byKey.has(key)) byKey.set(key, position);
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
