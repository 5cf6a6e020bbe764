/**
 * The legacy generation's data calls of one environment over a session's signed transport (the
 * option chain, the order list and the accounts list; every other call answers `unsupported`):
 * validate, build the URL, send with a timeout, retry what is worth retrying, decode into the
 * shared/ models. Every failure is one of the closed union's codes (network, timeout, http, oauth,
 * provider with the provider's code and verbatim message, malformed); a 204 or empty body means
 * "nothing".
 */
import type { Environment } from '../../../../shared/environments.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { decodeOptionChain } from './decode/decode-option-chain.ts';
import { decodeOrderList } from './decode/decode-order-list.ts';
import { unsupported, type BrokerClient } from '../broker-client.ts';
import { chainTooLarge, MAX_CHAIN_STRIKES, strikeRowsOf } from '../chain-size.ts';
import { UNMETERED, type QuotaPace } from '../quota/quota-pace.ts';
import type { ResponseBody } from '../common/decode/index.ts';
import type { Clock } from '../../services.ts';
import type { Session } from '../../session/session-types.ts';
import { accountsListUrl, optionChainUrl, orderListUrl } from './api-requests.ts';
import { sleep } from '../common/clock-sleep.ts';
import { withAnswerBytes } from '../common/order-page.ts';
import { ACCOUNTS_BODY_BYTES, OPTION_CHAIN_BODY_BYTES, ORDER_PAGE_BODY_BYTES } from '../../oauth/body-limits.ts';
import { decodeAccountList } from '../common/decode/decode-accounts.ts';
import {
  attemptReason,
  backoffDelayMs,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_POLICY,
  isRetryable,
  retryAfterMs,
  withAttempts,
  type AttemptOutcome,
  type RetryNotice,
  type RetryPolicy,
} from '../common/retry-policy.ts';

export interface LegacyClientOptions {
  session: Pick<Session, 'signedFetch'>;
  environment: Environment;
  clock: Clock;
  /** Jitter source in [0, 1); Math.random when absent. */
  random?: () => number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  onRetry?: (notice: RetryNotice) => void;
  /** The environment's quota meter; unmetered when absent. */
  quota?: QuotaPace;
  /** The most strike rows a chain may hold (chain-size.ts); a test may ask for fewer. */
  maxChainStrikes?: number;
}

/**
 * Creates the legacy generation's client; create-broker-client.ts picks it for an environment of
 * that generation. `signal` stops waiting between retries (the answer is then `cancelled`).
 */
export function createLegacyClient(options: LegacyClientOptions): BrokerClient {
  const { session, environment, clock } = options;
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  /**
   * GET with retries, then decode; an answer over `maxBodyBytes` fails (and is not retried). The last answer is decoded whatever its status, so a 503 that
   * never went away still reads as the provider's error document with its code and message.
   */
  async function get<T>(url: string, maxBodyBytes: number, signal: AbortSignal | undefined, decode: (response: ResponseBody) => Result<T>): Promise<Result<T>> {
    for (let attempt = 1; ; attempt += 1) {
      const result = await session.signedFetch({ url, timeoutMs, maxBodyBytes, ...(signal === undefined ? {} : { signal }) });
      const outcome: AttemptOutcome = result.ok
        ? { kind: 'answer', status: result.data.status, retryAfter: result.data.headers.get('retry-after') }
        : { kind: 'error', error: result.error };
      if (attempt >= Math.max(1, policy.maxAttempts) || !isRetryable(outcome)) {
        return withAttempts(result.ok ? decode({ body: result.data.body, status: result.data.status }) : result, attempt);
      }
      const asked = outcome.kind === 'answer' ? retryAfterMs(outcome.retryAfter, clock.now()) : null;
      const delayMs = backoffDelayMs(policy, attempt, random, asked);
      options.onRetry?.({ url, attempt, delayMs, reason: attemptReason(outcome) });
      if (!(await sleep(clock, delayMs, signal))) return fail('cancelled', 'The request was cancelled.');
    }
  }

  return {
    generation: 'legacy',
    quota: options.quota ?? UNMETERED,
    getExpiryDates: () => unsupported('Expiry dates'),
    getQuotes: () => unsupported('Quotes'),
    getOrderDetails: () => unsupported('Order details with events'),
    getAlerts: () => unsupported('Alerts'),
    getAlertDetails: () => unsupported('Alerts'),
    getPortfolio: () => unsupported('Positions'),
    getBalance: () => unsupported('Account balances'),
    getTransactionPage: () => unsupported('Transactions'),
    getTransactionDetails: () => unsupported('Transactions'),
    async getOptionChain(query, signal) {
      const url = optionChainUrl(environment, query);
      const { underlier, month, year, chainType } = query;
      const request = { underlier, expirationMonth: month, expirationYear: year, chainType };
      let fetchedAt = 0;
      const limit = options.maxChainStrikes ?? MAX_CHAIN_STRIKES;
      const chain = await get(url, OPTION_CHAIN_BODY_BYTES, signal, (response) => {
        fetchedAt = clock.now();
        const decoded = decodeOptionChain(response, request, fetchedAt);
        // Never copied to the window when it is too large to show (nothing to remember: no quota here).
        const rows = decoded.ok ? strikeRowsOf(decoded.data) : 0;
        return rows > limit ? chainTooLarge(query, rows, { seen: 'answered', generation: 'legacy', limit }) : decoded;
      });
      return chain.ok ? ok({ query, chain: chain.data, fetchedAt }) : chain;
    },
    async getOrderPage(accountId, page = {}, signal) {
      const url = orderListUrl(environment, accountId, page);
      if (!url.ok) return url;
      return get(url.data, ORDER_PAGE_BODY_BYTES, signal, withAnswerBytes(decodeOrderList));
    },
    async listAccounts(signal) {
      return get(accountsListUrl(environment), ACCOUNTS_BODY_BYTES, signal, decodeAccountList);
    },
  };
}
