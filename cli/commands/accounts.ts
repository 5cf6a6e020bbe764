/**
 * `strikeboard accounts`: the signed-in user's accounts (account ID, opaque key, description,
 * nickname, type, status), closed ones apart; from the provider or a saved answer (--input).
 */
import type { Account } from '../../shared/domain/accounts.ts';
import { ok, type Result } from '../../shared/result.ts';
import { decodeAccountList } from '../../electron/backend/broker/v1/decode/index.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import type { MarketCommand } from '../flags/market-flags.ts';
import { accountLines } from '../tables/market-tables.ts';

/** Runs `accounts`. */
export async function runAccounts(command: Extract<MarketCommand, { name: 'accounts' }>, io: CliIo): Promise<Result<void>> {
  let accounts: Account[];
  if (command.input !== undefined) {
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const decoded = decodeAccountList({ body: body.data });
    if (!decoded.ok) return decoded;
    accounts = decoded.data;
  } else {
    const opened = await openDataClient(command, io);
    if (!opened.ok) return opened;
    try {
      const listed = await opened.data.client.listAccounts();
      if (!listed.ok) return listed;
      accounts = listed.data;
    } finally {
      await opened.data.close();
    }
  }
  if (command.json) io.out(JSON.stringify(accounts, null, 2));
  else for (const line of accountLines(accounts)) io.out(line);
  return ok(undefined);
}
