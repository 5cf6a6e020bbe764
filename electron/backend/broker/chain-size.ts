/**
 * How large an option chain the app takes. A chain answer beyond MAX_CHAIN_STRIKES strike rows is
 * refused in the backend, with its size and a window to ask for instead, and on the current API
 * the same query is then refused before it is sent again: no quotes are spent on it twice.
 *
 * Why refuse rather than stream the chain in parts: the chain view holds one chain in its cache
 * and grid, the live refresh re-asks only the strikes in view, and a chain in parts would still
 * cost every part's quotes (2 per pair) and every part's copy to the window. A chain at the body
 * cap (64 MiB, 2 million compact pairs) took 1.6 s to decode, 12 s to copy over IPC and counted 4.1
 * million quotes, 29 hours of the markets budget. Beyond twice the largest listed monthly ladder
 * (SPX, 5,201 strikes), rows are a scroll no one reads; a window of strikes around a price is what
 * a person wants, and what the current API can ask for (`noOfStrikes` with `strikePriceNear`).
 */
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import { fail, type AppError } from '../../../shared/result.ts';

/**
 * The most strike rows (all expiries of an answer together) one chain may hold: about twice SPX's
 * monthly ladder, 20,000 quotes on the current API (a seventh of the hour's markets budget).
 */
export const MAX_CHAIN_STRIKES = 10_000;

/** The widest window of strikes a chain query may ask for (the query schema's `strikeCount` maximum). */
const WIDEST_WINDOW = 2_000;

/** Strike rows of a chain, every expiry counted. */
export const strikeRowsOf = (chain: OptionChain): number => chain.expiries.reduce((sum, expiry) => sum + expiry.strikes.length, 0);

const count = (n: number): string => n.toLocaleString('en-US');
const pad = (n: number): string => String(n).padStart(2, '0');

/** "SPX for 2026-12-18", or "SPX for 2026-12" when the query names no day. */
const chainName = (query: ChainQuery): string =>
  `The option chain of ${query.underlier} for ${query.year}-${pad(query.month)}${query.day === undefined ? '' : `-${pad(query.day)}`}`;

/** How a chain can be asked for smaller, in the words of the generation the query went to. */
const WINDOW_ADVICE = {
  v1: `Ask for a window instead: up to ${count(WIDEST_WINDOW)} strikes around a price (noOfStrikes with strikePriceNear; on the command line, --strikes with --near).`,
  legacy: 'The legacy API cannot ask for a window of strikes; the current API can (Settings, Advanced, API generation).',
} as const;

/**
 * The refusal of a chain with `rows` strike rows. `seen`: it was answered just now (and not
 * loaded), or it is known from its last answer (and was not asked again, so nothing was spent).
 */
export function chainTooLarge(
  query: ChainQuery,
  rows: number,
  options: { seen: 'answered' | 'known'; generation: 'v1' | 'legacy'; limit?: number },
): { ok: false; error: AppError } {
  const limit = options.limit ?? MAX_CHAIN_STRIKES;
  const what =
    options.seen === 'answered'
      ? `has ${count(rows)} strikes, more than the ${count(limit)} one chain view shows, so it was not loaded.`
      : `has ${count(rows)} strikes (its last answer), more than the ${count(limit)} one chain view shows, so it was not asked for again and no quotes were spent.`;
  return fail('invalid-argument', `${chainName(query)} ${what} ${WINDOW_ADVICE[options.generation]}`);
}

/** The refusal of an answer far larger than the window asked for: the provider's fault, not the query's. */
export function windowOverrun(query: ChainQuery, rows: number, asked: number, limit = MAX_CHAIN_STRIKES): { ok: false; error: AppError } {
  return fail(
    'malformed',
    `${chainName(query)} came back with ${count(rows)} strikes where ${count(asked)} were asked for, more than the ${count(limit)} one chain view shows, so it was not loaded.`,
  );
}
