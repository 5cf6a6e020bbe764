/**
 * `strikeboard alerts [--status unread|read] [--category stock|account] [--count N]` and
 * `strikeboard alert --id N`: the platform's user alerts on the current API, newest first, and one
 * alert with its message as plain text (its markup and the platform's leftover CSS removed; never
 * rendered), from the provider over the stored session (one Users request each) or a saved answer
 * (--input). Read-only: nothing deletes an alert. Reading one may mark it read at the platform.
 */
import type { AlertDetails, AlertList } from '../../shared/domain/alerts.ts';
import { ok, type Result } from '../../shared/result.ts';
import { unsupported, type BrokerClient } from '../../electron/backend/broker/broker-client.ts';
import { decodeAlertDetails, decodeAlerts } from '../../electron/backend/broker/v1/decode/index.ts';
import type { AlertCommand } from '../flags/alert-flags.ts';
import { alertDetailLines, alertLines, shownOfTotal } from '../tables/alert-tables.ts';
import { commandGeneration } from '../session/cli-environment.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';

type AlertsCommand = Extract<AlertCommand, { name: 'alerts' }>;
type OneAlertCommand = Extract<AlertCommand, { name: 'alert' }>;

/** A saved answer decoded (v1 only: the legacy API has no alerts), or the provider's over the stored session. */
async function read<T>(
  command: AlertCommand,
  io: CliIo,
  decode: (body: string) => Result<T>,
  ask: (client: BrokerClient) => Promise<Result<T>>,
): Promise<Result<T>> {
  if (command.input !== undefined) {
    const generation = await commandGeneration(command, io);
    if (!generation.ok) return generation;
    if (generation.data === 'legacy') return unsupported('Alerts');
    const body = await readSavedResponse(command.input, io);
    return body.ok ? decode(body.data) : body;
  }
  const opened = await openDataClient(command, io);
  if (!opened.ok) return opened;
  try {
    return await ask(opened.data.client);
  } finally {
    await opened.data.close();
  }
}

/** The list as asked: the provider filters and cuts it itself; a saved answer is filtered and cut here. */
function asAsked(list: AlertList, command: AlertsCommand): AlertList {
  const { status, count } = command;
  if (status === undefined && count === undefined) return list;
  const alerts = list.alerts.filter((alert) => status === undefined || alert.status === status);
  return { ...list, alerts: count === undefined ? alerts : alerts.slice(0, count) };
}

/** Runs `alerts`. */
export async function runAlerts(command: AlertsCommand, io: CliIo): Promise<Result<void>> {
  const { status, category, count } = command;
  const listed = await read<AlertList>(
    command,
    io,
    // The list names no category per alert: a saved answer's is the one it was asked with (--category).
    (body) => decodeAlerts({ body }, { category }),
    (client) =>
      client.getAlerts({
        ...(status === undefined ? {} : { status }),
        ...(category === undefined ? {} : { category }),
        ...(count === undefined ? {} : { count }),
      }),
  );
  if (!listed.ok) return listed;
  const list = asAsked(listed.data, command);
  if (command.json) {
    io.out(JSON.stringify(list, null, 2));
    return ok(undefined);
  }
  for (const line of alertLines(list)) io.out(line);
  const note = shownOfTotal(list, status);
  if (note !== null) io.err(`note: ${note}`);
  return ok(undefined);
}

/** Runs `alert`. */
export async function runAlert(command: OneAlertCommand, io: CliIo): Promise<Result<void>> {
  const details = await read<AlertDetails>(
    command,
    io,
    (body) => decodeAlertDetails({ body }),
    (client) => client.getAlertDetails(command.alertId ?? ''),
  );
  if (!details.ok) return details;
  if (command.json) io.out(JSON.stringify(details.data, null, 2));
  else for (const line of alertDetailLines(details.data)) io.out(line);
  return ok(undefined);
}
