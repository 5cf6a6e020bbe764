/**
 * The URLs of the current API's (v1) data requests, built only from validated parameters: a bad
 * parameter is an `invalid-argument` Result and nothing is sent. Links the provider puts in its
 * bodies (`next`, `details`, `quoteDetail`) are never followed: they may name another host and
 * drop our query (docs/platform/wire-and-errors.md, "Links in answers").
 *
 * `{apiUrl}/v1/...`: a sandbox environment's apiUrl already is the sandbox host (no `/sandbox/`
 * segment). JSON is asked for with `.json` at the end of the path, before the query string.
 */
import { z } from 'zod';
import { UNDERLIER_PATTERN, type ChainQuery } from '../../../../shared/domain/chain-query.ts';
import { EXPIRY_KINDS, type ExpiryKind } from '../../../../shared/domain/expiries.ts';
import { accountKeySchema, orderHistoryQuerySchema } from '../../../../shared/domain/order-history.ts';
import { POSITION_VIEWS } from '../../../../shared/domain/positions.ts';
import type { Environment } from '../../../../shared/environments.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { rfc3986 } from '../../oauth/percent-encoding.ts';
import type { OrderPageRequest } from '../broker-client.ts';
import { validateOrderPage } from '../common/order-page.ts';
import { formatSuffix, queryString, type QueryParameters } from '../common/request-url.ts';

/** The most symbols one quote request may name (more is error 1023). */
export const QUOTE_SYMBOLS_PER_REQUEST = 25;

/** The market sessions the order list filters by. */
export const MARKET_SESSIONS = ['REGULAR', 'EXTENDED'] as const;

/** `{apiUrl}/v1`: a sandbox's apiUrl already is the sandbox host. */
export const base = (environment: Environment): string => `${environment.apiUrl}/v1`;

/** A market symbol as typed: trimmed and upper-cased, then checked. */
export function validateSymbol(symbol: unknown): Result<string> {
  const text = typeof symbol === 'string' ? symbol.trim().toUpperCase() : '';
  return UNDERLIER_PATTERN.test(text)
    ? ok(text)
    : fail('invalid-argument', `The symbol ${JSON.stringify(symbol)} is not valid: it must be a market symbol such as AAPL, SPX or BRK.B.`);
}

/** Validates an account key: v1's opaque `accountIdKey` (may start with '-') or a numeric ID. */
export function validateAccountKey(accountKey: unknown): Result<string> {
  const parsed = accountKeySchema.safeParse(accountKey);
  return parsed.success
    ? ok(parsed.data)
    : fail('invalid-argument', `The account key ${JSON.stringify(accountKey)} is not valid: it ${parsed.error.issues[0]?.message ?? 'is not an account key'}.`);
}

/** `GET /v1/accounts/list`. */
export function v1AccountsListUrl(environment: Environment): string {
  return `${base(environment)}/accounts/list${formatSuffix(environment)}`;
}

/** `GET /v1/market/optionexpiredate?symbol&expiryType`. */
export function expiryDatesUrl(environment: Environment, symbol: unknown, kind?: unknown): Result<string> {
  const valid = validateSymbol(symbol);
  if (!valid.ok) return valid;
  if (kind !== undefined && !(EXPIRY_KINDS as readonly unknown[]).includes(kind)) {
    return fail('invalid-argument', `The expiry type ${JSON.stringify(kind)} is not one of ${EXPIRY_KINDS.join(', ')}.`);
  }
  const parameters: [string, string][] = [['symbol', valid.data]];
  if (kind !== undefined) parameters.push(['expiryType', kind as ExpiryKind]);
  return ok(`${base(environment)}/market/optionexpiredate${formatSuffix(environment)}${queryString(parameters)}`);
}

/** The optionchains parameters of a validated query (docs/platform/current-api.md, "Option chains"). */
export function optionChainParameters(query: ChainQuery): QueryParameters {
  const parameters: [string, string][] = [
    ['symbol', query.underlier],
    ['expiryYear', String(query.year)],
    ['expiryMonth', String(query.month)],
  ];
  if (query.day !== undefined) parameters.push(['expiryDay', String(query.day)]);
  if (query.strikesNear !== undefined) parameters.push(['strikePriceNear', String(query.strikesNear)]);
  if (query.strikeCount !== undefined) parameters.push(['noOfStrikes', String(query.strikeCount)]);
  if (query.includeWeekly !== undefined) parameters.push(['includeWeekly', String(query.includeWeekly)]);
  // The provider hides adjusted options unless told otherwise (skipAdjusted defaults to true).
  parameters.push(['skipAdjusted', String(!query.includeAdjusted)]);
  if (query.category !== undefined) parameters.push(['optionCategory', query.category]);
  parameters.push(['chainType', query.chainType]);
  if (query.priceType !== undefined) parameters.push(['priceType', query.priceType]);
  return parameters;
}

/** `GET /v1/market/optionchains?...` for a query parsed at the edge (IPC, command line). */
export function v1OptionChainUrl(environment: Environment, query: ChainQuery): string {
  return `${base(environment)}/market/optionchains${formatSuffix(environment)}${queryString(optionChainParameters(query))}`;
}

/** One quote request: its URL and the symbols it names. */
export interface QuoteBatch {
  url: string;
  symbols: string[];
}

/**
 * `GET /v1/market/quote/{symbols}` in batches of 25: symbols validated, upper-cased and named once
 * each, in the order asked. Symbols are percent-encoded one by one; the separating comma is not.
 */
export function quoteBatches(environment: Environment, symbols: readonly unknown[]): Result<QuoteBatch[]> {
  if (symbols.length === 0) return fail('invalid-argument', 'Name at least one symbol to quote.');
  const unique: string[] = [];
  for (const symbol of symbols) {
    const valid = validateSymbol(symbol);
    if (!valid.ok) return valid;
    if (!unique.includes(valid.data)) unique.push(valid.data);
  }
  const batches: QuoteBatch[] = [];
  for (let start = 0; start < unique.length; start += QUOTE_SYMBOLS_PER_REQUEST) {
    const batch = unique.slice(start, start + QUOTE_SYMBOLS_PER_REQUEST);
    batches.push({ url: `${base(environment)}/market/quote/${batch.map(rfc3986).join(',')}${formatSuffix(environment)}`, symbols: batch });
  }
  return ok(batches);
}

/** `YYYY-MM-DD` → the wire's `MMDDYYYY`. */
/** The ISO day before `iso` (calendar arithmetic: month, year and leap days roll over). */
export const dayBefore = (iso: string): string =>
  new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) - 1)).toISOString().slice(0, 10);

export const wireDate = (iso: string): string => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

const filterSchema = orderHistoryQuerySchema.omit({ accountKey: true });
const marketSessionSchema = z.enum(MARKET_SESSIONS);

/** The order list filters as wire parameters; `fromDate`/`toDate` both or neither (the schema needs both). */
function orderFilterParameters(page: OrderPageRequest): Result<QueryParameters> {
  const parameters: [string, string][] = [];
  if (page.filter !== undefined) {
    const parsed = filterSchema.safeParse(page.filter);
    if (!parsed.success) {
      const problem = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'} ${issue.message}`).join('; ');
      return fail('invalid-argument', `The order history filter is not valid: ${problem}.`);
    }
    const { from, to, status, symbols, securityType } = parsed.data;
    if (to < from) return fail('invalid-argument', `The order history window ends (${to}) before it starts (${from}).`);
    // "toDate should be greater than fromDate" and fromDate == toDate is unconfirmed
    // (docs/platform/current-api.md, "Orders"): a one-day window goes out as [day before, day]; the
    // caller keeps only the day's orders (order-history-fetch.ts).
    parameters.push(['fromDate', wireDate(from === to ? dayBefore(from) : from)], ['toDate', wireDate(to)]);
    if (status !== undefined) parameters.push(['status', status]);
    if (symbols !== undefined && symbols.length > 0) parameters.push(['symbol', symbols.join(',')]);
    if (securityType !== undefined) parameters.push(['securityType', securityType]);
  }
  if (page.marketSession !== undefined) {
    const session = marketSessionSchema.safeParse(page.marketSession);
    if (!session.success) return fail('invalid-argument', `The market session ${JSON.stringify(page.marketSession)} is not REGULAR or EXTENDED.`);
    parameters.push(['marketSession', session.data]);
  }
  return ok(parameters);
}

const accountBase = (environment: Environment, accountKey: string): string => `${base(environment)}/accounts/${rfc3986(accountKey)}`;
const accountPath = (environment: Environment, accountKey: string): string => `${accountBase(environment, accountKey)}/orders`;

/** `GET /v1/accounts/{accountIdKey}/orders?marker&count&status&fromDate&toDate&symbol&securityType&marketSession`. */
export function v1OrderListUrl(environment: Environment, accountKey: unknown, page: OrderPageRequest = {}): Result<string> {
  const key = validateAccountKey(accountKey);
  if (!key.ok) return key;
  const valid = validateOrderPage(page);
  if (!valid.ok) return valid;
  const filters = orderFilterParameters(page);
  if (!filters.ok) return filters;
  const parameters: (readonly [string, string])[] = [];
  if (page.marker !== undefined) parameters.push(['marker', page.marker]);
  if (page.count !== undefined) parameters.push(['count', String(page.count)]);
  for (const parameter of filters.data) parameters.push(parameter);
  return ok(`${accountPath(environment, key.data)}${formatSuffix(environment)}${queryString(parameters)}`);
}

/** `GET /v1/accounts/{accountIdKey}/orders/{orderId}` (undocumented; answers the order with its events). */
export function v1OrderDetailsUrl(environment: Environment, accountKey: unknown, orderId: unknown): Result<string> {
  const key = validateAccountKey(accountKey);
  if (!key.ok) return key;
  if (typeof orderId !== 'string' || !/^\d{1,20}$/.test(orderId)) {
    return fail('invalid-argument', `The order ID ${JSON.stringify(orderId)} is not valid: it must be the numeric order ID.`);
  }
  return ok(`${accountPath(environment, key.data)}/${orderId}${formatSuffix(environment)}`);
}

/** Positions per portfolio page the client asks for: one request covers most accounts (the provider's default is 50). */
export const PORTFOLIO_PAGE_SIZE = 100;
/** The most positions per page the client asks for ("count has no practical cap": a bound of our own). */
export const PORTFOLIO_MAX_PAGE_SIZE = 1000;

/** One page of the portfolio: which view, which page (1 = the first) and how many per page. */
const portfolioPageSchema = z.object({
  view: z.enum(POSITION_VIEWS, { error: `must be ${POSITION_VIEWS.join(' or ')}` }),
  pageNumber: z.number().int().min(1).max(1_000_000).optional(),
  count: z.number().int().min(1).max(PORTFOLIO_MAX_PAGE_SIZE).optional(),
});

/**
 * `GET /v1/accounts/{accountIdKey}/portfolio?count&pageNumber&view&totalsRequired=true`: pages are
 * asked for by number (`nextPageNo`), never by following the answer's `next` link.
 */
export function v1PortfolioUrl(environment: Environment, accountKey: unknown, page: unknown): Result<string> {
  const key = validateAccountKey(accountKey);
  if (!key.ok) return key;
  const parsed = portfolioPageSchema.safeParse(page);
  if (!parsed.success) {
    const problem = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'} ${issue.message}`).join('; ');
    return fail('invalid-argument', `The portfolio page asked for is not valid: ${problem}.`);
  }
  const { view, pageNumber, count } = parsed.data;
  const parameters: [string, string][] = [['count', String(count ?? PORTFOLIO_PAGE_SIZE)]];
  // The first page is the provider's default: only later pages name their number.
  if (pageNumber !== undefined && pageNumber > 1) parameters.push(['pageNumber', String(pageNumber)]);
  parameters.push(['view', view], ['totalsRequired', 'true']);
  return ok(`${accountBase(environment, key.data)}/portfolio${formatSuffix(environment)}${queryString(parameters)}`);
}

/** `GET /v1/accounts/{accountIdKey}/balance?instType=BROKERAGE&realTimeNAV=true` (instType is required). */
export function v1BalanceUrl(environment: Environment, accountKey: unknown): Result<string> {
  const key = validateAccountKey(accountKey);
  if (!key.ok) return key;
  return ok(
    `${accountBase(environment, key.data)}/balance${formatSuffix(environment)}${queryString([
      ['instType', 'BROKERAGE'],
      ['realTimeNAV', 'true'],
    ])}`,
  );
}
