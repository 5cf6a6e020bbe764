/**
 * The asking half of the term structure: the underlier's quote once, then for each expiry a chain
 * of the two strikes nearest that price (v1 `noOfStrikes=2` with `strikePriceNear`), without the
 * chain's own underlier quote, measured into the expiry's figures. An expiry that fails becomes a
 * point with its error; the others are still drawn.
 */
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import { expiryFigures } from '../../../shared/domain/expiry-figures.ts';
import { TERM_STRIKES, type TermPoint } from '../../../shared/domain/term-structure.ts';
import { fail, ok, type AppError, type Result } from '../../../shared/result.ts';
import type { BrokerClient } from '../broker/broker-client.ts';
import { strikeRowsOf } from '../broker/chain-size.ts';

/** Chains asked at once: a few in flight keeps the time to the chart short without a burst rate limits punish. */
export const TERM_CONCURRENCY = 3;

/** Failures after which the remaining expiries are not asked: they would fail the same way. */
const STOPPING: ReadonlySet<string> = new Set(['rate-limited', 'not-signed-in', 'cancelled']);

/** The chain query of one expiry's strikes near `spot`. */
export function termChainQuery(underlier: string, date: string, spot: number): ChainQuery {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { underlier, year, month, day, chainType: 'CALLPUT', includeAdjusted: false, strikesNear: spot, strikeCount: TERM_STRIKES, includeWeekly: true };
}

/** The underlier's last price, or why there is none (nothing is drawn without it). */
export async function underlierPrice(api: BrokerClient, underlier: string, signal?: AbortSignal): Promise<Result<number>> {
  const answer = await api.getQuotes([underlier], signal);
  if (!answer.ok) return answer;
  const quote = answer.data.quotes.find((q) => q.symbol.toUpperCase() === underlier);
  if (quote !== undefined && quote.last !== null && Number.isFinite(quote.last) && quote.last > 0) return ok(quote.last);
  return fail('provider', `${underlier} has no last price to measure the term structure from.`, answer.data.problems[0]?.message);
}

/** One expiry's point: its chain near the price, measured, and the quotes its answer cost (2 per pair). */
async function pointOf(api: BrokerClient, underlier: string, date: string, spot: number, signal?: AbortSignal): Promise<{ point: TermPoint; quotes: number }> {
  const answer = await api.getOptionChain(termChainQuery(underlier, date, spot), signal, { underlier: false });
  if (!answer.ok) return { point: { date, ok: false, error: answer.error }, quotes: 0 };
  const quotes = 2 * strikeRowsOf(answer.data.chain);
  const expiry = answer.data.chain.expiries.find((e) => e.date === date);
  if (expiry === undefined) {
    return {
      point: { date, ok: false, error: { code: 'malformed', message: `The chain of ${underlier} for ${date} came back without that expiry.` } },
      quotes,
    };
  }
  return { point: { date, ok: true, figures: expiryFigures(expiry, spot, answer.data.chain.quoteTime ?? answer.data.fetchedAt) }, quotes };
}

/**
 * Every expiry's point, in the order of `dates`, a few at a time, and the quotes the answers cost. After a failure that would repeat
 * (rate limit, signed out, cancelled) the expiries not yet asked carry that failure, unsent.
 */
export async function termPoints(
  api: BrokerClient,
  underlier: string,
  dates: readonly string[],
  spot: number,
  signal?: AbortSignal,
): Promise<{ points: TermPoint[]; quotes: number }> {
  const points: TermPoint[] = new Array<TermPoint>(dates.length);
  let quotes = 0;
  let next = 0;
  let stopped: AppError | null = null;
  const worker = async (): Promise<void> => {
    while (next < dates.length) {
      const index = next;
      next += 1;
      const date = dates[index] ?? '';
      const asked = stopped === null ? await pointOf(api, underlier, date, spot, signal) : { point: { date, ok: false, error: stopped } as const, quotes: 0 };
      const point = asked.point;
      quotes += asked.quotes;
      if (!point.ok && STOPPING.has(point.error.code)) stopped ??= point.error;
      points[index] = point;
    }
  };
  await Promise.all(Array.from({ length: Math.min(TERM_CONCURRENCY, dates.length) }, worker));
  return { points, quotes };
}
