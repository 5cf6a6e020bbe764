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

/** Runs the flow. Cancellation and the request token's five-minute life both settle it as `cancelled`. */
export async function runSignInFlow(input: SignInFlowInput): Promise<SignInFlowResult> {
  const { context } = input;
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
  let outcome: AuthorizeOutcome;
  try {
    // An authorizer that ignores the signal must not keep the attempt open forever.
    const aborted = new Promise<AuthorizeOutcome>((resolve) => {
      const settle = () => resolve({ cancelled: true, reason: 'aborted' });
      if (attempt.signal.aborted) settle();
      attempt.signal.addEventListener('abort', settle, { once: true });
    });
    outcome = await Promise.race([
      input.authorizer.authorize({
        authorizeUrl: url,
        requestToken: requestToken.data.token,
        callbackUrl: input.callbackUrl,
        signal: attempt.signal,
      }),
      aborted,
    ]);
  } catch (error) {
    outcome = { cancelled: true, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    cancelTimer();
    input.signal?.removeEventListener('abort', onCallerAbort);
  }
  if (requestTokenExpired) {
    return { ...fail('cancelled', 'The sign-in took longer than five minutes, so its request token expired. Start the sign-in again.'), failure: null };
  }
  if ('cancelled' in outcome) {
    return { ...fail('cancelled', 'Sign-in cancelled.', outcome.reason), failure: null };
  }
  const verifier = validateVerifierCode(outcome.verifier);
  if (!verifier.ok) return { ...verifier, failure: null };
  return getAccessToken(context, requestToken.data, verifier.data);
}
