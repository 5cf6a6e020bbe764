/**
 * When a failed attempt gives back the quotes it reserved. A chain is counted on an estimate
 * before it is sent (its ladder can run past 5,000 pairs: 10,000 quotes), and the provider counts
 * the quotes it answers with (2 per pair). An attempt that failed without an answer holding quotes
 * spent none: the reservation is released. Where the provider may have served the quotes and the
 * answer was lost on the way (a timeout, a cancelled or oversized read, a 2xx that did not
 * decode), the estimate stays: counting too much for an hour is the side that never overspends.
 */
import type { ErrorCode } from '../../../../shared/result.ts';

/** How an attempt failed: the HTTP status of its answer, and/or the error it came to. */
export interface AttemptFailure {
  status?: number;
  error?: ErrorCode;
}

/** Failures after which quotes may have been served though no answer was read. */
const MAYBE_SERVED: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['timeout', 'cancelled', 'malformed']);

/**
 * Whether the attempt served no quotes: the provider's own error document (whatever its status),
 * an error status (4xx, 5xx, over-limit), or a failure before any answer (a refused connection,
 * signed out).
 */
export function servedNothing(failed: AttemptFailure): boolean {
  if (failed.error === 'provider') return true;
  if (failed.status !== undefined) return failed.status >= 400;
  return failed.error !== undefined && !MAYBE_SERVED.has(failed.error);
}
