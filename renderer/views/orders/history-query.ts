/**
 * From the view's choices to an `orders:history` request: the range's New York days, and the
 * filters the server applies (status, symbols, security type). Today is not history: the
 * watcher serves it, live.
 */
import type { OrderHistoryQuery } from '../../../shared/domain/order-history.ts';
import { rangeDates, type OrderRange } from './order-range.ts';
import type { HistoryFilters } from '../../feeds/orders/orders-store.ts';

/** The provider takes up to 25 symbols, comma-separated. */
export const MAX_SYMBOLS = 25;
const SYMBOL = /^[A-Z][A-Z0-9./-]{0,9}$/;

/** The history request for a range and filters at `nowMs`, or `null` for Today (live) or no account. */
export function historyQuery(accountKey: string | null, range: OrderRange, filters: HistoryFilters, nowMs: number): OrderHistoryQuery | null {
  if (accountKey === null || range.kind === 'today') return null;
  const { from, to } = rangeDates(range, nowMs);
  return {
    accountKey,
    from,
    to,
    ...(filters.status === null ? {} : { status: filters.status }),
    ...(filters.symbols.length === 0 ? {} : { symbols: [...filters.symbols] }),
    ...(filters.securityType === null ? {} : { securityType: filters.securityType }),
  };
}

/**
 * Typed symbols ("ko, aapl  brk.b") as the server takes them: upper case, once each, in the
 * order typed; or what is wrong, in words.
 */
export function parseSymbols(text: string): { symbols: string[] } | { problem: string } {
  const words = text
    .split(/[\s,]+/)
    .map((word) => word.trim().toUpperCase())
    .filter((word) => word !== '');
  const symbols = [...new Set(words)];
  const bad = symbols.find((symbol) => !SYMBOL.test(symbol));
  if (bad !== undefined) return { problem: `“${bad}” is not a market symbol (such as KO, AAPL or BRK.B).` };
  if (symbols.length > MAX_SYMBOLS) return { problem: `At most ${MAX_SYMBOLS} symbols at once.` };
  return { symbols };
}
