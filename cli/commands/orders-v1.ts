/**
 * `strikeboard orders` on the current API (v1): today's orders by the rule of today-window.ts
 * (the whole day: there is no page to choose), a history window with the filters sent to the
 * server (the first 2,000 orders unless --all), or --watch. Filters on today's orders are applied
 * here, as the rule's requests cannot carry them.
 */
import type { OrderBook } from '../../shared/domain/order-watch.ts';
import type { Order } from '../../shared/domain/orders.ts';
import { countOrders, orderCountWords } from '../../shared/domain/order-count.ts';
import { newYorkDayStart } from '../../shared/domain/market-time.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { BrokerClient } from '../../electron/backend/broker/broker-client.ts';
import { fetchOrderHistory, HISTORY_MAX_ORDERS } from '../../electron/backend/orders/order-history-fetch.ts';
import { createTodayOrdersSource } from '../../electron/backend/orders/v1-today-orders.ts';
import type { CliIo } from '../io/cli-io.ts';
import { PAGE_CAP_NOTE, type CommandOutcome } from '../exit-codes.ts';
import type { DataCommand } from '../flags/data-flags.ts';
import { orderLines } from '../tables/orders-table.ts';
import { quietLogger } from '../session/session-text.ts';
import { watchOrders } from './orders-watch.ts';

type OrdersCommand = Extract<DataCommand, { name: 'orders' }>;

/** With --all a history window is walked to its end: two years at 100 a page, within reason. */
const ALL_MAX_ORDERS = 100_000;

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** Whether an order passes today's client-side filters (--status, --symbol, --security-type). */
const passes =
  (command: OrdersCommand) =>
  (order: Order): boolean => {
    if (command.status !== undefined && order.status !== command.status) return false;
    if (command.symbols !== undefined && !order.legs.some((leg) => leg.symbol !== null && (command.symbols ?? []).includes(leg.symbol))) return false;
    if (command.securityType !== undefined && !order.legs.some((leg) => (command.securityType === 'OPTN') === (leg.option !== null))) return false;
    return true;
  };

const filtered = (book: OrderBook, command: OrdersCommand): OrderBook => {
  const keep = passes(command);
  return {
    ...book,
    orders: book.orders.filter(keep),
    groups: book.groups.filter((group) => group.orders.some(keep)),
  };
};

/** Runs `orders` against a v1 client for the account key `key`. */
export async function runV1Orders(command: OrdersCommand, client: BrokerClient, key: string, io: CliIo): Promise<Result<void | CommandOutcome>> {
  const source = () =>
    createTodayOrdersSource({
      fetchPage: (page) => client.getOrderPage(key, page),
      fetchDetails: (id) => client.getOrderDetails(key, id),
      logger: quietLogger,
    });
  if (command.watch) {
    const today = source();
    return await watchOrders(
      {
        accountId: command.accountId,
        json: command.json,
        fetchDay: async () => {
          const day = await today.fetch(io.clock.now());
          return day.ok ? ok({ ...day.data, book: filtered(day.data.book, command) }) : day;
        },
        pace: (intervalMs, requests) => client.quota.pace('orders', requests, intervalMs),
      },
      io,
    );
  }
  if (command.window !== undefined) {
    const { from, to } = command.window;
    const query = {
      accountKey: key,
      from,
      to,
      ...(command.status === undefined ? {} : { status: command.status }),
      ...(command.symbols === undefined ? {} : { symbols: command.symbols }),
      ...(command.securityType === undefined ? {} : { securityType: command.securityType }),
    };
    const history = await fetchOrderHistory(
      (page) => client.getOrderPage(key, page),
      query,
      io.clock.now(),
      command.all ? { maxOrders: ALL_MAX_ORDERS, maxPages: ALL_MAX_ORDERS / 100 } : {},
    );
    if (!history.ok) return history;
    const { book, capped } = history.data;
    if (command.json)
      io.out(JSON.stringify({ accountId: command.accountId, accountKey: key, from, to, capped, orders: book.orders, groups: book.groups }, null, 2));
    else {
      for (const line of orderLines(book, `No orders from ${from} to ${to}.`)) io.out(line);
      io.out(`${orderCountWords(countOrders(book))} from ${from} to ${to} (New York days).`);
    }
    if (capped !== null)
      io.err(
        `note: showing the first ${capped.shown.toLocaleString('en-US')} orders (newest first)${command.all ? '' : `; the window holds more: narrow it, or add --all (more than ${HISTORY_MAX_ORDERS.toLocaleString('en-US')} orders)`}.`,
      );
    return ok(undefined);
  }
  const day = await source().fetch(io.clock.now());
  if (!day.ok) return day;
  const book = filtered(day.data.book, command);
  if (command.json)
    io.out(
      JSON.stringify(
        {
          accountId: command.accountId,
          accountKey: key,
          requests: day.data.pages,
          truncated: book.truncated === true,
          orders: book.orders,
          groups: book.groups,
        },
        null,
        2,
      ),
    );
  else {
    for (const line of orderLines(book)) io.out(line);
    // The app's All tab and the demo broker's count say the same (shared/domain/order-count.ts).
    io.out(`${orderCountWords(countOrders(book, newYorkDayStart(io.clock.now())))} today (New York), in ${plural(day.data.pages, 'request')}.`);
  }
  // Stopped at the page cap, the day may miss orders: a partial answer (exit 5), said on stderr.
  if (book.truncated !== true) return ok('complete');
  io.err(PAGE_CAP_NOTE);
  return ok('partial');
}
