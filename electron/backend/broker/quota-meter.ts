/**
 * The hourly budget of one consumer key, per module (Accounts, Markets in quotes, Orders): every
 * request is counted in a sliding one-hour window; a request that would exceed the budget is
 * refused before it is sent; the provider's over-limit answer holds a module back until a
 * computed time; pollers ask `pace()` how fast they may go so that the budget never runs out.
 *
 * Spending is kept in one-second buckets, so memory is bounded (at most 3,600 per module)
 * whatever the request rate.
 *
 * The provider counts per consumer key, whichever process spends: with a ledger
 * (quota-ledger.ts), the meter writes each charge and settlement there and adds what the other
 * processes (the app, command-line runs) spent in the window, read at creation and re-read at
 * most every few seconds after. While someone listens for changes (the app's quota push), it
 * looks at the ledger every few seconds, so another process's spending reaches the screen even
 * when this one spends nothing.
 */
import { QUOTA_MODULE_LABELS, QUOTA_MODULES, type QuotaLevel, type QuotaModule, type QuotaModuleUse, type QuotaSnapshot } from '../../../shared/domain/quota.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { LEDGER_REFRESH_MS, type QuotaLedger, type SpendBucket } from './quota-ledger.ts';
import type { PaceAdvice, QuotaPace } from './quota-pace.ts';
import type { Clock } from '../services.ts';

/** The sliding window. */
export const QUOTA_WINDOW_MS = 3_600_000;
/** Used above this share of the budget, a module is `low` whatever the pace. */
export const LOW_SHARE = 0.8;
const BUCKET_MS = 1_000;

/** Units already counted; `settle` corrects them once the real cost is known (a chain's pairs). */
export interface Charge {
  settle(units: number): void;
}

export interface QuotaMeter extends QuotaPace {
  /** Refuses (`rate-limited`) when the module is held back or `units` would exceed the budget. */
  admit(module: QuotaModule, units: number): Result<void>;
  /** Counts `units` now. */
  charge(module: QuotaModule, units: number): Charge;
  /** The provider said over-limit: hold the module back until `until` (epoch ms). */
  holdBack(module: QuotaModule, until: number): void;
  /** When the module is held back until, or null. */
  heldUntil(module: QuotaModule): number | null;
  snapshot(): QuotaSnapshot;
  /** Called after every change (counting, holding back); returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

export interface QuotaMeterOptions {
  clock: Clock;
  /** Read on every use, so a settings change applies at once. */
  limits(): Readonly<Record<QuotaModule, number>>;
  windowMs?: number;
  /** The spending shared with other processes, and the environment this meter counts in it. */
  ledger?: MeterLedger;
}

/** Where a meter shares its spending: the machine's ledger, under its environment's name. */
export interface MeterLedger {
  ledger: QuotaLedger;
  environment: string;
}

interface Bucket {
  at: number;
  units: number;
}

/** Two bucket lists, each oldest first, as one (a second in both is summed). */
function mergeBuckets(own: readonly Bucket[], others: readonly Readonly<Bucket>[]): Bucket[] {
  const merged: Bucket[] = [];
  let i = 0;
  let j = 0;
  while (i < own.length || j < others.length) {
    const a = own[i];
    const b = others[j];
    if (a !== undefined && (b === undefined || a.at < b.at)) {
      merged.push({ at: a.at, units: a.units });
      i += 1;
    } else if (b !== undefined && (a === undefined || b.at < a.at)) {
      merged.push({ at: b.at, units: b.units });
      j += 1;
    } else if (a !== undefined && b !== undefined) {
      merged.push({ at: a.at, units: a.units + b.units });
      i += 1;
      j += 1;
    } else break;
  }
  return merged;
}

/** "12 min", "45 s", "1 h 5 min". */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 === 0 ? '' : ` ${minutes % 60} min`}`;
}

const formatCount = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Creates a meter; one per environment, kept across client rebuilds. */
export function createQuotaMeter(options: QuotaMeterOptions): QuotaMeter {
  const { clock, ledger } = options;
  const windowMs = options.windowMs ?? QUOTA_WINDOW_MS;
  const buckets: Record<QuotaModule, Bucket[]> = { accounts: [], markets: [], orders: [], users: [] };
  const held: Record<QuotaModule, number | null> = { accounts: null, markets: null, orders: null, users: null };
  /** Until when a module reads `low` because a poller was slowed: the interval advised, so the mark ends when polling stops. */
  const slowed: Record<QuotaModule, number | null> = { accounts: null, markets: null, orders: null, users: null };
  const isSlowed = (module: QuotaModule): boolean => (slowed[module] ?? Number.NEGATIVE_INFINITY) > clock.now();
  const listeners = new Set<() => void>();

  const changed = (): void => {
    for (const listener of listeners) listener();
  };

  const limitOf = (module: QuotaModule): number => Math.max(0, options.limits()[module]);

  /** This meter's own buckets still inside the window at `now`, oldest first. */
  function ownLive(module: QuotaModule, now: number): Bucket[] {
    const list = buckets[module];
    let drop = 0;
    while (drop < list.length && (list[drop] as Bucket).at + windowMs <= now) drop += 1;
    if (drop > 0) list.splice(0, drop);
    return list;
  }

  /** Every process's buckets still inside the window at `now`, oldest first (read-only). */
  function live(module: QuotaModule, now: number): readonly Bucket[] {
    const own = ownLive(module, now);
    if (ledger === undefined) return own;
    const others = ledger.ledger.othersSpending(ledger.environment, module, now);
    return others.length === 0 ? own : mergeBuckets(own, others);
  }

  // A new process learns at once what the others spent this hour.
  if (ledger !== undefined) for (const module of QUOTA_MODULES) ledger.ledger.othersSpending(ledger.environment, module, clock.now());

  // What the last look at the ledger saw (the ledger hands out a new list when it changes).
  const seen = new Map<QuotaModule, readonly SpendBucket[]>();
  let stopWatching: (() => void) | null = null;

  function lookAtLedger(): void {
    stopWatching = null;
    if (ledger === undefined || listeners.size === 0) return;
    let moved = false;
    for (const module of QUOTA_MODULES) {
      const list = ledger.ledger.othersSpending(ledger.environment, module, clock.now());
      if (seen.has(module) && seen.get(module) !== list) moved = true;
      seen.set(module, list);
    }
    stopWatching = clock.setTimeout(lookAtLedger, LEDGER_REFRESH_MS);
    if (moved) changed();
  }

  const usedOf = (module: QuotaModule, now: number): number => live(module, now).reduce((sum, bucket) => sum + bucket.units, 0);

  function heldUntil(module: QuotaModule): number | null {
    const until = held[module];
    if (until !== null && until <= clock.now()) held[module] = null;
    return held[module];
  }

  /** When enough of the window has freed for `units` more, or now. */
  function roomAt(module: QuotaModule, units: number, now: number): number {
    const limit = limitOf(module);
    let used = usedOf(module, now);
    if (used + units <= limit) return now;
    for (const bucket of live(module, now)) {
      used -= bucket.units;
      if (used + units <= limit) return bucket.at + windowMs;
    }
    // More than the whole budget at once: never fits; the window's length is the honest wait.
    return now + windowMs;
  }

  /**
   * The highest steady rate (units per ms) that never takes the window over its limit: the
   * spending already counted leaves the window bucket by bucket, so for each moment a bucket is
   * about to leave, what remains plus the new spending until then must fit. Polls spend `cost`
   * at once, so one poll's worth is kept in hand.
   */
  function sustainableRate(module: QuotaModule, now: number, cost: number): number {
    const limit = limitOf(module) - cost;
    const list = live(module, now);
    let remaining = list.reduce((sum, bucket) => sum + bucket.units, 0);
    let rate = Math.max(0, limit) / windowMs;
    for (const bucket of list) {
      const horizon = bucket.at + windowMs - now;
      if (horizon > 0) rate = Math.min(rate, Math.max(0, limit - remaining) / horizon);
      remaining -= bucket.units;
    }
    return rate;
  }

  function levelOf(module: QuotaModule, used: number, limit: number): QuotaLevel {
    if (heldUntil(module) !== null || used >= limit) return 'exhausted';
    return isSlowed(module) || used >= limit * LOW_SHARE ? 'low' : 'ok';
  }

  function useOf(module: QuotaModule, now: number): QuotaModuleUse {
    const list = live(module, now);
    const used = list.reduce((sum, bucket) => sum + bucket.units, 0);
    const limit = limitOf(module);
    const oldest = list[0];
    return { module, used, limit, level: levelOf(module, used, limit), freesAt: oldest === undefined ? null : oldest.at + windowMs, blockedUntil: heldUntil(module) };
  }

  return {
    admit(module, units) {
      const now = clock.now();
      const label = QUOTA_MODULE_LABELS[module];
      const until = heldUntil(module);
      if (until !== null) {
        return fail('rate-limited', `The provider said the ${label} limit was reached: requests resume in ${describeWait(until - now)}.`);
      }
      const at = roomAt(module, units, now);
      if (at > now) {
        return fail(
          'rate-limited',
          `This request would take the hourly ${label} budget (${formatCount(limitOf(module))}) over its limit: requests resume in ${describeWait(at - now)}.`,
        );
      }
      return ok(undefined);
    },
    charge(module, units) {
      const at = Math.floor(clock.now() / BUCKET_MS) * BUCKET_MS;
      const list = ownLive(module, clock.now());
      let bucket = list[list.length - 1];
      if (bucket === undefined || bucket.at !== at) {
        bucket = { at, units: 0 };
        list.push(bucket);
      }
      const counted = bucket;
      const first = Math.max(0, units);
      counted.units += first;
      ledger?.ledger.record(ledger.environment, module, at, first);
      changed();
      let current = first;
      return {
        settle(real) {
          const next = Math.max(0, real);
          if (next === current) return;
          // A bucket that already left the window is not brought back.
          if (counted.at + windowMs > clock.now()) {
            counted.units = Math.max(0, counted.units + next - current);
            // The correction goes to the ledger as an entry of its own, at the charge's second.
            ledger?.ledger.record(ledger.environment, module, counted.at, next - current);
          }
          current = next;
          changed();
        },
      };
    },
    holdBack(module, until) {
      if ((held[module] ?? 0) >= until) return;
      held[module] = until;
      changed();
    },
    heldUntil,
    pace(module, cost, intervalMs): PaceAdvice {
      const now = clock.now();
      const label = QUOTA_MODULE_LABELS[module];
      const asked = Math.max(1, intervalMs);
      const until = heldUntil(module);
      const rate = sustainableRate(module, now, cost);
      const paced = cost <= 0 ? asked : rate <= 0 ? Number.POSITIVE_INFINITY : Math.max(asked, Math.ceil(cost / rate));
      const room = Math.max(roomAt(module, cost, now), until ?? now) - now;
      const wait = Math.max(asked, room, Number.isFinite(paced) ? paced : room);
      const wasSlowed = isSlowed(module);
      slowed[module] = wait > asked ? now + wait : null;
      if (wasSlowed !== isSlowed(module)) changed();
      if (wait <= asked) return { intervalMs: asked, slowedBecause: null };
      const used = usedOf(module, now);
      const why =
        until !== null || room > 0
          ? `${label} budget spent (${formatCount(used)} of ${formatCount(limitOf(module))} this hour): next refresh in ${describeWait(wait)}`
          : `${label} budget running low (${formatCount(used)} of ${formatCount(limitOf(module))} this hour): refreshing every ${describeWait(wait)} instead of ${describeWait(asked)}`;
      return { intervalMs: wait, slowedBecause: why };
    },
    snapshot() {
      const now = clock.now();
      const modules = Object.fromEntries(QUOTA_MODULES.map((module) => [module, useOf(module, now)])) as Record<QuotaModule, QuotaModuleUse>;
      return { modules, at: now };
    },
    onChange(listener) {
      listeners.add(listener);
      if (ledger !== undefined && stopWatching === null) lookAtLedger();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopWatching !== null) {
          stopWatching();
          stopWatching = null;
        }
      };
    },
  };
}
