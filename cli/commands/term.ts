/**
 * `strikeboard term --symbol X [--all]`: the term structure of an underlier on the current API, as
 * the app's panel draws it: the expiry list, the underlier's price, then each expiry's two strikes
 * nearest that price (term-points.ts, the same requests as the app), printed as a table or as the
 * model (--json). One expiry that fails is named; the others are printed.
 */
import { termExpiries, termQuoteCost } from '../../shared/domain/term-structure.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { termPoints, underlierPrice } from '../../electron/backend/term-structure/term-points.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient } from '../session/data-client.ts';
import type { MarketCommand } from '../flags/market-flags.ts';
import { termLines } from '../tables/term-table.ts';

type TermCommand = Extract<MarketCommand, { name: 'term' }>;

/** Runs `term`. */
export async function runTerm(command: TermCommand, io: CliIo): Promise<Result<void>> {
  const opened = await openDataClient(command, io);
  if (!opened.ok) return opened;
  const { client } = opened.data;
  try {
    if (client.generation !== 'v1') return fail('unsupported', 'The term structure needs the quotes and greeks of the current API (v1): run it with --api v1.');
    const listed = await client.getExpiryDates(command.symbol);
    if (!listed.ok) return listed;
    const dates = termExpiries(listed.data, command.scope).map((d) => d.date);
    if (dates.length === 0)
      return { ok: false, error: { code: 'provider', message: `The provider lists no coming option expiries for ${command.symbol}.`, refusedAsAsked: true } };
    io.err(`Asking ${dates.length} expiries × 2 strikes near the money: ${termQuoteCost(dates.length) + 1} quotes of the Market budget with the expiry list.`);
    const spot = await underlierPrice(client, command.symbol);
    if (!spot.ok) return spot;
    const asked = await termPoints(client, command.symbol, dates, spot.data);
    const spent = 1 + 1 + asked.quotes;
    if (command.json) io.out(JSON.stringify({ underlier: command.symbol, spot: spot.data, points: asked.points, spent }, null, 2));
    else for (const line of termLines(command.symbol, spot.data, asked.points, spent)) io.out(line);
    // Every expiry failed: nothing to show is a failure of the command (one failing is not).
    if (asked.points.every((p) => !p.ok))
      return fail(asked.points[0]?.ok === false ? asked.points[0].error.code : 'provider', `No expiry of ${command.symbol} could be drawn.`);
    return ok(undefined);
  } finally {
    await opened.data.close();
  }
}
