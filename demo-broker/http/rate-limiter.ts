/**
 * The per-module hourly rate limit (docs/platform/budgets.md): budgets per consumer key for
 * Accounts, Markets (counted in quotes), Orders and Users (the alerts), in fixed clock hours of the simulated clock, so
 * a test on a manual or fast clock sees the hour roll over without waiting. Off unless budgets are
 * given.
 *
 * A request is answered when its cost still fits in what is left of the hour, and only then
 * counted; one that does not fit is refused with the over-limit page and costs nothing, so a
 * cheap request can still pass after an expensive one was refused.
 */
import type { Clock } from '../clock.ts';
import { htmlReply, type Reply } from './reply.ts';
import type { RateModule } from './routes.ts';

/** Requests (quotes for Markets) per hour per consumer key; a module left out is unlimited. */
export type RateBudgets = Partial<Record<RateModule, number>>;

/** The support-reported figures (docs/platform/budgets.md): the defaults of `--rate-limit`. */
export const REPORTED_BUDGETS: Readonly<Record<RateModule, number>> = { accounts: 35_600, markets: 140_000, orders: 17_800, users: 35_600 };

const HOUR = 3_600_000;

/** Checks budgets, throwing an Error that says what is wrong. */
export function validateRateBudgets(budgets: RateBudgets): RateBudgets {
  for (const [module, budget] of Object.entries(budgets)) {
    if (!(module in REPORTED_BUDGETS)) throw new Error(`unknown rate-limit module "${module}" (accounts, markets, orders, users)`);
    if (budget !== undefined && (!Number.isInteger(budget) || budget < 0))
      throw new Error(`rate limit of ${module} must be a non-negative integer, got ${budget}`);
  }
  return { ...budgets };
}

/** Counts what each consumer key spent per module in the current clock hour. */
export class RateLimiter {
  #budgets: RateBudgets = {};
  #clock: Clock;
  #hour = -1;
  #spent = new Map<string, number>();

  constructor(clock: Clock, budgets: RateBudgets | null = null) {
    this.#clock = clock;
    this.set(budgets);
  }

  /** New budgets (null: no limit); what was spent this hour is forgotten. */
  set(budgets: RateBudgets | null): void {
    this.#budgets = validateRateBudgets(budgets ?? {});
    this.#spent.clear();
  }

  /** Charges `cost` if it fits in the hour's budget; false (and nothing charged) if it does not. */
  admit(consumerKey: string, module: RateModule, cost: number): boolean {
    const budget = this.#budgets[module];
    if (budget === undefined) return true;
    const hour = Math.floor(this.#clock.now() / HOUR);
    if (hour !== this.#hour) {
      this.#hour = hour;
      this.#spent.clear();
    }
    const key = `${consumerKey}\u0000${module}`;
    const spent = this.#spent.get(key) ?? 0;
    if (spent + cost > budget) return false;
    this.#spent.set(key, spent + cost);
    return true;
  }

  /** What a consumer key spent on a module in the current hour. */
  spent(consumerKey: string, module: RateModule): number {
    return Math.floor(this.#clock.now() / HOUR) === this.#hour ? (this.#spent.get(`${consumerKey}\u0000${module}`) ?? 0) : 0;
  }
}

/**
 * The over-limit answer: the legacy platform's 400 with an HTML page (v1's own is unconfirmed, so
 * clients must tolerate this shape).
 */
export function rateLimitedReply(): Reply {
  return htmlReply(400, '<!DOCTYPE html>\n<html><head><title>Error</title></head><body><h1>Number of requests exceeded the rate limit set</h1></body></html>');
}
