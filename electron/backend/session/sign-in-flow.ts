/**
 * The sign-in dance, from nothing to an access token: request token → the injected authorizer
 * (popup, Playwright page or terminal) → verifier → access token. The session machine around it
 * stores the token and changes state.
 */
import { LIMITS } from '../../../shared/spec-constants.ts';
import { fail, type AppError } from '../../../shared/result.ts';
import type { Authorizer } from '../services.ts';
import type { ProviderFailure } from '../oauth/failure.ts';
import { authorizeUrl, getAccessToken, getRequestToken, type OAuthContext } from '../oauth/operations.ts';
import type { TokenPair } from '../oauth/token-response.ts';
import { validateVerifierCode } from './verifier-code.ts';

type AuthorizeOutcome = Awaited<ReturnType<Authorizer['authorize']>>;

export type SignInFlowResult = { ok: true; data: TokenPair } | { ok: false; error: AppError; failure: ProviderFailure | null };

export interface SignInFlowInput {
  context: OAuthContext;
  authorizer: Authorizer;
  callbackUrl: string | null;
  /** Cancels the attempt (the user pressed Cancel, the app quits). */
  signal?: AbortSignal;
  /** Told the authorize URL as soon as it is known (the CLI prints it, logs record the host). */
  onAuthorizeUrl?: (url: string) => void;
}

/** How many codes a person may type for one request token before the sign-in gives up. */
export const CODE_TRIES = 3;

/**
 * Refusals of the exchange that are not about the code: the consumer, the clock, the request
 * itself. Everything else the provider says to an access-token request with a verifier
 * (`token_rejected`, a bare 401, a problem name we do not know) means it did not take the code.
 */
const NOT_ABOUT_THE_CODE: ReadonlySet<string> = new Set([
  'signature_invalid',
  'consumer_key_rejected',
  'timestamp_refused',
  'nonce_used',
  'parameter_absent',
  'parameter_rejected',
  'signature_method_rejected',
  'token_expired',
]);

const codeRefused = (failure: ProviderFailure | null): boolean =>
  failure !== null && failure.error.code === 'oauth' && !(failure.problem !== null && NOT_ABOUT_THE_CODE.has(failure.problem));

const COPY_EXACTLY = 'Start the sign-in again and copy the code exactly as the authorize page shows it.';
const EXPIRED = 'The sign-in took longer than five minutes, so its request token expired. Start the sign-in again.';

function refused(message: string, last: SignInFlowResult & { ok: false }): SignInFlowResult {
  const detail = last.error.detail;
  return { ok: false, error: { code: 'oauth', message, ...(detail === undefined ? {} : { detail }) }, failure: last.failure };
}

/**
 * Runs the flow. Cancellation and the request token's five-minute life both settle it as
 * `cancelled`. A code the provider does not accept is asked for again (when the authorizer can),
 * up to CODE_TRIES codes for the request token.
 */
export async function runSignInFlow(input: SignInFlowInput): Promise<SignInFlowResult> {
  const { context, authorizer } = input;
  const requestToken = await getRequestToken({ ...context, ...(input.signal === undefined ? {} : { signal: input.signal }) });
  if (!requestToken.ok) return requestToken;
  const url = authorizeUrl(context.environment, context.consumer.key, requestToken.data.token);
  input.onAuthorizeUrl?.(url);

  // The request token dies after five minutes: stop waiting for the user then.
  const attempt = new AbortController();
  let requestTokenExpired = false;
  const cancelTimer = context.clock.setTimeout(() => {
    requestTokenExpired = true;
    attempt.abort(new Error('request token expired'));
  }, LIMITS.requestTokenLifetimeMs);
  const onCallerAbort = () => attempt.abort(input.signal?.reason);
  if (input.signal?.aborted === true) onCallerAbort();
  input.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // An authorizer that ignores the signal must not keep the attempt open forever.
  const aborted = new Promise<AuthorizeOutcome>((resolve) => {
    const settle = () => resolve({ cancelled: true, reason: 'aborted' });
    if (attempt.signal.aborted) settle();
    attempt.signal.addEventListener('abort', settle, { once: true });
  });
  const ask = async (question: (signal: AbortSignal) => Promise<AuthorizeOutcome>): Promise<AuthorizeOutcome> => {
    try {
      return await Promise.race([question(attempt.signal), aborted]);
    } catch (error) {
      return { cancelled: true, reason: error instanceof Error ? error.message : String(error) };
    }
  };
  try {
    let outcome = await ask((signal) =>
      authorizer.authorize({ authorizeUrl: url, requestToken: requestToken.data.token, callbackUrl: input.callbackUrl, signal }),
    );
    for (let tries = 1; ; tries += 1) {
      if (requestTokenExpired) return { ...fail('cancelled', EXPIRED), failure: null };
      if ('cancelled' in outcome) return { ...fail('cancelled', 'Sign-in cancelled.', outcome.reason), failure: null };
      const verifier = validateVerifierCode(outcome.verifier);
      let last: SignInFlowResult & { ok: false };
      let problem: string;
      if (verifier.ok) {
        const exchanged = await getAccessToken(context, requestToken.data, verifier.data);
        if (exchanged.ok) return exchanged;
        if (exchanged.failure?.problem === 'token_expired') return refused(EXPIRED, exchanged);
        if (!codeRefused(exchanged.failure)) return exchanged;
        last = exchanged;
        problem = 'The code was not accepted. Check it against the page and paste it again';
      } else {
        // Without another chance to type it, a malformed code stays the usage error it is.
        if (authorizer.askAgain === undefined) return { ...verifier, failure: null };
        last = { ...verifier, failure: null };
        problem = `${verifier.error.message} Paste it again`;
      }
      const triesLeft = CODE_TRIES - tries;
      if (authorizer.askAgain === undefined) return refused(`The verification code was not accepted. ${COPY_EXACTLY}`, last);
      if (triesLeft <= 0) return refused(`The verification code was not accepted, ${CODE_TRIES} times. ${COPY_EXACTLY}`, last);
      const again = authorizer.askAgain.bind(authorizer);
      outcome = await ask((signal) => again({ problem, triesLeft, signal }));
    }
  } finally {
    cancelTimer();
    input.signal?.removeEventListener('abort', onCallerAbort);
  }
}
