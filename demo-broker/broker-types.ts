/**
 * Public types of the local demo broker. Other parts of the app (and tests) code against these;
 * `index.ts` re-exports them.
 */
import type { FaultPlan } from './faults.ts';
import type { RateBudgets } from './http/rate-limiter.ts';
import type { DemoVolume } from './orders/order-volume.ts';

/** A consumer (third-party application) registered with the demo broker. */
export interface DemoConsumer {
  key: string;
  secret: string;
  /** Shown on the authorize page; the real platform derives it from the consumer key. */
  appName: string;
  /** Username of the only user allowed to authorize this key (docs/platform/oauth.md, "Three parties"). */
  owner: string;
  /** Sandbox keys work only on sandbox paths, production keys only on production paths. */
  kind: 'production' | 'sandbox';
  /** When set, Accept redirects here with `oauth_verifier`; otherwise the code is shown. */
  callbackUrl: string | null;
}

/** Options of `startDemoBroker`. Every field is optional. */
export interface DemoBrokerOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Seed of the simulated market and trading day. */
  seed?: number;
  /**
   * How many orders the accounts place (orders/order-volume.ts): `day` (the default) is a person's
   * day, a few orders an hour; `load` is the large books paging, scale tests and benches need.
   */
  volume?: DemoVolume;
  /** Time source for OAuth timestamps, token lifecycle and the trading day (default Date.now). */
  clock?: { now(): number };
  /** How much faster than the clock the simulated trading day runs (default 1). */
  clockSpeed?: number;
  /** Registered consumers (default DEMO_CONSUMERS). */
  consumers?: DemoConsumer[];
  /** Callback URL of the default consumer that has one (ignored when `consumers` is given). */
  callbackUrl?: string;
  /** Imitate the brokerage's sandbox: every valid API request gets the same stored response. */
  storedSample?: boolean;
  /** Faults to inject from the start; `setFaults` changes them at runtime. */
  faults?: FaultPlan;
  /**
   * Time a client has to send a whole request, in real milliseconds (default 30 s; headers get at
   * most 10 s of it). A request still incomplete then is answered 408 and its connection closed.
   */
  requestTimeoutMs?: number;
  /**
   * Per-module hourly budgets per consumer key (Accounts, Markets in quotes, Orders), counted on
   * the simulated clock; over budget the broker answers 400 with the platform's HTML page. Off
   * when absent; `setRateLimit` changes it at runtime.
   */
  rateLimit?: RateBudgets;
}

/** A demo user who can log in on the authorize page. */
export interface DemoUser {
  username: string;
  password: string;
}

/** One account of the simulated trading day. */
export interface DemoAccountSummary {
  accountId: string;
  /** The opaque key of the current API's (v1) URLs. */
  accountIdKey: string;
  description: string;
  /** The demo user whose account it is: only a token of that user may read it. */
  owner: string;
  /** Entries of today's list when the broker started: single orders and group orders, a group counting once (as paging counts). */
  orderCount: number;
  /**
   * Today's orders when the broker started, counted as the app and the command line count them:
   * every order one (a group's members one each), the groups and their members said apart.
   */
  today: { orders: number; groups: number; inGroups: number };
}

/** A running demo broker. */
export interface DemoBroker {
  /** `http://127.0.0.1:PORT`: OAuth host, authorize host, API host and legacy host at once. */
  url: string;
  port: number;
  consumers: DemoConsumer[];
  users: DemoUser[];
  accounts: DemoAccountSummary[];
  /** Replace the fault plan (its request counter starts again). */
  setFaults(plan: FaultPlan): void;
  /** Replace the hourly budgets (null: no limit); what was spent is forgotten. */
  setRateLimit(budgets: RateBudgets | null): void;
  /** How many tokens the broker holds in memory now (request tokens leave after five minutes). */
  tokenTableSizes(): { requestTokens: number; accessTokens: number };
  close(): Promise<void>;
}
