/**
 * Expected failures are values (docs/architecture.md, "The IPC contract"). Every IPC call answers
 * with a Result; `code` is a closed union the UI switches on exhaustively, `detail` keeps a
 * provider's own message verbatim.
 */

export const ERROR_CODES = [
  /** The argument did not match the channel's schema; the handler never ran. */
  'invalid-argument',
  /** The caller is not one of our own windows. */
  'forbidden',
  /** A bug or an unexpected exception in main; the message says what to report. */
  'internal',
  /** The settings could not be read or written. */
  'settings',
  /** No network path to the provider (DNS, refused, reset). */
  'network',
  /** The provider did not answer in time. */
  'timeout',
  /** An HTTP status the client has no better word for. */
  'http',
  /** The provider refused the OAuth credentials (`oauth_problem`). */
  'oauth',
  /** The provider answered with its own error document (code + message). */
  'provider',
  /** The provider's answer could not be decoded. */
  'malformed',
  /** A call that needs a session was made while signed out or expired. */
  'not-signed-in',
  /** The OS keychain is not available. */
  'keychain-unavailable',
  /** The user cancelled (closed the sign-in window, pressed Cancel). */
  'cancelled',
  /**
   * The hourly request budget is spent: the provider answered over-limit, or our own meter holds
   * the request back. The message says when requests resume.
   */
  'rate-limited',
  /** The environment's API generation has no such call (e.g. quotes on the legacy API). */
  'unsupported',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface AppError {
  code: ErrorCode;
  /** What happened and what to do, in the user's words. */
  message: string;
  /** The provider's or the system's own text, verbatim. */
  detail?: string;
  /**
   * The provider refused the request as asked (an unknown symbol, a day with no expiry, a date
   * range or count it does not take): asking again unchanged gets the same answer. `code` stays
   * what it is (`provider`), so the app words it as before; scripts (the command line's exit
   * codes) tell it from a failure worth retrying.
   */
  refusedAsAsked?: true;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: AppError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });

export const fail = (code: ErrorCode, message: string, detail?: string): { ok: false; error: AppError } =>
  detail === undefined ? { ok: false, error: { code, message } } : { ok: false, error: { code, message, detail } };
