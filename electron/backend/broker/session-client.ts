/**
 * The data client of the session the app holds right now. Market and order calls ask for it on
 * every call, so a sign-out, an expiry or an environment switch needs no rewiring: the client is
 * rebuilt when the session or its hosts change. How the connection moved reaches every live feed
 * as session news (live/session-news.ts), never by a read that only the first caller sees.
 * The environment's API generation picks the client (create-broker-client.ts). The quota meter of each
 * environment lives here, not in the client, so it survives rebuilds and sign-outs.
 */
import { DEFAULT_QUOTA_PER_HOUR, type QuotaModule } from '../../../shared/domain/quota.ts';
import type { EnvironmentId } from '../../../shared/environments.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { createSessionNews, NOT_SIGNED_IN, sameConnection, SESSION_CHANGED, type Connection, type SessionNews } from '../live/session-news.ts';
import type { Clock, Logger } from '../services.ts';
import type { BrokerClient } from './broker-client.ts';
import type { RetryNotice } from './common/retry-policy.ts';
import { createBrokerClient, type BrokerClientOptions } from './create-broker-client.ts';
import type { QuotaLedger } from './quota/ledger/quota-ledger.ts';
import type { PaceAdvice } from './quota/quota-pace.ts';
import { createQuotaMeter, type QuotaMeter } from './quota/quota-meter.ts';
import type { V1Decoders } from './v1/api-client.ts';

export type { Connection } from '../live/session-news.ts';

export interface SessionClientDeps {
  /** The signed-in session and its environment, or null when signed out. */
  current(): Connection | null;
  clock: Clock;
  logger: Logger;
  /** Jitter source in [0, 1) for retries; Math.random when absent. */
  random?: () => number;
  /** Timeouts and retries for tests and the CLI; the defaults suit the app. */
  tuning?: { timeoutMs?: number; retry?: BrokerClientOptions['retry'] };
  /** The hourly budgets (settings `quota`), read on every use; the support-reported defaults when absent. */
  quotaLimits?: () => Readonly<Record<QuotaModule, number>>;
  /** The environment the app shows (for the meter while signed out); the connection's when absent. */
  environmentId?: () => EnvironmentId;
  /** Called when any meter changed (the backend pushes `quota:changed`, throttled). */
  onQuotaChange?: (environment: EnvironmentId) => void;
  /**
   * The spending shared with the other processes of the machine (the command line): each meter
   * records there and counts what the others spent. Without it, each meter counts this process alone.
   */
  quotaLedger?: QuotaLedger;
  /** v1 decoders for tests; the real ones when absent. */
  v1Decoders?: V1Decoders;
}

export interface SessionClient {
  /** The client for the current session, or `not-signed-in`. */
  get(): Result<BrokerClient>;
  /** Every move of the session (replaced, signed out, back), told to every feed that subscribes. */
  news: SessionNews;
  /** Forgets the client and stops listening to the meters (shutting down: a meter with a ledger watches it while listened to). */
  reset(): void;
  /** The quota meter of the environment the app shows (or of `environment`). */
  meter(environment?: EnvironmentId): QuotaMeter;
}

/** Runs `use` with the client of the session held now, or answers `not-signed-in`. */
export async function withClient<T>(holder: Pick<SessionClient, 'get'>, use: (client: BrokerClient) => Promise<Result<T>>): Promise<Result<T>> {
  const api = holder.get();
  return api.ok ? use(api.data) : api;
}

/**
 * A one-shot read (an alert's or an order's details, a window of history): `withClient`, and an
 * answer that lands after the session moved (the session news' serial, the rule every feed's
 * answer follows: poller.ts) is dropped with SESSION_CHANGED, so the old session's data never
 * answers a question asked now.
 */
export async function withSessionClient<T>(holder: Pick<SessionClient, 'get' | 'news'>, use: (client: BrokerClient) => Promise<Result<T>>): Promise<Result<T>> {
  const serial = holder.news.check();
  const answer = await withClient(holder, use);
  return holder.news.check() === serial ? answer : fail(SESSION_CHANGED.code, SESSION_CHANGED.message);
}

/** The pace the `module` budget of the session held now allows for `requests` every `intervalMs`; signed out, as asked. */
export function budgetPace(holder: Pick<SessionClient, 'get'>, module: QuotaModule, requests: number, intervalMs: number): PaceAdvice {
  const api = holder.get();
  return api.ok ? api.data.quota.pace(module, requests, intervalMs) : { intervalMs, slowedBecause: null };
}

/** Creates the session-bound client holder. */
export function createSessionClient(deps: SessionClientDeps): SessionClient {
  const random = deps.random ?? Math.random;
  let cached: (Connection & { client: BrokerClient }) | null = null;
  const meters = new Map<EnvironmentId, QuotaMeter>();
  const unsubscribe: (() => void)[] = [];

  function meter(environment?: EnvironmentId): QuotaMeter {
    const id = environment ?? deps.environmentId?.() ?? deps.current()?.environment.id ?? 'demo';
    let found = meters.get(id);
    if (found === undefined) {
      found = createQuotaMeter({
        clock: deps.clock,
        limits: deps.quotaLimits ?? (() => DEFAULT_QUOTA_PER_HOUR),
        ...(deps.quotaLedger === undefined ? {} : { ledger: { ledger: deps.quotaLedger, environment: id } }),
      });
      unsubscribe.push(found.onChange(() => deps.onQuotaChange?.(id)));
      meters.set(id, found);
    }
    return found;
  }

  function build(connection: Connection): BrokerClient {
    const tuning = deps.tuning ?? {};
    return createBrokerClient({
      session: connection.session,
      environment: connection.environment,
      clock: deps.clock,
      random,
      meter: meter(connection.environment.id),
      ...(tuning.timeoutMs === undefined ? {} : { timeoutMs: tuning.timeoutMs }),
      ...(tuning.retry === undefined ? {} : { retry: tuning.retry }),
      onRetry: (notice: RetryNotice) => deps.logger.info('retrying a data request', { ...notice, url: notice.url.split('?')[0] }),
      ...(deps.v1Decoders === undefined ? {} : { v1Decoders: deps.v1Decoders }),
    });
  }

  return {
    get() {
      const now = deps.current();
      if (now === null) {
        // Signed out: the next session's client starts afresh (its memory of costs and ladders too).
        cached = null;
        return { ok: false, error: NOT_SIGNED_IN };
      }
      if (cached === null || !sameConnection(cached, now)) cached = { ...now, client: build(now) };
      return ok(cached.client);
    },
    news: createSessionNews({ current: deps.current, logger: deps.logger }),
    reset() {
      cached = null;
      for (const stop of unsubscribe.splice(0)) stop();
    },
    meter,
  };
}
