/**
 * `strikeboard chain`: the option chain of an underlier for an expiry month, from the provider over
 * the stored session or from a saved response (--input), as a table or as the decoded model (--json).
 */
import { ok, type Result } from '../../../shared/result.ts';
import { decodeOptionChain } from '../../backend/broker/decode/index.ts';
import type { CliIo } from '../cli-io.ts';
import { chainLines } from '../chain-table.ts';
import { openDataClient, readSavedResponse } from '../data-client.ts';
import type { DataCommand } from '../data-flags.ts';

/** Runs `chain`. */
export async function runChain(command: Extract<DataCommand, { name: 'chain' }>, io: CliIo): Promise<Result<void>> {
  const { query } = command;
  let answer;
  if (command.input !== undefined) {
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const fetchedAt = io.clock.now();
    const chain = decodeOptionChain({ body: body.data }, { underlier: query.underlier, expirationMonth: query.month, expirationYear: query.year, chainType: query.chainType }, fetchedAt);
    if (!chain.ok) return chain;
    answer = { query, chain: chain.data, fetchedAt };
  } else {
    const opened = await openDataClient(command, io);
    if (!opened.ok) return opened;
    try {
      const fetched = await opened.data.client.getOptionChain(query);
      if (!fetched.ok) return fetched;
      answer = fetched.data;
    } finally {
      await opened.data.close();
    }
  }
  if (command.json) io.out(JSON.stringify(answer, null, 2));
  else for (const line of chainLines(answer.query, answer.chain)) io.out(line);
  // A mismatched answer is still an answer; it is flagged in both outputs, and on stderr for scripts.
  if (answer.chain.mismatch !== null && command.json) io.err(`note: ${answer.chain.mismatch}`);
  return ok(undefined);
}
