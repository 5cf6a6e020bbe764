/**
 * `strikeboard orders`: today's orders of an account: one page (its marker printed for the next),
 * every page (--all), or refreshed until Ctrl+C (--watch) with the changes as they happen; from
 * the provider over the stored session, or a saved page (--input, of the generation --api names).
 * On the current API (v1) the work is orders-v1.ts's: the day by its rule, or a history window.
 */
import type { ApiGeneration } from '../../shared/environments.ts';
import { countOrders, orderCountWords } from '../../shared/domain/order-count.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { decodeOrderList } from '../../electron/backend/broker/legacy/decode/decode-order-list.ts';
import { decodeV1OrderList } from '../../electron/backend/broker/v1/decode/decode-orders.ts';
import { fetchAllOrders } from '../../electron/backend/orders/order-paging.ts';
import { commandGeneration } from '../session/cli-environment.ts';
import type { CliIo } from '../io/cli-io.ts';
import { PAGE_CAP_NOTE, type CommandOutcome } from '../exit-codes.ts';
import { openDataClient, readSavedResponse, type DataClient } from '../session/data-client.ts';
import type { DataCommand } from '../flags/data-flags.ts';
import { orderLines } from '../tables/orders-table.ts';
import { notYourAccount } from './your-accounts.ts';
import { resolveAccountKey } from './orders-account.ts';
import { runV1Orders } from './orders-v1.ts';
import { watchOrders } from './orders-watch.ts';

type OrdersCommand = Extract<DataCommand, { name: 'orders' }>;

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** Runs `orders`. */
export async function runOrders(command: OrdersCommand, io: CliIo): Promise<Result<void | CommandOutcome>> {
  if (command.input !== undefined) {
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const generation = await savedGeneration(body.data, command, io);
    if (!generation.ok) return generation;
    const page = generation.data === 'v1' ? decodeV1OrderList({ body: body.data }) : decodeOrderList({ body: body.data });
    if (!page.ok) return page;
    if (command.json) io.out(JSON.stringify({ accountId: command.accountId, ...page.data }, null, 2));
    else for (const line of orderLines(page.data)) io.out(line);
    return ok(undefined);
  }
  const opened = await openDataClient(command, io);
  if (!opened.ok) return opened;
  try {
    const result = await fromProvider(command, opened.data, io);
    // Past the flags' checks, a refused argument on legacy is the account: say which ones are the
    // user's (v1 resolves the account itself and says so; its other refusals are the window's).
    if (!result.ok && result.error.code === 'invalid-argument' && opened.data.client.generation === 'legacy') {
      return { ok: false, error: await notYourAccount(result.error, command.accountId, opened.data.client, opened.data.environment.name) };
    }
    return result;
  } finally {
    await opened.data.close();
  }
}

/**
 * Which generation's decoder reads a saved answer: `--api`, else the one whose root the file
 * holds (a saved legacy `GetOrderListResponse` keeps decoding without `--api legacy`), else the
 * command's generation (`--env`'s, the current API by default).
 */
async function savedGeneration(body: string, command: OrdersCommand, io: CliIo): Promise<Result<ApiGeneration>> {
  if (command.api !== undefined) return ok(command.api);
  if (body.includes('GetOrderListResponse')) return ok('legacy');
  if (body.includes('OrdersResponse')) return ok('v1');
  return commandGeneration(command, io);
}

/** One page, every page, or --watch, from the provider. */
async function fromProvider(command: OrdersCommand, data: DataClient, io: CliIo): Promise<Result<void | CommandOutcome>> {
  const { client } = data;
  if (client.generation === 'v1') {
    const key = await resolveAccountKey(command.accountId, client);
    return key.ok ? runV1Orders(command, client, key.data, io) : key;
  }
  if (command.window !== undefined || command.status !== undefined || command.symbols !== undefined || command.securityType !== undefined) {
    return fail('unsupported', 'History windows and filters need the current API (v1); the legacy API lists only today’s orders.');
  }
  if (command.watch) {
    const paging = command.count === undefined ? {} : { pageSize: command.count };
    return await watchOrders(
      {
        accountId: command.accountId,
        json: command.json,
        fetchDay: (signal) => fetchAllOrders((page) => client.getOrderPage(command.accountId, page, signal), paging),
      },
      io,
    );
  }
  if (command.all) {
    const day = await fetchAllOrders((page) => client.getOrderPage(command.accountId, page), command.count === undefined ? {} : { pageSize: command.count });
    if (!day.ok) return day;
    const { book, pages } = day.data;
    if (command.json) {
      io.out(JSON.stringify({ accountId: command.accountId, pages, truncated: book.truncated === true, orders: book.orders, groups: book.groups }, null, 2));
    } else {
      for (const line of orderLines(book)) io.out(line);
      io.out(`${orderCountWords(countOrders(book))} in ${plural(pages, 'page')}.`);
    }
    if (book.truncated !== true) return ok('complete');
    io.err(PAGE_CAP_NOTE);
    return ok('partial');
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
}
