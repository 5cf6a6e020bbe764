/**
 * The term structure service: ATM IV and the expected move of each expiry asked, cached for a
 * minute per environment, underlier and expiry set, so that drawing it again within the minute
 * costs nothing. A cached answer with failed expiries re-asks only those. The cache is forgotten
 * on every session move (another environment or sign-in, signed out), heard by subscription to
 * the session news like every feed; an answer fetched across such a move is never kept.
 */
import {
  TERM_CACHE_MS,
  TERM_STRIKES,
  termQuoteCost,
  type TermAnswer,
  type TermPlan,
  type TermPoint,
  type TermQuery,
} from '../../../shared/domain/term-structure.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { withClient, type SessionClient } from '../broker/session-client.ts';
import type { Clock } from '../services.ts';
import { termPoints, underlierPrice } from './term-points.ts';

export interface TermStructureService {
  /** What `get` of the same query would spend now, asking nothing. */
  plan(query: TermQuery): Result<TermPlan>;
  /** The term structure, from the cache while it is younger than a minute. */
  get(query: TermQuery, signal?: AbortSignal): Promise<Result<TermAnswer>>;
  dispose(): void;
}

interface Cached {
  readonly spot: number;
  readonly points: readonly TermPoint[];
  readonly fetchedAt: number;
}

/** Cached answers kept at most (oldest forgotten first): a person looks at a few underliers a minute. */
const MAX_CACHED = 32;

const UNSUPPORTED =
  'The term structure needs the quotes and greeks of the current API (v1); this environment speaks the legacy API. Choose the current API under Settings → Advanced.';

/** Creates the service over the session-bound client. */
export function createTermStructureService(deps: { client: SessionClient; clock: Clock }): TermStructureService {
  const { client, clock } = deps;
  const cache = new Map<string, Cached>();
  const stopListening = client.news.subscribe((news) => {
    if (news.kind !== 'back') cache.clear();
  });

  const keyOf = (query: TermQuery): string => `${client.news.environment() ?? 'none'}|${query.underlier}|${query.expiries.join(',')}`;

  /** The cached answer of `query` if younger than a minute (an older one is forgotten). */
  function fresh(query: TermQuery): Cached | null {
    // Hear any move of the session first: the cache of another session is never answered.
    client.news.check();
    const key = keyOf(query);
    const found = cache.get(key);
    if (found === undefined) return null;
    if (clock.now() - found.fetchedAt < TERM_CACHE_MS) return found;
    cache.delete(key);
    return null;
  }

  function keep(key: string, entry: Cached): void {
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > MAX_CACHED) {
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
  }

  const failedDates = (entry: Cached): string[] => entry.points.filter((p) => !p.ok).map((p) => p.date);

  return {
    plan(query) {
      const cached = fresh(query);
      const full = termQuoteCost(query.expiries.length);
      const quotes = cached === null ? full : failedDates(cached).length * TERM_STRIKES * 2;
      return ok({
        expiries: query.expiries.length,
        strikesPerExpiry: TERM_STRIKES,
        quotes,
        fullQuotes: full,
        freshUntil: cached === null ? null : cached.fetchedAt + TERM_CACHE_MS,
      });
    },

    async get(query, signal) {
      const cached = fresh(query);
      if (cached !== null && failedDates(cached).length === 0) {
        return ok({
          underlier: query.underlier,
          spot: cached.spot,
          points: cached.points,
          fetchedAt: cached.fetchedAt,
          spent: 0,
          cached: true,
          freshUntil: cached.fetchedAt + TERM_CACHE_MS,
        });
      }
      const serial = client.news.check();
      const key = keyOf(query);
      return withClient(client, async (api) => {
        if (api.generation !== 'v1') return fail('unsupported', UNSUPPORTED);
        let entry: Cached;
        let spent: number;
        if (cached === null) {
          const spot = await underlierPrice(api, query.underlier, signal);
          if (!spot.ok) return spot;
          const asked = await termPoints(api, query.underlier, query.expiries, spot.data, signal);
          entry = { spot: spot.data, points: asked.points, fetchedAt: clock.now() };
          spent = 1 + asked.quotes;
        } else {
          // Only the expiries that failed are asked again, near the price the others were measured from.
          const again = await termPoints(api, query.underlier, failedDates(cached), cached.spot, signal);
          const byDate = new Map(again.points.map((p) => [p.date, p]));
          entry = { ...cached, points: cached.points.map((p) => byDate.get(p.date) ?? p) };
          spent = again.quotes;
        }
        // An answer fetched while the session moved belongs to the old one: shown to its asker, never kept.
        if (client.news.check() === serial) keep(key, entry);
        return ok({
          underlier: query.underlier,
          spot: entry.spot,
          points: entry.points,
          fetchedAt: entry.fetchedAt,
          spent,
          cached: false,
          freshUntil: entry.fetchedAt + TERM_CACHE_MS,
        });
      });
    },

    dispose() {
      stopListening();
      cache.clear();
    },
  };
}
