/**
 * `strikeboard positions`: an account's positions on the current API, every page (one Accounts
 * request a page), grouped by underlier, or every open account's (--all-accounts, with an Account
 * column); from the provider over the stored session, or one saved page (--input). The COMPLETE
 * view adds the greeks and the account's net delta and theta in share equivalents.
 */
import { accountKey, isClosedAccount, type Account } from '../../shared/domain/accounts.ts';
import { accountGreeks, sumPositions } from '../../shared/domain/position-math.ts';
import type { Portfolio, PositionView } from '../../shared/domain/positions.ts';
import { ok, type AppError, type Result } from '../../shared/result.ts';
import { unsupported, type BrokerClient } from '../../electron/backend/broker/broker-client.ts';
import { decodePortfolioPage } from '../../electron/backend/broker/v1/decode/index.ts';
import type { AccountCommand } from '../flags/account-flags.ts';
import { commandGeneration } from '../session/cli-environment.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import { portfolioSummary, positionColumns, positionRows } from '../tables/positions-table.ts';
import { renderTable } from '../tables/text-table.ts';
import { resolveAccountKey } from './orders-account.ts';

type PositionsCommand = Extract<AccountCommand, { name: 'positions' }>;

/** One account's answer. */
interface AccountPortfolio {
  accountId: string;
  accountKey: string | null;
  description: string | null;
  portfolio: Portfolio;
}

/** The decoded model with what is computed from it, for --json. */
const asJson = (entry: AccountPortfolio, view: PositionView) => ({
  ...entry,
  view,
  sums: sumPositions(entry.portfolio.positions),
  greeks: accountGreeks(entry.portfolio.positions),
});

function print(entries: readonly AccountPortfolio[], view: PositionView, io: CliIo, many: boolean): void {
  const rows = entries.flatMap((entry) => positionRows(entry.portfolio.positions, view).map((cells) => (many ? [entry.accountId, ...cells] : cells)));
  if (rows.length === 0) io.out(many ? 'No positions in any open account.' : `No positions in account ${entries[0]?.accountId ?? '(not said)'}.`);
  else for (const line of renderTable(positionColumns(view, many), rows)) io.out(line);
  for (const entry of entries) {
    io.out('');
    if (many) io.out(`Account ${entry.accountId}${entry.description === null ? '' : ` (${entry.description})`}:`);
    for (const line of portfolioSummary(entry.portfolio, view)) io.out(many ? `  ${line}` : line);
  }
  for (const entry of entries) for (const problem of entry.portfolio.problems) io.err(`note: account ${entry.accountId}: ${problem}`);
}

/** One saved page (--input). */
async function fromFile(command: PositionsCommand, path: string, io: CliIo): Promise<Result<AccountPortfolio>> {
  const generation = await commandGeneration(command, io);
  if (!generation.ok) return generation;
  if (generation.data === 'legacy') return unsupported('Positions');
  const body = await readSavedResponse(path, io);
  if (!body.ok) return body;
  const page = decodePortfolioPage({ body: body.data }, io.clock.now());
  if (!page.ok) return page;
  const { accountId, positions, totals, problems, nextPage, totalPages } = page.data;
  if (nextPage !== null)
    io.err(`note: the file holds one page; the provider has more (the next is page ${nextPage}${totalPages === null ? '' : ` of ${totalPages}`}).`);
  return ok({
    accountId: command.accountId ?? accountId ?? '(not said)',
    accountKey: null,
    description: null,
    portfolio: { accountId, positions, totals, pages: 1, problems },
  });
}

/** Every open account's portfolio; the first failure is the answer once the others are printed. */
async function everyAccount(client: BrokerClient, view: PositionView, io: CliIo): Promise<{ entries: AccountPortfolio[]; failure: AppError | null }> {
  const listed = await client.listAccounts();
  if (!listed.ok) return { entries: [], failure: listed.error };
  const entries: AccountPortfolio[] = [];
  let failure: AppError | null = null;
  for (const account of listed.data.filter((candidate: Account) => !isClosedAccount(candidate))) {
    const key = accountKey(account);
    const portfolio = await client.getPortfolio(key, { view });
    if (portfolio.ok) entries.push({ accountId: account.accountId, accountKey: key, description: account.description, portfolio: portfolio.data });
    else {
      io.err(`! account ${account.accountId}: ${portfolio.error.message}`);
      failure ??= portfolio.error;
    }
  }
  return { entries, failure };
}

/** Runs `positions`. */
export async function runPositions(command: PositionsCommand, io: CliIo): Promise<Result<void>> {
  let entries: AccountPortfolio[];
  let failure: AppError | null = null;
  if (command.input !== undefined) {
    const saved = await fromFile(command, command.input, io);
    if (!saved.ok) return saved;
    entries = [saved.data];
  } else {
    const opened = await openDataClient(command, io);
    if (!opened.ok) return opened;
    try {
      const { client } = opened.data;
      if (command.allAccounts && client.generation === 'v1') {
        ({ entries, failure } = await everyAccount(client, command.view, io));
      } else {
        const typed = command.accountId ?? '';
        const key = client.generation === 'legacy' ? ok(typed) : await resolveAccountKey(typed, client);
        if (!key.ok) return key;
        const portfolio = await client.getPortfolio(key.data, { view: command.view });
        if (!portfolio.ok) return portfolio;
        entries = [{ accountId: typed, accountKey: key.data, description: null, portfolio: portfolio.data }];
      }
    } finally {
      await opened.data.close();
    }
  }
  if (command.json) {
    const models = entries.map((entry) => asJson(entry, command.view));
    io.out(JSON.stringify(command.allAccounts ? { view: command.view, accounts: models } : models[0], null, 2));
  } else if (entries.length > 0 || failure === null) print(entries, command.view, io, command.allAccounts);
  return failure === null ? ok(undefined) : { ok: false, error: failure };
}
