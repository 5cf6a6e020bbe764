/**
 * The portfolio and balance requests: the page asked by number (never by the `next` link), the
 * view, the page size and the Totals; the balance with its required instType; keys percent-encoded
 * and bad parameters refused before any URL exists. Then the paging itself: every page in turn,
 * a position seen twice kept once, and a provider that offers pages it already gave (or pages
 * without end) stopped with words.
 */
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_PAGE_SIZE, v1BalanceUrl, v1PortfolioUrl } from '../../../../../electron/backend/broker/v1/api-requests.ts';
import { fetchPortfolio } from '../../../../../electron/backend/broker/v1/portfolio-pages.ts';
import { emptyPortfolioPage, type PortfolioPage } from '../../../../../shared/domain/positions.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { fail, ok, type Result } from '../../../../../shared/result.ts';
import { position } from '../../../../helpers/position-builder.ts';
import { environment } from '../../session/session-fixture.ts';

const production: Environment = { ...environment, api: 'v1' };
const xml: Environment = { ...production, wireFormat: 'xml' };
const base = `${production.apiUrl}/v1/accounts`;

const data = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
};

describe('v1PortfolioUrl', () => {
  it('the first page: the page size, the view and the totals, no page number', () => {
    expect(data(v1PortfolioUrl(production, 'dBZOKt9xDrtRSAOl4MSiiA', { view: 'QUICK' }))).toBe(
      `${base}/dBZOKt9xDrtRSAOl4MSiiA/portfolio.json?count=${PORTFOLIO_PAGE_SIZE}&view=QUICK&totalsRequired=true`,
    );
  });

  it('a later page by its number, COMPLETE, a page size of its own, in XML; a key starting with - as it is', () => {
    expect(data(v1PortfolioUrl(xml, '-kQp7Xw2cLmN8vR4tYs1aZ', { view: 'COMPLETE', pageNumber: 3, count: 25 }))).toBe(
      `${base}/-kQp7Xw2cLmN8vR4tYs1aZ/portfolio?count=25&pageNumber=3&view=COMPLETE&totalsRequired=true`,
    );
  });

  it.each([
    ['an unknown view', { view: 'PERFORMANCE' }],
    ['page 0', { view: 'QUICK', pageNumber: 0 }],
    ['a page size of 0', { view: 'QUICK', count: 0 }],
    ['a page size over 1,000', { view: 'QUICK', count: 1001 }],
    ['half a page', { view: 'QUICK', pageNumber: 1.5 }],
    ['no request at all', undefined],
  ])('refuses %s', (_what, page) => {
    const result = v1PortfolioUrl(production, 'dBZOKt9xDrtRSAOl4MSiiA', page);
    expect(result.ok === false && result.error.code).toBe('invalid-argument');
  });

  it('refuses an account key that is not one', () => {
    const result = v1PortfolioUrl(production, '../orders', { view: 'QUICK' });
    expect(result.ok === false && result.error.code).toBe('invalid-argument');
  });
});

describe('v1BalanceUrl', () => {
  it('asks for the brokerage balance with its real-time value', () => {
    expect(data(v1BalanceUrl(production, 'dBZOKt9xDrtRSAOl4MSiiA'))).toBe(`${base}/dBZOKt9xDrtRSAOl4MSiiA/balance.json?instType=BROKERAGE&realTimeNAV=true`);
    expect(data(v1BalanceUrl(xml, 'dBZOKt9xDrtRSAOl4MSiiA'))).toBe(`${base}/dBZOKt9xDrtRSAOl4MSiiA/balance?instType=BROKERAGE&realTimeNAV=true`);
    expect(v1BalanceUrl(production, '').ok).toBe(false);
  });
});

const pageOf = (ids: string[], nextPage: number | null, extra: Partial<PortfolioPage> = {}): PortfolioPage => ({
  ...emptyPortfolioPage(),
  accountId: '83405188',
  positions: ids.map((positionId) => position({ positionId })),
  nextPage,
  ...extra,
});

/** A provider answering `pages` by page number, recording what was asked. */
const provider = (pages: Record<number, Result<PortfolioPage>>) => {
  const asked: number[] = [];
  const fetchPage = async (pageNumber: number): Promise<Result<PortfolioPage>> => {
    asked.push(pageNumber);
    return pages[pageNumber] ?? fail('provider', `no page ${pageNumber}`);
  };
  return { asked, fetchPage };
};

describe('fetchPortfolio', () => {
  it('reads page after page while a next page is named; the first Totals, every problem, one request a page', async () => {
    const totals = { marketValue: 1, daysGain: null, daysGainPercent: null, totalGain: null, totalGainPercent: null, totalCost: null, cash: 5 };
    const { asked, fetchPage } = provider({
      1: ok(pageOf(['1', '2'], 2, { totals })),
      2: ok(pageOf(['3'], 4, { problems: ['A position without a symbol was left out.'] })),
      4: ok(pageOf(['4'], null)),
    });
    const read = data(await fetchPortfolio(fetchPage));
    expect(asked).toEqual([1, 2, 4]);
    expect(read.positions.map((p) => p.positionId)).toEqual(['1', '2', '3', '4']);
    expect(read).toMatchObject({ accountId: '83405188', totals, pages: 3, problems: ['A position without a symbol was left out.'] });
  });

  it('a position that moved to the next page while the portfolio was paged is kept once', async () => {
    const { fetchPage } = provider({ 1: ok(pageOf(['1', '2'], 2)), 2: ok(pageOf(['2', '3'], null)) });
    expect(data(await fetchPortfolio(fetchPage)).positions.map((p) => p.positionId)).toEqual(['1', '2', '3']);
  });

  it('a failure on any page is the answer', async () => {
    const { fetchPage } = provider({ 1: ok(pageOf(['1'], 2)), 2: fail('rate-limited', 'spent') });
    expect(await fetchPortfolio(fetchPage)).toEqual(fail('rate-limited', 'spent'));
  });

  it('a next page that does not come after this one stops the reading, with words', async () => {
    const { asked, fetchPage } = provider({ 1: ok(pageOf(['1'], 2)), 2: ok(pageOf(['2'], 2)) });
    const read = data(await fetchPortfolio(fetchPage));
    expect(asked).toEqual([1, 2]);
    expect(read.problems).toEqual(['The provider named page 2 as the page after page 2; the pages after it were not read.']);
  });

  it('pages without end stop at the cap, with words', async () => {
    const asked: number[] = [];
    const read = data(
      await fetchPortfolio(
        async (pageNumber) => {
          asked.push(pageNumber);
          return ok(pageOf([String(pageNumber)], pageNumber + 1));
        },
        { maxPages: 5 },
      ),
    );
    expect(asked).toEqual([1, 2, 3, 4, 5]);
    expect(read.problems).toEqual(['The provider kept offering pages; reading stopped after 5 pages, so some positions may be missing.']);
  });
});
