/**
 * `strikeboard quote SYMBOL...`: quotes of underliers (the client batches them 25 a request),
 * matched by symbol; symbols the provider could not quote are said, not dropped.
 */
import type { QuoteAnswer } from '../../shared/domain/quotes.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { unsupported } from '../../electron/backend/broker/broker-client.ts';
import { decodeQuotes } from '../../electron/backend/broker/v1/decode/index.ts';
import { commandGeneration } from '../cli-environment.ts';
import type { CliIo } from '../cli-io.ts';
import { openDataClient, readSavedResponse } from '../data-client.ts';
import type { MarketCommand } from '../market-flags.ts';
import { quoteLines } from '../market-tables.ts';

/** Runs `quote`. */
export async function runQuote(command: Extract<MarketCommand, { name: 'quote' }>, io: CliIo): Promise<Result<void>> {
  let answer: QuoteAnswer;
  if (command.input !== undefined) {
    // The legacy API has no such answer to decode (online, the client itself says so).
    const generation = await commandGeneration(command, io);
    if (!generation.ok) return generation;
    if (generation.data === 'legacy') return unsupported('Quotes');
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const decoded = decodeQuotes({ body: body.data }, command.symbols);
    if (!decoded.ok) return decoded;
    answer = decoded.data;
  } else {
    const opened = await openDataClient(command, io);
    if (!opened.ok) return opened;
    try {
      const fetched = await opened.data.client.getQuotes(command.symbols);
      if (!fetched.ok) return fetched;
      answer = fetched.data;
    } finally {
      await opened.data.close();
    }
  }
  if (command.json) io.out(JSON.stringify(answer, null, 2));
  else for (const line of quoteLines(answer)) io.out(line);
  // Nothing quoted at all is a failure a script must see; some quoted is an answer.
  if (answer.quotes.length === 0 && answer.problems.length > 0) {
    const first = answer.problems[0];
    return fail('provider', 'The provider quoted none of the symbols.', first === undefined ? undefined : first.message);
  }
  return ok(undefined);
}
