/**
 * `strikeboard expiries --symbol X [--type weekly|monthly|quarterly|all]`: the option expiry dates
 * of an underlier, nearest first, with New York days to expiry; from the provider or --input.
 */
import type { ExpiryDate } from '../../shared/domain/expiries.ts';
import { ok, type Result } from '../../shared/result.ts';
import { unsupported } from '../../electron/backend/broker/broker-client.ts';
import { decodeExpiryDates } from '../../electron/backend/broker/v1/decode/index.ts';
import { commandGeneration } from '../session/cli-environment.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import type { MarketCommand } from '../flags/market-flags.ts';
import { expiryLines } from '../tables/market-tables.ts';

type ExpiriesCommand = Extract<MarketCommand, { name: 'expiries' }>;

/** Runs `expiries`. */
export async function runExpiries(command: ExpiriesCommand, io: CliIo): Promise<Result<void>> {
  let expiries: ExpiryDate[];
  if (command.input !== undefined) {
    // The legacy API has no such answer to decode (online, the client itself says so).
    const generation = await commandGeneration(command, io);
    if (!generation.ok) return generation;
    if (generation.data === 'legacy') return unsupported('Option expiry dates');
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const decoded = decodeExpiryDates({ body: body.data }, io.clock.now());
    if (!decoded.ok) return decoded;
    expiries = decoded.data;
  } else {
    const opened = await openDataClient(command, io);
    if (!opened.ok) return opened;
    try {
      const listed = await opened.data.client.getExpiryDates(command.symbol, command.kind);
      if (!listed.ok) return listed;
      expiries = listed.data;
    } finally {
      await opened.data.close();
    }
  }
  // The provider filters by type; a saved answer (or a provider that did not) is filtered here.
  const shown = command.kind === undefined ? expiries : expiries.filter((expiry) => expiry.kind === command.kind);
  if (command.json) io.out(JSON.stringify({ symbol: command.symbol, expiries: shown }, null, 2));
  else for (const line of expiryLines(command.symbol, shown)) io.out(line);
  return ok(undefined);
}
