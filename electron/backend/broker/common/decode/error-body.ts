/**
 * The provider's two kinds of refusal (docs/platform/wire-and-errors.md, "Error answers"): an OAuth
 * problem named by `oauth_problem=<name>` anywhere in a body of any format (HTML page, text, XML,
 * JSON), and its own error document, `{"Error":{"code":..,"message":..}}` or
 * `<Error><code/><message/></Error>`.
 */
import type { AppError } from '../../../../../shared/result.ts';
import type { OAuthProblem } from '../../../../../shared/spec-constants.ts';
import type { OpenEnum } from '../../../../../shared/domain/open-enum.ts';
import { asNode, readText } from './scalars.ts';

/** A body the provider refused the request with. */
export type ErrorBody =
  | {
      kind: 'oauth';
      problem: OpenEnum<OAuthProblem>;
      /** For timestamp_refused: the epoch seconds the provider would have accepted. */
      acceptableTimestamps: { from: number; to: number } | null;
      /** The provider's words, verbatim. */
      text: string;
    }
  | { kind: 'provider'; code: string | null; message: string | null };

// The separator may arrive percent-encoded when the body quotes a URL or a form.
const OAUTH_PROBLEM = /oauth_problem(?:=|%3D)(\w+)/;
const ACCEPTABLE = /oauth_acceptable_timestamps(?:=|%3D)(\d+)(?:-|%2D)(\d+)/i;

/** The OAuth problem a body names, or `null`. Works on any text: HTML, plain, XML, JSON. */
export const findOAuthProblem = (body: string): Extract<ErrorBody, { kind: 'oauth' }> | null => {
  const problem = OAUTH_PROBLEM.exec(body)?.[1];
  if (problem === undefined) return null;
  const range = ACCEPTABLE.exec(body);
  const from = range?.[1];
  const to = range?.[2];
  const acceptableTimestamps = from === undefined || to === undefined ? null : { from: Number(from), to: Number(to) };
  const text = acceptableTimestamps === null ? `oauth_problem=${problem}` : `oauth_problem=${problem},oauth_acceptable_timestamps=${from}-${to}`;
  return { kind: 'oauth', problem, acceptableTimestamps, text };
};

/** The provider's error document in a parsed tree (root `Error`), or `null`. */
export const readErrorDocument = (tree: Record<string, unknown>): Extract<ErrorBody, { kind: 'provider' }> | null => {
  if (!Object.hasOwn(tree, 'Error')) return null;
  const error = asNode(tree.Error);
  if (error === undefined) return { kind: 'provider', code: null, message: readText(tree.Error) ?? null };
  return { kind: 'provider', code: readText(error.code) ?? null, message: readText(error.message) ?? null };
};

/** Keyed by problem name; a name not listed here still gets a general explanation. */
const OAUTH_ADVICE: Readonly<Partial<Record<OAuthProblem | 'parameter_rejected', string>>> = {
  token_expired: 'The session has expired (sessions end at midnight US Eastern). Sign in again.',
  token_rejected: 'The provider no longer accepts this session (it may have been idle for two hours). Renew it or sign in again.',
  signature_invalid: 'The provider could not verify the request signature. Check the consumer key and secret, then sign in again.',
  consumer_key_rejected: 'The provider rejected the consumer key (keys expire after about two years). Check the key in the settings.',
  timestamp_refused: "The provider refused the request's time: this computer's clock is more than five minutes off. Correct the clock and retry.",
  nonce_used: 'The provider had seen this request before (nonce reused). Retry.',
  parameter_absent: 'The request lacked an OAuth parameter the provider requires. Sign in again; report it if it persists.',
  signature_method_rejected: 'The provider refused the signature method. Report this: only HMAC-SHA1 is supported.',
  parameter_rejected: 'The provider refused one of the OAuth parameters. Sign in again; report it if it persists.',
};

/**
 * Words of an answer about an account the signed-in user does not have: the platform's code 100
 * "account key does not belong to user", 102 "invalid account key", 253 "no access to the account"
 * and 7001 "invalid account" (docs/platform/wire-and-errors.md, "Error codes"), the legacy API's
 * and the demo broker's "Invalid account ID 123". Code 100 alone also means "service unavailable",
 * so only its words count.
 */
const NOT_YOUR_ACCOUNT = /\binvalid account\b|\baccount (?:id |key )?(?:is )?(?:invalid|unknown|not found)\b|\b(?:does not|doesn't|not) belong\b/i;

/** v1 codes that always mean "not this user's account" (100 does only with its words). */
const ACCOUNT_CODES: ReadonlySet<string> = new Set(['102', '253', '7001']);

/** Whether a provider error says the account is not the user's (or does not exist). */
export const isAccountRefusal = (body: Extract<ErrorBody, { kind: 'provider' }>): boolean =>
  (body.code !== null && ACCOUNT_CODES.has(body.code)) || (body.message !== null && NOT_YOUR_ACCOUNT.test(body.message));

/**
 * The Result error for a refusal: our explanation in `message` (with `explain`, the generation's
 * words for the code), the provider's words in `detail`, marked `refusedAsAsked` when the
 * generation lists the code as refusing the request itself (an unknown symbol, a day with no expiry).
 * An account that is not the user's is the user's mistake to correct (`invalid-argument`), not a
 * provider failure to wait out.
 */
export const errorBodyToAppError = (
  body: ErrorBody,
  explain?: (code: string | null) => string | undefined,
  refusedAsAsked?: (code: string | null) => boolean,
): AppError => {
  if (body.kind === 'provider' && isAccountRefusal(body)) {
    const message = `The provider says this account is not one of the signed-in user's accounts, or does not exist${body.code === null ? '' : ` (code ${body.code})`}.`;
    return body.message === null ? { code: 'invalid-argument', message } : { code: 'invalid-argument', message, detail: body.message };
  }
  if (body.kind === 'oauth') {
    const advice = Object.hasOwn(OAUTH_ADVICE, body.problem) ? OAUTH_ADVICE[body.problem as OAuthProblem] : undefined;
    return {
      code: 'oauth',
      message: advice ?? `The provider refused the credentials (${body.problem}). Sign in again.`,
      detail: body.text,
    };
  }
  // A generation that knows its codes says what this one means; the provider's words stay in detail.
  const meaning = explain?.(body.code);
  const message = `The provider answered with an error${body.code === null ? '' : ` (code ${body.code})`}${meaning === undefined ? '' : `: ${meaning}`}.`;
  const error: AppError = body.message === null ? { code: 'provider', message } : { code: 'provider', message, detail: body.message };
  return refusedAsAsked?.(body.code) === true ? { ...error, refusedAsAsked: true } : error;
};
