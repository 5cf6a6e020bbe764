/**
 * `strikeboard balance --account ID|KEY`: the account's balance on the current API (value, cash,
 * buying power, what open orders hold back, the margin figures of a margin account), from the
 * provider over the stored session or a saved answer (--input). One Accounts request (two when an
 * account ID is resolved to its key).
 */
import type { AccountBalance } from '../../shared/domain/account-balance.ts';
import { ok, type Result } from '../../shared/result.ts';
import { unsupported } from '../../electron/backend/broker/broker-client.ts';
import { decodeBalance } from '../../electron/backend/broker/v1/decode/index.ts';
import type { AccountCommand } from '../flags/account-flags.ts';
import { balanceLines } from '../tables/balance-table.ts';
import { commandGeneration } from '../session/cli-environment.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import { resolveAccountKey } from './orders-account.ts';

type BalanceCommand = Extract<AccountCommand, { name: 'balance' }>;

/** The balance from a saved answer, or from the provider. */
async function read(command: BalanceCommand, io: CliIo): Promise<Result<AccountBalance>> {
  if (command.input !== undefined) {
    const generation = await commandGeneration(command, io);
    if (!generation.ok) return generation;
    if (generation.data === 'legacy') return unsupported('Account balances');
    const body = await readSavedResponse(command.input, io);
    return body.ok ? decodeBalance({ body: body.data }) : body;
  }
  const opened = await openDataClient(command, io);
  if (!opened.ok) return opened;
  try {
    const { client } = opened.data;
    if (client.generation === 'legacy') return await client.getBalance(command.accountId ?? '');
    const key = await resolveAccountKey(command.accountId ?? '', client);
    return key.ok ? await client.getBalance(key.data) : key;
  } finally {
    await opened.data.close();
  }
}

/** Runs `balance`. */
export async function runBalance(command: BalanceCommand, io: CliIo): Promise<Result<void>> {
  const balance = await read(command, io);
  if (!balance.ok) return balance;
  if (command.json) io.out(JSON.stringify(balance.data, null, 2));
  else for (const line of balanceLines(balance.data)) io.out(line);
  return ok(undefined);
}
