/**
 * The API client of a data command, over the session `strikeboard login` stored: restored from the
 * keychain, checked to be usable, in the wire format asked for. Retries are told on stderr, so a
 * slow answer does not look like a hang.
 */
import type { Environment } from '../../shared/environments.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { BrokerClient } from '../../electron/backend/broker/broker-client.ts';
import type { RetryNotice } from '../../electron/backend/broker/common/retry-policy.ts';
import { createBrokerClient } from '../../electron/backend/broker/create-broker-client.ts';
import type { Session } from '../../electron/backend/session/session-types.ts';
import { withGeneration } from './cli-environment.ts';
import { cliQuotaMeter, readAppQuotaSettings } from './cli-quota.ts';
import type { CliIo } from '../io/cli-io.ts';
import { restoredSession } from './restored-session.ts';
import type { DataTarget } from '../flags/data-flags.ts';

/**
 * A client ready to use; `close()` stores the requests' activity in the keychain (so `status`
 * sees the session in use) and stops the session's timers (it is not signed out).
 */
export interface DataClient {
  /**
   * The client of the environment's API generation (`--api`, else the session's): the v1 client on
   * the current API, the legacy one otherwise.
   */
  client: BrokerClient;
  session: Session;
  environment: Environment;
  close(): Promise<void>;
}

/** Restores the stored session of `target.env` and builds the client. */
export async function openDataClient(target: DataTarget, io: CliIo): Promise<Result<DataClient>> {
  const restored = await restoredSession({ env: target.env, brokerUrl: target.brokerUrl }, io);
  if (!restored.ok) return restored;
  const login = `strikeboard login${target.env === undefined ? '' : ` --env ${target.env}`}`;
  if (restored.data === null) return fail('not-signed-in', `Not signed in: run \`${login}\` first.`);
  const { session } = restored.data;
  const state = session.snapshot().state;
  if (state !== 'active' && state !== 'inactive') {
    session.dispose();
    return fail('not-signed-in', `The stored session has ended (${state}; sessions end at midnight US Eastern): run \`${login}\` again.`);
  }
  const stored = withGeneration(restored.data.environment, target.api);
  const environment = target.format === undefined ? stored : { ...stored, wireFormat: target.format };
  const onRetry = (notice: RetryNotice) => io.err(`  ${notice.reason}; trying again in ${(notice.delayMs / 1000).toFixed(1)} s…`);
  // The provider counts per consumer key, whichever process spends: the command's meter starts from
  // what the app and other runs spent this hour (the shared ledger) and records what it spends.
  const meter = cliQuotaMeter(await readAppQuotaSettings(io), environment.id, io);
  const client = createBrokerClient({ session, environment, clock: io.clock, meter, onRetry });
  const close = async () => {
    await session.flush();
    session.dispose();
  };
  return ok({ client, session, environment, close });
}

/** Reads a saved response for --input, with a message that says which file. */
export async function readSavedResponse(path: string, io: CliIo): Promise<Result<string>> {
  try {
    return ok(await io.readFile(path));
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error);
    return fail('invalid-argument', `--input ${JSON.stringify(path)} cannot be read (${reason}).`);
  }
}
