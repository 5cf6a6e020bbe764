/**
 * `strikeboard order --account KEY --id N`: one order of the current API (v1) with its event
 * timeline (placed, sent, executed, cancelled...), from the undocumented single-order call (the
 * sandbox answers it with error 100), or a saved answer (--input --api v1).
 */
import { fail, ok, type Result } from '../../shared/result.ts';
import type { OrderDetails } from '../../shared/domain/order-history.ts';
import { decodeV1OrderDetails } from '../../electron/backend/broker/v1/decode/decode-orders.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import type { DataCommand } from '../flags/data-flags.ts';
import { orderDetailLines } from '../tables/orders-table.ts';
import { resolveAccountKey } from './orders-account.ts';

type OrderCommand = Extract<DataCommand, { name: 'order' }>;

const print = (command: OrderCommand, details: OrderDetails, io: CliIo): void => {
  if (command.json) io.out(JSON.stringify({ orderId: command.orderId, ...details }, null, 2));
  else for (const line of orderDetailLines(details)) io.out(line);
};

/** Runs `order`. */
export async function runOrder(command: OrderCommand, io: CliIo): Promise<Result<void>> {
  if (command.input !== undefined) {
    // Only the current API has the single-order call: a saved order is a v1 answer whatever --env says.
    if (command.api === 'legacy') return fail('unsupported', 'The legacy API has no single-order call: a saved order must be a current API (v1) answer.');
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const details = decodeV1OrderDetails({ body: body.data });
    if (!details.ok) return details;
    print(command, details.data, io);
    return ok(undefined);
  }
  const opened = await openDataClient(command, io);
  if (!opened.ok) return opened;
  try {
    const { client } = opened.data;
    const key = await resolveAccountKey(command.accountId, client);
    if (!key.ok) return key;
    const details = await client.getOrderDetails(key.data, command.orderId);
    if (!details.ok) return details;
    print(command, details.data, io);
    return ok(undefined);
  } finally {
    await opened.data.close();
  }
}
