/**
 * The hourly budget of one consumer key, per module (Accounts, Markets in quotes, Orders): every
 * request is counted in a sliding one-hour window; a request that would exceed the budget is
 * refused before it is sent; the provider's over-limit answer holds a module back until a
 * computed time; pollers ask `pace()` how fast they may go so that the budget never runs out.
 *
 * Spending is kept in one-second buckets, so memory is bounded (at most 3,600 per module)
 * whatever the request rate; the window's arithmetic is in quota-window.ts, its words in
 * quota-words.ts.
 *
 * The provider counts per consumer key, whichever process spends: with a ledger
 * (ledger/quota-ledger.ts), the meter writes each charge and settlement there and adds what the other
 * processes (the app, command-line runs) spent in the window, read at creation and re-read at
 * most every few seconds after; while someone listens for changes, it looks on a timer
 * (ledger/ledger-watch.ts).
 */
import { QUOTA_MODULES, type QuotaLevel, type QuotaModule, type QuotaModuleUse, type QuotaSnapshot } from '../../../../shared/domain/quota.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import type { QuotaLedger } from './ledger/quota-ledger.ts';
import { BUCKET_MS } from './ledger/ledger-line.ts';
import { watchLedger } from './ledger/ledger-watch.ts';
import type { PaceAdvice, QuotaPace } from './quota-pace.ts';
import { mergeBuckets, roomAt, sustainableRate, trimWindow, unitsIn, type Bucket } from './quota-window.ts';
import { heldBackMessage, overBudgetMessage, slowedReason } from './quota-words.ts';
import type { Clock } from '../../services.ts';

export { describeWait } from './quota-words.ts';

/** The sliding window. */
export const QUOTA_WINDOW_MS = 3_600_000;
/** Used above this share of the budget, a module is `low` whatever the pace. */
export const LOW_SHARE = 0.8;

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
  const watch = ledger === undefined ? null : watchLedger(ledger.ledger, ledger.environment, clock, changed);

  const limitOf = (module: QuotaModule): number => Math.max(0, options.limits()[module]);
  /** This meter's own buckets still inside the window at `now`, oldest first. */
  const ownLive = (module: QuotaModule, now: number): Bucket[] => trimWindow(buckets[module], now, windowMs);

  /** Every process's buckets still inside the window at `now`, oldest first (read-only). */
  function live(module: QuotaModule, now: number): readonly Bucket[] {
    const own = ownLive(module, now);
    if (ledger === undefined) return own;
    const others = ledger.ledger.othersSpending(ledger.environment, module, now);
    return others.length === 0 ? own : mergeBuckets(own, others);
  }

  // A new process learns at once what the others spent this hour.
  if (ledger !== undefined) for (const module of QUOTA_MODULES) ledger.ledger.othersSpending(ledger.environment, module, clock.now());

  const usedOf = (module: QuotaModule, now: number): number => unitsIn(live(module, now));
  const roomFor = (module: QuotaModule, units: number, now: number): number => roomAt(live(module, now), limitOf(module), units, now, windowMs);

  function heldUntil(module: QuotaModule): number | null {
    const until = held[module];
    if (until !== null && until <= clock.now()) held[module] = null;
    return held[module];
  }

  function levelOf(module: QuotaModule, used: number, limit: number): QuotaLevel {
    if (heldUntil(module) !== null || used >= limit) return 'exhausted';
    return isSlowed(module) || used >= limit * LOW_SHARE ? 'low' : 'ok';
  }

  function useOf(module: QuotaModule, now: number): QuotaModuleUse {
    const list = live(module, now);
    const used = unitsIn(list);
    const limit = limitOf(module);
    const oldest = list[0];
    return {
      module,
      used,
      limit,
      level: levelOf(module, used, limit),
      freesAt: oldest === undefined ? null : oldest.at + windowMs,
      blockedUntil: heldUntil(module),
    };
  }

  return {
    admit(module, units) {
      const now = clock.now();
      const until = heldUntil(module);
      if (until !== null) return fail('rate-limited', heldBackMessage(module, until - now));
      const at = roomFor(module, units, now);
      if (at > now) return fail('rate-limited', overBudgetMessage(module, limitOf(module), at - now));
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
      const asked = Math.max(1, intervalMs);
      const until = heldUntil(module);
      const rate = sustainableRate(live(module, now), limitOf(module), cost, now, windowMs);
      const paced = cost <= 0 ? asked : rate <= 0 ? Number.POSITIVE_INFINITY : Math.max(asked, Math.ceil(cost / rate));
      const room = Math.max(roomFor(module, cost, now), until ?? now) - now;
      const wait = Math.max(asked, room, Number.isFinite(paced) ? paced : room);
      const wasSlowed = isSlowed(module);
      slowed[module] = wait > asked ? now + wait : null;
      if (wasSlowed !== isSlowed(module)) changed();
      if (wait <= asked) return { intervalMs: asked, slowedBecause: null };
      return { intervalMs: wait, slowedBecause: slowedReason(module, usedOf(module, now), limitOf(module), until !== null || room > 0, wait, asked) };
    },
    snapshot() {
      const now = clock.now();
      const modules = Object.fromEntries(QUOTA_MODULES.map((module) => [module, useOf(module, now)])) as Record<QuotaModule, QuotaModuleUse>;
      return { modules, at: now };
    },
    onChange(listener) {
      listeners.add(listener);
      watch?.start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) watch?.stop();
      };
    },
  };
}
