/**
 * GET /v1/user/alerts and /v1/user/alerts/{id} (docs/platform/current-api.md, "Alerts"): the
 * signed-in user's inbox, newest first unless `direction=ASC`, filtered by `category`, `status` and
 * `search` (text in the subject), at most `count` (default 25, at most 300) with `totalAlerts`
 * counting every match; nothing matching is the platform's empty inbox, HTTP 404 with code 53. One
 * alert's details carry its message in markup with `htmlTags=true`, else as text behind the
 * leftover style sheet, and reading them marks the alert READ. The sandbox answers its canned inbox
 * whatever is asked. Read-only: the platform's DELETE is not served (the server answers 405).
 */
import { BadParameterError, booleanParam, queryParam, V1ApiError, type ApiRequest } from '../http/api-request.ts';
import type { Reply } from '../http/reply.ts';
import { integerParam } from '../market/v1-params.ts';
import { V1_ERROR_CODES } from '../wire/v1-errors.ts';
import { v1Reply } from '../wire/v1-wire.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import type { AlertInboxes, InboxAlert } from './alert-inbox.ts';
import { htmlMessage, plainMessage } from './alert-text.ts';
import { SANDBOX_ALERTS } from './sandbox-alerts.ts';

/** The host `next` and `prev` name: not this broker, as the platform's links do not lead back. */
export const ALERT_LINK_HOST = 'http://alerts-internal.demo.invalid:8080';

const DEFAULT_COUNT = 25;
const MAX_COUNT = 300;

/** An optional word of `values` (any letter case), or undefined when absent. */
function optionalWord<T extends string>(query: [string, string][], name: string, values: readonly T[]): T | undefined {
  const text = queryParam(query, name);
  if (text === undefined || text === '') return undefined;
  const found = values.find((value) => value === text.toUpperCase());
  if (found === undefined) throw new BadParameterError(`Invalid value for ${name}: "${text}" (expected ${values.join(', ')})`);
  return found;
}

const seconds = (ms: number): number => Math.floor(ms / 1000);
const statusOf = (entry: InboxAlert): 'READ' | 'UNREAD' => (entry.readAt === null ? 'UNREAD' : 'READ');

function emptyInbox(): never {
  throw new V1ApiError(404, V1_ERROR_CODES.emptyInbox, 'There are currently no alerts in your inbox');
}

/** The list handler. */
export function v1AlertListHandler(inboxes: AlertInboxes, canned: boolean): (request: ApiRequest) => Reply {
  return (request) => {
    const { query } = request;
    const count = integerParam(query, 'count', 1, MAX_COUNT) ?? DEFAULT_COUNT;
    const category = optionalWord(query, 'category', ['STOCK', 'ACCOUNT'] as const);
    const status = optionalWord(query, 'status', ['READ', 'UNREAD', 'DELETED'] as const);
    const direction = optionalWord(query, 'direction', ['ASC', 'DESC'] as const) ?? 'DESC';
    const search = queryParam(query, 'search')?.trim().toLowerCase() ?? '';
    const summary = (entry: InboxAlert): WireObject => ({
      id: entry.alert.id,
      createTime: seconds(entry.alert.createdAt),
      subject: entry.alert.subject,
      status: statusOf(entry),
    });
    // The sandbox answers the same canned list, parameters checked but not applied.
    if (canned || request.environment === 'sandbox')
      return v1Reply(200, request.format, 'AlertsResponse', { totalAlerts: SANDBOX_ALERTS.length, Alert: SANDBOX_ALERTS.map(summary) });
    // Nothing is ever deleted here, so DELETED always finds the inbox empty.
    const matching = inboxes
      .alertsOf(request.username, inboxes.now())
      .filter(
        (entry) =>
          (category === undefined || entry.alert.category === category) &&
          (status === undefined || statusOf(entry) === status) &&
          (search === '' || entry.alert.subject.toLowerCase().includes(search)),
      );
    if (matching.length === 0) return emptyInbox();
    const ordered = direction === 'ASC' ? [...matching].reverse() : matching;
    return v1Reply(200, request.format, 'AlertsResponse', { totalAlerts: matching.length, Alert: ordered.slice(0, count).map(summary) });
  };
}

/** The link to a neighbour, on another host (never to be followed), or nothing. */
const neighbour = (entry: InboxAlert | undefined, suffix: string): string | undefined =>
  entry === undefined ? undefined : `${ALERT_LINK_HOST}/v1/user/alerts/${entry.alert.id}${suffix}`;

/** The details handler. */
export function v1AlertDetailsHandler(inboxes: AlertInboxes, canned: boolean): (request: ApiRequest) => Reply {
  return (request) => {
    const idText = request.path.alertId ?? '';
    const id = /^\d{1,15}$/.test(idText) ? Number(idText) : 0;
    if (id <= 0) throw new V1ApiError(400, V1_ERROR_CODES.alertIdNotPositive, 'Alert id should be greater than 0');
    const html = booleanParam(request.query, 'htmlTags', false);
    const sandbox = canned || request.environment === 'sandbox';
    const now = inboxes.now();
    const inbox = sandbox ? SANDBOX_ALERTS : inboxes.alertsOf(request.username, now);
    const index = sandbox
      ? Math.max(
          0,
          inbox.findIndex((entry) => entry.alert.id === id),
        )
      : inbox.findIndex((entry) => entry.alert.id === id);
    const found = inbox[index];
    if (found === undefined) throw new V1ApiError(404, V1_ERROR_CODES.unknownAlert, `Invalid alert id ${idText}`);
    // Reading the details marks the alert read (unconfirmed on the platform); the answer says so.
    if (!sandbox) inboxes.markRead(request.username, found.alert.id, now);
    const readAt = sandbox ? found.readAt : (found.readAt ?? now);
    const { alert } = found;
    const suffix = request.format === 'json' ? '.json' : '';
    const tree: WireObject = {
      id: alert.id,
      createTime: seconds(alert.createdAt),
      subject: alert.subject,
      msgText: html ? htmlMessage(alert.body) : plainMessage(alert.body),
      readTime: readAt === null ? 0 : seconds(readAt),
      deleteTime: 0,
      symbol: alert.symbol,
      next: neighbour(inbox[index + 1], suffix),
      prev: neighbour(inbox[index - 1], suffix),
    };
    return v1Reply(200, request.format, 'AlertDetailsResponse', tree);
  };
}
