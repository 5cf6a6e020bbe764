/**
 * Properties of the v1 order list, at the handler (no sockets, so many runs are cheap), seeded:
 * whatever the page size, the static filter and the time passing between pages, following the
 * markers gives exactly the orders the list held when the first page was asked for, newest first,
 * none lost, none repeated; and no query string makes the handler fail other than with a v1 error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../demo-broker/accounts.ts';
import { BadParameterError, V1ApiError, type ApiRequest } from '../../../demo-broker/http/api-request.ts';
import { OrderBook } from '../../../demo-broker/orders/order-book.ts';
import { V1OrderHistory } from '../../../demo-broker/orders/v1-account-history.ts';
import { v1OrderListHandler } from '../../../demo-broker/orders/v1-orders-route.ts';
import { ManualClock, MINUTES } from '../../helpers/manual-clock.ts';
import { WEDNESDAY_2PM, type V1OrdersResponse } from './v1-fixture.ts';

const SEED = 20_260_101;
const KEY = DEMO_ACCOUNTS[0]?.accountIdKey ?? '';

function setup(): { clock: ManualClock; list: (query: [string, string][]) => { status: number; body: string } } {
  const clock = new ManualClock(WEDNESDAY_2PM);
  const book = new OrderBook(SEED, DEMO_ACCOUNTS, clock.now());
  const handler = v1OrderListHandler(new V1OrderHistory(SEED, book, clock.now()), clock, false);
  const request = (query: [string, string][]): ApiRequest => ({
    query,
    format: 'json',
    environment: 'production',
    username: 'demo',
    path: { accountIdKey: KEY },
  });
  return { clock, list: (query) => handler(request(query)) };
}

/** Follows markers; `pause` says how long passes before each next page. */
function walk(list: ReturnType<typeof setup>['list'], query: [string, string][], pause: () => void): number[] {
  const ids: number[] = [];
  let marker: string | undefined;
  for (let pages = 0; pages < 1000; pages += 1) {
    const reply = list(marker === undefined ? query : [...query, ['marker', marker]]);
    if (reply.status === 204) break;
    const page = (JSON.parse(reply.body) as V1OrdersResponse).OrdersResponse;
    ids.push(...page.Order.map((order) => order.orderId));
    marker = page.marker;
    if (marker === undefined) break;
    pause();
  }
  return ids;
}

const FILTERS: [string, string][][] = [
  [],
  [['symbol', 'AAPL,JPM']],
  [['securityType', 'OPTN']],
  [
    ['securityType', 'EQ'],
    ['marketSession', 'REGULAR'],
  ],
  [
    ['fromDate', '10012027'],
    ['toDate', '10202027'],
  ],
];

describe('paging while the day moves', () => {
  it('never loses or repeats an order', () => {
    fc.assert(
      // Time passes before each of the first few pages (up to an hour in all): new orders arrive and
      // statuses change meanwhile.
      fc.property(
        fc.integer({ min: 5, max: 100 }),
        fc.constantFrom(...FILTERS),
        fc.array(fc.integer({ min: 0, max: 8 * MINUTES }), { minLength: 1, maxLength: 8 }),
        (count, filter, pauses) => {
          const { clock, list } = setup();
          const reference = walk(list, [['count', '100'], ...filter], () => {});
          let turn = 0;
          const walked = walk(list, [['count', String(count)], ...filter], () => clock.advance(pauses[turn++] ?? 0));
          expect(walked).toEqual(reference);
          expect(new Set(walked).size).toBe(walked.length);
        },
      ),
      { seed: 1311, numRuns: 25 },
    );
  });
});

describe('hostile queries', () => {
  const NAMES = ['count', 'marker', 'fromDate', 'toDate', 'status', 'symbol', 'securityType', 'marketSession', 'transactionType'];
  it('are answered, or refused with a v1 error, never thrown otherwise', () => {
    const { list } = setup();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^\d{1,16}$/))), { maxLength: 4 }),
        (query) => {
          try {
            const reply = list(query);
            expect([200, 204]).toContain(reply.status);
          } catch (error) {
            // A parameter given twice is the shared request layer's 400 (BadParameterError).
            expect(error instanceof V1ApiError || error instanceof BadParameterError).toBe(true);
          }
        },
      ),
      { seed: 2718, numRuns: 300 },
    );
  });
});
