/**
 * `strikeboard orders`: today's orders of an account: one page (its marker printed for the next),
 * every page (--all), or refreshed until Ctrl+C (--watch) with the changes as they happen; from
 * the provider over the stored session, or a saved page (--input).
 */
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { ok, type Result } from '../../../shared/result.ts';
import { decodeOrderList } from '../../backend/broker/decode/index.ts';
import { fetchAllOrders } from '../../backend/orders/order-paging.ts';
import { createOrderWatcher } from '../../backend/orders/order-watcher.ts';
import type { CliIo } from '../cli-io.ts';
import { openDataClient, readSavedResponse, type DataClient } from '../data-client.ts';
import type { DataCommand } from '../data-flags.ts';
import { changeLine, orderLines } from '../orders-table.ts';
import { quietLogger } from '../session-text.ts';

type OrdersCommand = Extract<DataCommand, { name: 'orders' }>;

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** Runs `orders`. */
export async function runOrders(command: OrdersCommand, io: CliIo): Promise<Result<void>> {
  if (command.input !== undefined) {
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const page = decodeOrderList({ body: body.data });
    if (!page.ok) return page;
    if (command.json) io.out(JSON.stringify({ accountId: command.accountId, ...page.data }, null, 2));
    else for (const line of orderLines(page.data)) io.out(line);
    return ok(undefined);
  }
  const opened = await openDataClient(command, io);
  if (!opened.ok) return opened;
  try {
    if (command.watch) return await watch(command, opened.data, io);
    const { client } = opened.data;
    if (command.all) {
      const day = await fetchAllOrders((page) => client.getOrderPage(command.accountId, page), command.count === undefined ? {} : { pageSize: command.count });
      if (!day.ok) return day;
      const { book, pages } = day.data;
      if (command.json) {
        io.out(JSON.stringify({ accountId: command.accountId, pages, truncated: book.truncated === true, orders: book.orders, groups: book.groups }, null, 2));
      } else {
        for (const line of orderLines(book)) io.out(line);
        io.out(`${plural(book.orders.length, 'order')} and ${plural(book.groups.length, 'group order')} in ${plural(pages, 'page')}.`);
      }
      if (book.truncated === true) io.err('note: the provider kept offering more pages; stopped at the page cap, the oldest orders may be missing.');
      return ok(undefined);
    }
    const page = await client.getOrderPage(command.accountId, { count: command.count, marker: command.marker });
    if (!page.ok) return page;
    if (command.json) {
      io.out(JSON.stringify({ accountId: command.accountId, ...page.data }, null, 2));
    } else {
      for (const line of orderLines(page.data)) io.out(line);
      io.out(page.data.marker === null ? 'No more pages.' : `More orders: add --marker '${page.data.marker}' (or use --all).`);
    }
    return ok(undefined);
  } finally {
    opened.data.close();
  }
}

/** --watch: refresh until interrupted, printing the book once and then what changes. */
async function watch(command: OrdersCommand, data: DataClient, io: CliIo): Promise<Result<void>> {
  const interrupted = io.interrupted?.() ?? new AbortController().signal;
  let shown = false;
  let lastError: string | null = null;
  const print = (state: OrderWatchState) => {
    if (state.refreshing) return;
    if (command.json) {
      io.out(JSON.stringify(state));
      return;
    }
    if (state.stale !== null && state.stale.error.message !== lastError) {
      lastError = state.stale.error.message;
      io.err(`! refresh failed, showing data from ${state.dataTime === null ? 'nowhere yet' : new Date(state.dataTime).toISOString()}: ${lastError} Next try in ${Math.round(state.intervalMs / 1000)} s.`);
    }
    if (state.stale === null) lastError = null;
    if (state.book === null || state.stale !== null) return;
    if (!shown) {
      shown = true;
      for (const line of orderLines(state.book)) io.out(line);
      io.err(`Watching account ${command.accountId}, refreshing every ${Math.round(state.intervalMs / 1000)} s. Ctrl+C ends.`);
      return;
    }
    const stamp = new Date(state.dataTime ?? io.clock.now()).toISOString();
    for (const change of state.changes) io.out(`${stamp} ${changeLine(change)}`);
  };
  const watcher = createOrderWatcher({
    accountId: command.accountId,
    clock: io.clock,
    random: Math.random,
    logger: quietLogger,
    fetchDay: (signal) => fetchAllOrders((page) => data.client.getOrderPage(command.accountId, page, signal), command.count === undefined ? {} : { pageSize: command.count }),
    preferences: () => ({ refreshSeconds: 10, notifications: !command.json }),
    windowVisible: () => true,
    emit: print,
    notify: (note) => io.err(`* ${note.title}: ${note.body}`),
  });
  await watcher.refresh();
  await new Promise<void>((resolve) => {
    if (interrupted.aborted) resolve();
    interrupted.addEventListener('abort', () => resolve(), { once: true });
  });
  watcher.stop();
  return ok(undefined);
}
