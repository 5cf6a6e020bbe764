/**
 * Exit codes of the `strikeboard` command: one meaning each, so a script can tell a request to
 * fix from a sign-in to redo from a provider or network problem worth retrying, and a partial
 * answer from a whole one. The help and docs/cli.md print this table.
 */
import type { AppError, ErrorCode } from '../shared/result.ts';

export const EXIT = {
  /** Everything asked was printed. */
  ok: 0,
  /** Anything else: no keychain, the settings, an internal error. */
  failure: 1,
  /**
   * The request is wrong: a flag or value the command does not take, a file that cannot be read,
   * or something the provider says does not exist as asked (an unknown symbol, a date with no
   * expiry, an account that is not the user's). Asking again unchanged gets the same answer.
   */
  usage: 2,
  /** The provider refused the credentials, the session is gone, or the sign-in was cancelled. */
  auth: 3,
  /** The provider or the network failed: unreachable, timeout, HTTP error, unreadable answer, budget spent. */
  provider: 4,
  /** Part of the answer is on standard output; standard error names what is missing. */
  partial: 5,
} as const;

/** The table as the help prints it. */
export const EXIT_CODE_LINES = [
  '  0  ok: everything asked was printed',
  '  1  other failure: no system keychain, the settings, an internal error',
  '  2  the request is wrong: a flag or value, an unreadable file, or what the provider says does',
  '     not exist as asked (an unknown symbol, a date with no expiry, an account not yours, an',
  '     alert or order ID that is not there)',
  '  3  authorization: not signed in, session ended, credentials or code refused: sign in again',
  '  4  provider or network: unreachable, timeout, a provider error, an unreadable answer, the',
  '     hourly budget spent: try again later',
  '  5  partial: what was answered is on standard output, what was not is named on standard error',
  '     (quote AAPL ZZZZQ; an order list the provider never ended)',
].join('\n');

/** The exit code of an error code alone. */
export function exitCodeFor(code: ErrorCode): number {
  switch (code) {
    case 'invalid-argument':
    case 'unsupported':
      return EXIT.usage;
    case 'oauth':
    case 'not-signed-in':
    case 'cancelled':
    case 'forbidden':
      return EXIT.auth;
    case 'network':
    case 'timeout':
    case 'http':
    case 'provider':
    case 'malformed':
    case 'rate-limited':
      return EXIT.provider;
    case 'internal':
    case 'settings':
    case 'keychain-unavailable':
      return EXIT.failure;
  }
}

/** The exit code of an expected failure: a request the provider refused as asked is the user's to fix. */
export const exitCodeOf = (error: AppError): number => (error.refusedAsAsked === true ? EXIT.usage : exitCodeFor(error.code));

/** What a command that ran to its end printed: all it was asked, or only part of it. */
export type CommandOutcome = 'complete' | 'partial';

/** The stderr line of an order list cut at the page cap (a partial answer). */
export const PAGE_CAP_NOTE = 'strikeboard: the provider kept offering more pages; stopped at the page cap, the oldest orders may be missing.';
