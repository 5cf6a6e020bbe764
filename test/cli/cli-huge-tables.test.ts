/**
 * Tables of more rows than a call takes arguments (200,000: a saved answer of a huge chain, a list
 * of accounts, an order of many legs): printed, not a stack overflow. The table's column widths
 * were `Math.max(...rows)` and its lines `push(...lines)`, which threw past about 125,000.
 */
import { describe, expect, it } from 'vitest';
import { orderLines } from '../../cli/tables/orders-table.ts';
import { runCli } from '../../cli/run-cli.ts';
import { renderTable } from '../../cli/tables/text-table.ts';
import { completeOrder } from '../../shared/domain/order-assembly.ts';
import { legFields, orderFields } from '../helpers/order-fixtures.ts';
import { fakeIo } from './fake-io.ts';

const ROWS = 200_000;

/** A v1 chain answer of `pairs` one-sided pairs, with a bid (a chain with quotes) or without. */
const chainAnswer = (pairs: number, quoted: boolean): string =>
  `{"OptionChainResponse":{"SelectedED":{"month":3,"year":2026,"day":20},"OptionPair":[${Array.from({ length: pairs }, (_, i) => `{"Call":{"strikePrice":${i + 1}${quoted ? ',"bid":1' : ''}}}`).join(',')}]}}`;

const accountsAnswer = (accounts: number): string =>
  JSON.stringify({
    AccountListResponse: {
      Accounts: {
        Account: Array.from({ length: accounts }, (_, i) => ({
          accountId: String(i + 1),
          accountIdKey: `key${i}`,
          accountStatus: 'CLOSED',
          closedDate: 1577941200,
        })),
      },
    },
  });

async function run(argv: string[], files: Record<string, string>) {
  const { io, out, err } = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, out, err: err.join('\n') };
}

describe('tables of 200,000 rows', () => {
  it('renders a table', () => {
    const lines = renderTable(
      [{ title: 'A' }, { title: 'B', right: true }],
      Array.from({ length: ROWS }, (_, i) => [String(i), 'x']),
    );
    expect(lines).toHaveLength(ROWS + 1);
  });

  it('prints a saved chain with quotes, and one without', async () => {
    for (const quoted of [true, false]) {
      const result = await run(['chain', '--symbol', 'SPX', '--expiry', '2026-03-20', '--input', 'chain.json'], { 'chain.json': chainAnswer(ROWS, quoted) });
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(result.out.length).toBeGreaterThan(ROWS);
    }
  }, 120_000);

  it('prints a list of closed accounts', async () => {
    const result = await run(['accounts', '--input', 'accounts.json'], { 'accounts.json': accountsAnswer(ROWS) });
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out.length).toBeGreaterThan(ROWS);
  }, 120_000);

  it('prints a saved quote answer of 200,000 symbols', async () => {
    const quotes = Array.from({ length: ROWS }, (_, i) => ({ Product: { symbol: `S${i}` }, All: { lastTrade: 1 } }));
    const result = await run(['quote', 'S0', '--input', 'quotes.json'], { 'quotes.json': JSON.stringify({ QuoteResponse: { QuoteData: quotes } }) });
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out.length).toBeGreaterThan(ROWS);
  }, 120_000);

  it('prints a group whose order has 200,000 legs', () => {
    const legs = Array.from({ length: ROWS }, (_, i) => legFields({ legNumber: i + 1 }));
    const member = completeOrder(orderFields({ orderId: '7', legs }));
    const lines = orderLines({
      orders: [],
      groups: [{ groupOrderId: 'G', groupType: null, cumulativeEstimatedCommission: null, cumulativeEstimatedFees: null, orders: [member] }],
    });
    expect(lines.length).toBeGreaterThan(ROWS);
  });
});
