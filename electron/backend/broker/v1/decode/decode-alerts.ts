/**
 * The user alerts calls (docs/platform/current-api.md, "Alerts"), either format, into the shared
 * models: `GET /v1/user/alerts` (AlertsResponse: totalAlerts, Alert[] of id, createTime in seconds,
 * subject, status) → AlertList; `GET /v1/user/alerts/{id}` (AlertDetailsResponse: msgText, symbol,
 * readTime and deleteTime, 0 meaning not yet) → AlertDetails with the message as plain text. An
 * empty inbox is the platform's HTTP 404 with code 53, read as a list with nothing in it. `next`
 * and `prev` links are never read (not reliable neighbours, and never followed anyway).
 */
import { UNDERLIER_PATTERN } from '../../../../../shared/domain/chain-query.ts';
import {
  ALERT_CATEGORIES,
  emptyAlertList,
  type AlertCategory,
  type AlertDetails,
  type AlertList,
  type AlertSummary,
  type AlertSymbol,
} from '../../../../../shared/domain/alerts.ts';
import { isKnown } from '../../../../../shared/domain/open-enum.ts';
import { fail, type Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { readCount } from '../../common/decode/counts.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { InexactNumber } from '../../common/decode/inexact-number.ts';
import { lineText, messageText } from '../../common/markup/message-text.ts';
import { asNode, eachNode, readId, readText, type Node } from '../../common/decode/scalars.ts';
import { decodeV1ListResponse } from './no-records.ts';
import { readOsiKey } from './osi-key.ts';
import { readEpochSeconds } from './v1-scalars.ts';
import { decodeV1Response } from './v1-response.ts';

/** The empty inbox's code (HTTP 404): "There are currently no alerts in your inbox". */
export const EMPTY_INBOX_CODE = '53';

/** An alert ID the client can ask for again: a whole number above 0, as decimal text. */
const alertId = (value: unknown): string | undefined => {
  const id = readId(value);
  return id !== undefined && /^[1-9]\d{0,19}$/.test(id) ? id : undefined;
};

/** Text that may be provider markup, for one line. */
const subjectOf = (value: unknown): string => {
  const text = typeof value === 'string' ? value : readText(value);
  return text === undefined ? '' : lineText(text);
};

const categoryOf = (value: unknown): AlertCategory | null => {
  const word = readText(value)?.toUpperCase();
  return isKnown(ALERT_CATEGORIES, word) ? word : null;
};

const readSummary = (node: Node, category: AlertCategory | null): AlertSummary | null => {
  const id = alertId(node.id);
  // An alert without a usable ID could never be opened; the rest of the list still is.
  if (id === undefined) return null;
  return {
    id,
    createdAt: readEpochSeconds(node.createTime),
    subject: subjectOf(node.subject),
    status: readText(node.status)?.toUpperCase() ?? null,
    // The list names no category per alert; a `category` field, should one appear, is read.
    category: category ?? categoryOf(node.category),
  };
};

const readList = (content: unknown, category: AlertCategory | null): AlertList => {
  // `<AlertsResponse/>` and `{"AlertsResponse":{}}` alike: no alerts, no total said.
  if (content === '' || content === null) return { total: null, alerts: [] };
  const root = asNode(content) ?? malformed('AlertsResponse holds text, not elements');
  const alerts: AlertSummary[] = [];
  const seen = new Set<string>();
  eachNode(root.Alert ?? root.alert, 'Alert', (node) => {
    const summary = readSummary(node, category);
    if (summary === null || seen.has(summary.id)) return;
    seen.add(summary.id);
    alerts.push(summary);
  });
  return { total: readCount(root.totalAlerts, 'totalAlerts') ?? null, alerts };
};

/**
 * The alerts list: summaries in the provider's order, each with `category` when the list was
 * asked for one (`asked.category`), alerts without a usable ID left out. An empty inbox (404
 * with code 53, or 105, 204, an empty body) is an empty list; other errors are explained from
 * the v1 code table. Never throws.
 */
export const decodeAlerts = (response: ResponseBody, asked: { category?: AlertCategory | undefined } = {}): Result<AlertList> =>
  decodeV1ListResponse(
    response,
    { root: 'AlertsResponse', what: 'a list of alerts', read: (content) => readList(content, asked.category ?? null), empty: emptyAlertList },
    [EMPTY_INBOX_CODE, '105'],
  );

/** The symbol of an alert: an OSI key is the option it names, a ticker a stock, anything else text. */
export const readAlertSymbol = (value: unknown): AlertSymbol | null => {
  const text = readText(value);
  if (text === undefined) return null;
  const option = readOsiKey(text);
  if (option !== null) {
    return {
      kind: 'option',
      symbol: text.toUpperCase(),
      underlier: option.root.toUpperCase(),
      expiry: option.date,
      callPut: option.callPut,
      strike: option.strike,
    };
  }
  const upper = text.toUpperCase();
  return UNDERLIER_PATTERN.test(upper) ? { kind: 'stock', symbol: upper } : { kind: 'other', symbol: lineText(text.slice(0, 200)) };
};

/**
 * `msgText` as the wire gives it: text (markup escaped in XML, or in CDATA), a number, or, when
 * a producer put HTML unescaped into XML, elements: then their text, in document order as far as
 * the parsed tree keeps it, one line each. Walked without recursion (a hostile tree may be deep).
 */
const messageSource = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  // A number as its text; one beyond 2^53 - 1 as the provider wrote it (inexact-number.ts).
  if (typeof value === 'number' || value instanceof InexactNumber) return readText(value) ?? '';
  const texts: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') texts.push(item);
    else if (typeof item === 'number' || item instanceof InexactNumber) texts.push(readText(item) ?? '');
    else if (Array.isArray(item)) for (let i = item.length - 1; i >= 0; i -= 1) stack.push(item[i]);
    else if (typeof item === 'object' && item !== null) {
      const values = Object.values(item);
      for (let i = values.length - 1; i >= 0; i -= 1) stack.push(values[i]);
    }
  }
  return texts.join('\n');
};

const readDetails = (content: unknown): AlertDetails | null => {
  if (content === '' || content === null) return null;
  const root = asNode(content) ?? malformed('AlertDetailsResponse holds text, not elements');
  const id = alertId(root.id) ?? malformed(`the alert has no usable id (${JSON.stringify(readText(root.id) ?? null)})`);
  const message = messageText(messageSource(root.msgText ?? root.msgtext));
  return {
    id,
    createdAt: readEpochSeconds(root.createTime),
    subject: subjectOf(root.subject),
    message: message.text,
    links: message.links,
    symbol: readAlertSymbol(root.symbol),
    readAt: readEpochSeconds(root.readTime),
    deletedAt: readEpochSeconds(root.deleteTime),
  };
};

/**
 * One alert in full: the message as plain text (markup and the platform's leftover CSS removed,
 * entities decoded, links as text), the symbol read as a stock or an option. An answer without
 * the alert (204, empty) is a provider failure in words; an error (53 included: there is no such
 * alert to show) is explained from the v1 code table, and a 404 with the provider's error says
 * there is no such alert (asking again gets the same answer). Never throws.
 */
export const decodeAlertDetails = (response: ResponseBody): Result<AlertDetails> => {
  const decoded = decodeV1Response(response, {
    root: 'AlertDetailsResponse',
    what: 'an alert',
    read: readDetails,
    empty: () => null,
    notFound: 'The provider has no such alert in the inbox',
  });
  if (!decoded.ok) return decoded;
  return decoded.data === null ? fail('provider', 'The provider answered without the alert.') : { ok: true, data: decoded.data };
};
