/**
 * Whose words an error's `detail` holds, for the caption above it ("The brokerage said", "The
 * system said"). One exhaustive switch: a new error code is a compile error here until someone
 * decides whose words it carries.
 */
import type { ErrorCode } from './result.ts';

/** The brokerage (its own text: an error document, an OAuth refusal, an over-limit page) or the system. */
export type DetailSource = 'brokerage' | 'system';

/** Whose words the `detail` of an error with `code` holds. */
export function detailSource(code: ErrorCode): DetailSource {
  switch (code) {
    case 'oauth':
    case 'provider':
    case 'http':
    case 'rate-limited': // the provider's over-limit page (our own meter's hold carries no detail)
      return 'brokerage';
    case 'malformed': // why the answer could not be read: the parser's words, not the brokerage's
    case 'invalid-argument':
    case 'forbidden':
    case 'internal':
    case 'settings':
    case 'network':
    case 'timeout':
    case 'not-signed-in':
    case 'keychain-unavailable':
    case 'cancelled':
    case 'unsupported':
      return 'system';
    default: {
      const unknown: never = code;
      return unknown;
    }
  }
}

/** "The brokerage said" / "The system said". */
export const detailCaption = (code: ErrorCode): string => `The ${detailSource(code)} said`;
