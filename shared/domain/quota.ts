/**
 * The hourly request budget of a consumer key, per API module. The provider publishes no limits;
 * support reported the defaults below (docs/platform/budgets.md). A quote request for N symbols
 * costs N quotes; an option chain costs 2 quotes per pair. The user alerts count under the Users
 * module.
 */

export const QUOTA_MODULES = ['accounts', 'markets', 'orders', 'users'] as const;
export type QuotaModule = (typeof QUOTA_MODULES)[number];

/** Requests (markets: quotes) per hour, per consumer key. */
export const DEFAULT_QUOTA_PER_HOUR: Readonly<Record<QuotaModule, number>> = { accounts: 35_600, markets: 140_000, orders: 17_800, users: 35_600 };

export const QUOTA_MODULE_LABELS: Readonly<Record<QuotaModule, string>> = {
  accounts: 'Accounts',
  markets: 'Market data (quotes)',
  orders: 'Orders',
  users: 'Users (alerts)',
};

/**
 * How close a module is to its budget: `ok`; `low` once the pace of this hour would run it out
 * (the app slows its own polling); `exhausted` when nothing is left until the window moves on, or
 * the provider said so (rate-limited answer).
 */
export type QuotaLevel = 'ok' | 'low' | 'exhausted';

export interface QuotaModuleUse {
  readonly module: QuotaModule;
  /** Units spent in the last hour (sliding window). */
  readonly used: number;
  readonly limit: number;
  readonly level: QuotaLevel;
  /** Epoch ms when the oldest spending in the window leaves it (null when nothing was spent). */
  readonly freesAt: number | null;
  /** Set while the provider's over-limit answer holds this module back: epoch ms of the next try. */
  readonly blockedUntil: number | null;
}

/** The meter of the environment the app is signed in to. */
export interface QuotaSnapshot {
  readonly modules: Readonly<Record<QuotaModule, QuotaModuleUse>>;
  /** Epoch ms of the snapshot. */
  readonly at: number;
}
