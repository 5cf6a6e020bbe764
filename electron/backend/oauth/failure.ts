/**
 * What an unsuccessful answer from the provider means, and what to do about it. OAuth refusals
 * (HTTP 401 with `oauth_problem`) are classified by problem name; everything else becomes an HTTP
 * or provider error. The provider's own text is always kept verbatim in `detail`.
 */
import type { AppError } from '../../../shared/result.ts';
import { ERROR_BODY_BYTES } from './body-limits.ts';
import { extractOAuthProblem } from './oauth-problem.ts';
import { providerText } from './provider-text.ts';

/** What the session should do after a refusal. */
export type Recovery =
  /** The token may only be idle: renew once, then retry. */
  | 'renew'
  /** The token is gone: sign in again. */
  | 'sign-in'
  /** The consumer key or secret is wrong or expired: fix it in settings. */
  | 'fix-credentials'
  /** The computer's clock is off: fix it, then retry. */
  | 'fix-clock'
  /** A one-off (nonce reuse, busy server): simply retry later. */
  | 'retry'
  /** Nothing the session can do; show the error. */
  | 'none';

export interface ProviderFailure {
  error: AppError;
  recovery: Recovery;
  /** The `oauth_problem` name, when the provider gave one. */
  problem: string | null;
  /** Our clock minus the provider's, in seconds, when a refused timestamp revealed it. */
  clockSkewSeconds: number | null;
}

export interface FailedAnswer {
  status: number;
  body: string;
  wwwAuthenticate: string | null;
  /** The oauth_timestamp we sent (epoch seconds), to measure clock skew. */
  sentTimestamp: number;
}

/** "3 minutes 20 seconds ahead of" / "45 seconds behind" the provider. */
export function describeSkew(skewSeconds: number): string {
  const magnitude = Math.abs(skewSeconds);
  const minutes = Math.floor(magnitude / 60);
  const seconds = magnitude % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    seconds > 0 || minutes === 0 ? `${seconds} second${seconds === 1 ? '' : 's'}` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return `${parts} ${skewSeconds >= 0 ? 'ahead of' : 'behind'}`;
}

function oauthFailure(problem: string, answer: FailedAnswer, detail: string, acceptable?: { from: number; to: number }): ProviderFailure {
  const base = { problem, clockSkewSeconds: null };
  const error = (message: string): AppError => ({ code: 'oauth', message, detail });
  switch (problem) {
    case 'token_expired':
      return { ...base, recovery: 'renew', error: error('The session has expired (access tokens end at midnight US Eastern time). Sign in again.') };
    case 'token_rejected':
      return {
        ...base,
        recovery: 'renew',
        error: error(
          'The provider refused the access token: it was idle for two hours, revoked, or is from another environment. Sign in again if renewing does not help.',
        ),
      };
    case 'signature_invalid':
      return {
        ...base,
        recovery: 'fix-credentials',
        error: error(
          'The provider says the request signature is invalid. Check the consumer secret for this environment; `strikeboard sign` prints the signature base string to compare.',
        ),
      };
    case 'consumer_key_rejected':
      return {
        ...base,
        recovery: 'fix-credentials',
        error: error(
          'The provider refused the consumer key. Keys expire after about two years: request a new key from the provider and enter it in the settings.',
        ),
      };
    case 'timestamp_refused': {
      if (acceptable === undefined) {
        return {
          ...base,
          recovery: 'fix-clock',
          error: error("The provider refused the request's time stamp: check that this computer's clock is set automatically."),
        };
      }
      const skew = Math.round(answer.sentTimestamp - (acceptable.from + acceptable.to) / 2);
      return {
        problem,
        clockSkewSeconds: skew,
        recovery: 'fix-clock',
        error: error(
          `This computer's clock is ${describeSkew(skew)} the provider's; requests must be within 5 minutes. Set the clock automatically and try again.`,
        ),
      };
    }
    case 'nonce_used':
      return { ...base, recovery: 'retry', error: error('The provider saw this request before (nonce reused). Try again.') };
    case 'parameter_absent':
      return {
        ...base,
        recovery: 'none',
        error: error(
          'The provider says an OAuth parameter is missing from the request. This is a bug in Strikeboard: please report it with the provider message.',
        ),
      };
    case 'signature_method_rejected':
      return {
        ...base,
        recovery: 'none',
        error: error('The provider refused the signature method (HMAC-SHA1). Check that the environment points at the right provider.'),
      };
    default:
      return { ...base, recovery: 'none', error: error(`The provider refused the request (oauth_problem=${problem}).`) };
  }
}

/**
 * Classifies any non-success answer. Runs synchronously in main, so it looks at the first
 * ERROR_BODY_BYTES of the body only (the transport reads no more of an error anyway).
 */
export function classifyFailure(answer: FailedAnswer): ProviderFailure {
  const body = answer.body.length > ERROR_BODY_BYTES ? answer.body.slice(0, ERROR_BODY_BYTES) : answer.body;
  const header = answer.wwwAuthenticate === null ? null : answer.wwwAuthenticate.slice(0, ERROR_BODY_BYTES);
  const detail = providerText(body);
  const report = extractOAuthProblem(body, header);
  if (report !== null) return oauthFailure(report.problem, answer, detail, report.acceptableTimestamps);
  const none = { problem: null, clockSkewSeconds: null };
  if (answer.status === 401) {
    return {
      ...none,
      recovery: 'renew',
      error: { code: 'oauth', message: 'The provider refused the credentials (HTTP 401) without saying why. Sign in again if this repeats.', detail },
    };
  }
  if (answer.status === 429 || answer.status === 503) {
    return { ...none, recovery: 'retry', error: { code: 'http', message: `The provider is busy (HTTP ${answer.status}). Try again in a minute.`, detail } };
  }
  if (/invalid consumer key and\/or session token/i.test(detail)) {
    // Seen with HTTP 500 from the API hosts when the token went stale: worth one renew.
    return {
      ...none,
      recovery: 'renew',
      error: { code: 'provider', message: 'The provider did not accept the session token. Renewing; sign in again if this repeats.', detail },
    };
  }
  if (detail !== '' && /<Error>|"Error"\s*:/i.test(body)) {
    return { ...none, recovery: 'none', error: { code: 'provider', message: `The provider answered with an error (HTTP ${answer.status}).`, detail } };
  }
  return { ...none, recovery: 'none', error: { code: 'http', message: `The provider answered HTTP ${answer.status}.`, detail } };
}
