/**
 * Exit codes of the `strikeboard` command, so scripts can tell a typing mistake from a refused
 * sign-in from a provider or network problem.
 */
import type { ErrorCode } from '../shared/result.ts';

export const EXIT = {
  ok: 0,
  /** Anything else: the keychain, an internal error. */
  failure: 1,
  /**
   * Wrong flags, a bad environment file, missing credentials in the environment, an account the
   * provider says is not the user's: mistakes the user corrects, not something to wait out.
   */
  usage: 2,
  /** The provider refused the credentials, the session is gone, or the sign-in was cancelled. */
  auth: 3,
  /** The provider or the network failed: unreachable, timeout, HTTP error, unreadable answer. */
  provider: 4,
} as const;

/** The exit code for an expected failure. */
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
