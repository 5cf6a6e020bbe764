/**
 * The list-orders parameters of v1 (docs/platform/current-api.md, "Orders"), checked as the
 * platform checks them: count 1-100 (else 2005), fromDate/toDate as MMDDYYYY (else 2004), both or
 * neither, toDate not before fromDate and at most two years after it (else 2002).
 * `fromDate == toDate` is unconfirmed on the platform; this broker accepts it as a one-day window.
 * Filters outside the documented values are refused with the broker's own code 2006;
 * `transactionType` is accepted and ignored.
 */
import { easternMidnight } from '../eastern-time.ts';
import { queryParam, V1ApiError } from '../http/api-request.ts';
import { V1_ERROR_CODES } from '../wire/v1-errors.ts';

/** The status filter values (docs/platform/current-api.md, "Orders"), one at a time. */
export const V1_STATUS_FILTERS = ['OPEN', 'EXECUTED', 'CANCELLED', 'INDIVIDUAL_FILLS', 'CANCEL_REQUESTED', 'EXPIRED', 'REJECTED'] as const;
const SECURITY_TYPES = ['EQ', 'OPTN', 'MF', 'MMF'] as const;
const MARKET_SESSIONS = ['REGULAR', 'EXTENDED'] as const;
const MAX_SYMBOLS = 25;
const DEFAULT_COUNT = 25;
const MAX_COUNT = 100;

/** A checked list request. */
export interface V1OrderQuery {
  count: number;
  /** Orders placed strictly before this epoch ms (the marker), or null from the newest. */
  before: number | null;
  /** Window [from, to) in epoch ms, from New York midnights; null without dates. */
  window: { from: number; to: number } | null;
  status: string | null;
  symbols: ReadonlySet<string> | null;
  securityType: string | null;
  marketSession: string | null;
}

const fail = (code: number, message: string): never => {
  throw new V1ApiError(400, code, message);
};

function parseDate(name: string, text: string): { year: number; month: number; day: number } {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  const [month, day, year] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (!match || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || year < 1970) {
    return fail(V1_ERROR_CODES.invalidDateFormat, `Invalid date format for ${name}: "${text}" (MMDDYYYY expected)`);
  }
  return { year, month, day };
}

function parseWindow(query: [string, string][]): V1OrderQuery['window'] {
  const fromText = queryParam(query, 'fromDate') ?? '';
  const toText = queryParam(query, 'toDate') ?? '';
  if (fromText === '' && toText === '') return null;
  if (fromText === '' || toText === '') return fail(V1_ERROR_CODES.invalidDateRange, 'fromDate and toDate must be given together');
  const from = parseDate('fromDate', fromText);
  const to = parseDate('toDate', toText);
  const fromDay = Date.UTC(from.year, from.month - 1, from.day);
  const toDay = Date.UTC(to.year, to.month - 1, to.day);
  if (toDay < fromDay) return fail(V1_ERROR_CODES.invalidDateRange, 'toDate should be greater than fromDate');
  if (toDay > Date.UTC(from.year + 2, from.month - 1, from.day)) return fail(V1_ERROR_CODES.invalidDateRange, 'The date range cannot exceed two years');
  return { from: easternMidnight(from.year, from.month, from.day), to: easternMidnight(to.year, to.month, to.day + 1) };
}

function oneOf(query: [string, string][], name: string, allowed: readonly string[]): string | null {
  const value = queryParam(query, name);
  if (value === undefined || value === '') return null;
  const upper = value.toUpperCase();
  if (!allowed.includes(upper)) return fail(V1_ERROR_CODES.invalidParameter, `Invalid value for ${name}: "${value}" (one of ${allowed.join(', ')})`);
  return upper;
}

function parseSymbols(query: [string, string][]): ReadonlySet<string> | null {
  const text = queryParam(query, 'symbol');
  if (text === undefined || text === '') return null;
  const symbols = text
    .split(',')
    .map((symbol) => symbol.trim().toUpperCase())
    .filter((symbol) => symbol !== '');
  if (symbols.length > MAX_SYMBOLS) return fail(V1_ERROR_CODES.invalidParameter, `At most ${MAX_SYMBOLS} symbols, got ${symbols.length}`);
  if (symbols.some((symbol) => !/^[A-Z][A-Z0-9./-]{0,9}$/.test(symbol))) return fail(V1_ERROR_CODES.invalidParameter, `Invalid symbol in "${text}"`);
  return new Set(symbols);
}

/** Reads and checks every parameter; throws V1ApiError for the first bad one. */
export function parseV1OrderQuery(query: [string, string][]): V1OrderQuery {
  const countText = queryParam(query, 'count');
  let count = DEFAULT_COUNT;
  if (countText !== undefined && countText !== '') {
    if (!/^\d{1,6}$/.test(countText) || Number(countText) < 1 || Number(countText) > MAX_COUNT) {
      fail(V1_ERROR_CODES.invalidCount, `Invalid count "${countText}" (1 to ${MAX_COUNT})`);
    }
    count = Number(countText);
  }
  const markerText = queryParam(query, 'marker');
  let before: number | null = null;
  if (markerText !== undefined && markerText !== '') {
    if (!/^\d{1,15}$/.test(markerText)) fail(V1_ERROR_CODES.invalidMarker, `Invalid marker "${markerText}"`);
    before = Number(markerText);
  }
  return {
    count,
    before,
    window: parseWindow(query),
    status: oneOf(query, 'status', V1_STATUS_FILTERS),
    symbols: parseSymbols(query),
    securityType: oneOf(query, 'securityType', SECURITY_TYPES),
    marketSession: oneOf(query, 'marketSession', MARKET_SESSIONS),
  };
}
