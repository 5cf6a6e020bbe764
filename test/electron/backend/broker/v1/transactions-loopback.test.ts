/**
 * An account's transactions read with the real v1 client and decoders from a real HTTP server on
 * loopback: the range always sent as MMDDYYYY, 50 a page, each later page with the marker the one
 * before gave while a marker comes back (moreTransactions false on every page, as the platform
 * sends it), a row seen twice kept once, a marker given twice stopping the read in words, the
 * caps cutting the read and saying so; the details with their storeId; and every argument
 * checked before a request is made.
 */
import { describe, expect, it } from 'vitest';
import { readTransactionPages } from '../../../../../electron/backend/broker/v1/transaction-pages.ts';
import { loopbackClient, suiteLoopback } from './v1-loopback.ts';

const KEY = 'dBZOKt9xDrtRSAOl4MSiiA';
const RANGE = { from: '2024-12-02', to: '2026-12-01' };
const loopback = suiteLoopback();
const client = () => loopbackClient(loopback(), { now: '2026-12-01T20:30:00Z', limits: { accounts: 1e6 } }).client;

const row = (id: number) => ({
  transactionId: String(id),
  accountId: '83405188',
  transactionDate: Date.UTC(2026, 10, 2, 8) - id * 86_400_000,
  amount: -100.5,
  description: 'BOUGHT',
  transactionType: 'Bought',
  brokerage: { product: { symbol: 'AAPL', securityType: 'EQ' }, quantity: 1, price: 100.5, fee: 0 },
});

/** Pages of 50 rows counting down from `rows`, each naming the next by the marker `m<page>`; the last without a marker. */
function pages(rows: number, markerOf: (page: number) => string | undefined = (page) => `m${page}`) {
  return (url: string) => {
    const marker = new URL(url, 'http://x').searchParams.get('marker');
    const page = marker === null ? 0 : Number(marker.slice(1));
    const ids = Array.from({ length: Math.max(0, Math.min(50, rows - page * 50)) }, (_, i) => rows - page * 50 - i);
    const last = (page + 1) * 50 >= rows;
    const next = last ? undefined : markerOf(page + 1);
    const body = {
      TransactionListResponse: {
        moreTransactions: false,
        pageMarkers: 'blob',
        transactionCount: ids.length,
        totalCount: rows,
        ...(next === undefined ? {} : { marker: next }),
        Transaction: ids.map(row),
      },
    };
    return { status: 200, body: JSON.stringify(body) };
  };
}

describe('reading the transactions of a range', () => {
  it('pages on the marker, never on moreTransactions: 120 rows in 3 requests, the range as MMDDYYYY', async () => {
    loopback().setScript(pages(120));
    const api = client();
    const progress: number[] = [];
    const read = await readTransactionPages((marker) => api.getTransactionPage(KEY, { ...RANGE, ...(marker === null ? {} : { marker }) }), {
      onPage: ({ rows }) => progress.push(rows),
    });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.data).toMatchObject({ requests: 3, cut: false, problems: [] });
    expect(read.data.transactions).toHaveLength(120);
    expect(progress).toEqual([50, 100, 120]);
    expect(loopback().received[0]).toBe(`/v1/accounts/${KEY}/transactions.json?startDate=12022024&endDate=12012026&sortOrder=DESC&count=50`);
    expect(
      loopback()
        .received.slice(1)
        .map((url) => new URL(url, 'http://x').searchParams.get('marker')),
    ).toEqual(['m1', 'm2']);
  });

  it('stops on a marker given twice, and says so', async () => {
    loopback().setScript(pages(500, () => 'm1'));
    const api = client();
    const read = await readTransactionPages((marker) => api.getTransactionPage(KEY, { ...RANGE, ...(marker === null ? {} : { marker }) }));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.data).toMatchObject({ requests: 2, cut: true });
    expect(read.data.transactions).toHaveLength(100);
    expect(read.data.problems).toEqual([expect.stringMatching(/named a page it had already given \(marker m1\); the read stopped after 2 requests/)]);
  });

  it('keeps a row seen on two pages once, and stops at its caps saying how far it reached', async () => {
    const api = client();
    loopback().setScript(pages(300));
    const capped = await readTransactionPages((marker) => api.getTransactionPage(KEY, { ...RANGE, ...(marker === null ? {} : { marker }) }), { maxPages: 4 });
    if (!capped.ok) throw new Error(capped.error.message);
    expect(capped.data).toMatchObject({ requests: 4, cut: true, problems: [expect.stringMatching(/stopped at 200 transactions in 4 requests/)] });
    // The same first page twice (the provider's list moved under the read): its rows are kept once.
    loopback().setScript(pages(50));
    let calls = 0;
    const twice = await readTransactionPages(async () => {
      calls += 1;
      const page = await api.getTransactionPage(KEY, RANGE);
      return page.ok ? { ok: true, data: { ...page.data, marker: calls === 1 ? 'again' : null, more: calls === 1 } } : page;
    });
    if (!twice.ok) throw new Error(twice.error.message);
    expect(twice.data).toMatchObject({ requests: 2, cut: false });
    expect(twice.data.transactions).toHaveLength(50);
  });

  it('asks one transaction with the store its row named', async () => {
    const { brokerage, ...listed } = row(7);
    loopback().setScript(() => ({
      status: 200,
      body: JSON.stringify({ TransactionDetailsResponse: { ...listed, transactionId: 7, Brokerage: { ...brokerage, orderNo: '88' } } }),
    }));
    const answer = await client().getTransactionDetails(KEY, '7', '3');
    expect(answer).toMatchObject({ ok: true, data: { id: '7', orderNo: '88', amountCents: -10_050 } });
    expect(loopback().received).toEqual([`/v1/accounts/${KEY}/transactions/7.json?storeId=3`]);
  });

  it.each([
    [{ from: '2026-12-02', to: '2026-12-01' }, /from must start on or before its end/],
    [{ from: '2026-02-30', to: '2026-03-01' }, /real calendar date/],
    [{ ...RANGE, count: 51 }, /count/],
    [{ ...RANGE, marker: 'a&b=c' }, /must be a marker the provider gave/],
    [{ ...RANGE, sortOrder: 'UP' }, /sortOrder/],
  ])('refuses %j before asking', async (query, message) => {
    const answer = await client().getTransactionPage(KEY, query as never);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-argument', message: expect.stringMatching(message) } });
    expect(loopback().received).toEqual([]);
  });

  it('refuses a details id or store that is not digits before asking', async () => {
    expect(await client().getTransactionDetails(KEY, '7/../x', null)).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(await client().getTransactionDetails(KEY, '7', '3&x=1')).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(loopback().received).toEqual([]);
  });
});
