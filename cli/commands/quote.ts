/**
 * `strikeboard quote SYMBOL...`: quotes of underliers (the client batches them 25 a request),
 * matched by symbol; symbols the provider could not quote are said on standard error, not
 * dropped, and make the answer partial (exit 5); none quoted is an error (exit 2 when every
 * symbol was refused as unknown, else 4).
 */
import type { QuoteAnswer } from '../../shared/domain/quotes.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { unsupported } from '../../electron/backend/broker/broker-client.ts';
import { isV1RefusedAsAsked } from '../../electron/backend/broker/v1/decode/provider-error-codes.ts';
import { decodeQuotes } from '../../electron/backend/broker/v1/decode/index.ts';
import { commandGeneration } from '../session/cli-environment.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import type { MarketCommand } from '../flags/market-flags.ts';
import type { CommandOutcome } from '../exit-codes.ts';
import { quoteLines, quoteProblemLines } from '../tables/market-tables.ts';

/** Runs `quote`. */
export async function runQuote(command: Extract<MarketCommand, { name: 'quote' }>, io: CliIo): Promise<Result<CommandOutcome>> {
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
  // Nothing quoted at all is a failure, with nothing on standard output.
  if (answer.quotes.length === 0 && answer.problems.length > 0) return noneQuoted(answer.problems);
  if (command.json) io.out(JSON.stringify(answer, null, 2));
  else for (const line of quoteLines(answer)) io.out(line);
  // Some quoted is a partial answer: what is missing is said on standard error, and the exit code says so.
  for (const line of quoteProblemLines(answer.problems)) io.err(`strikeboard: ${line}`);
  return ok(answer.problems.length > 0 ? 'partial' : 'complete');
}

/** Every symbol refused: the user's to correct when each was refused as such (unknown symbols), else the provider's. */
function noneQuoted(problems: QuoteAnswer['problems']): Result<never> {
  const refused = fail('provider', 'The provider quoted none of the symbols.', problems.map((problem) => problem.message).join('\n'));
  return problems.every((problem) => isV1RefusedAsAsked(problem.code)) ? { ok: false, error: { ...refused.error, refusedAsAsked: true } } : refused;
}
