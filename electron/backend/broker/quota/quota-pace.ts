/**
 * How pollers (the order watcher, the chain refresher) keep within the hourly budget: they ask
 * the meter of their environment for the interval to use. The meter lives in quota-meter.ts.
 */
import type { QuotaModule } from '../../../../shared/domain/quota.ts';

export interface PaceAdvice {
  /** The interval to use: the one asked for, or slower so that this hour's budget lasts. */
  intervalMs: number;
  /** Why it is slower, in words for the UI ("Quotes budget running low: refreshing every 30 s"); `null` when not slowed. */
  slowedBecause: string | null;
}

export interface QuotaPace {
  /** The pace for a poll costing `cost` units of `module` every `intervalMs`. */
  pace(module: QuotaModule, cost: number, intervalMs: number): PaceAdvice;
}

/** No budget to keep (tests, the legacy generation without a meter): always as asked. */
export const UNMETERED: QuotaPace = { pace: (_module, _cost, intervalMs) => ({ intervalMs, slowedBecause: null }) };
