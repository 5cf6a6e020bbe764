/**
 * Retry timing: what is retried, and how long the waits are (exponential, jittered, bounded,
 * honouring Retry-After). The watcher's interval (settings, hidden window, failures, never below
 * 5 s) is the live feeds' one rule now: its cases are in live/feed-timing.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, isRetryable, retryAfterMs } from '../../../../../electron/backend/broker/common/retry-policy.ts';
import type { ErrorCode } from '../../../../../shared/result.ts';

const error = (code: ErrorCode) => ({ kind: 'error' as const, error: { code, message: code } });
const answer = (status: number) => ({ kind: 'answer' as const, status, retryAfter: null });

describe('what is retried', () => {
  it.each([
    ['a network failure', error('network'), true],
    ['a timeout', error('timeout'), true],
    ['429 rate limited', answer(429), true],
    ['500', answer(500), true],
    ['503', answer(503), true],
    ['200', answer(200), false],
    ['204', answer(204), false],
    ['400 bad parameter', answer(400), false],
    ['404', answer(404), false],
    ['an OAuth refusal (the session decides)', error('oauth'), false],
    ['not signed in', error('not-signed-in'), false],
    ['cancelled', error('cancelled'), false],
  ])('%s: %s', (_name, outcome, expected) => {
    expect(isRetryable(outcome)).toBe(expected);
  });
});

describe('backoff', () => {
  const policy = DEFAULT_RETRY_POLICY;
  it('doubles per attempt, half fixed and half random', () => {
    expect(backoffDelayMs(policy, 1, () => 0)).toBe(250);
    expect(backoffDelayMs(policy, 1, () => 0.999999)).toBe(500);
    expect(backoffDelayMs(policy, 2, () => 0)).toBe(500);
    expect(backoffDelayMs(policy, 3, () => 0.5)).toBe(1500);
  });
  it('is capped', () => {
    expect(backoffDelayMs(policy, 30, () => 1)).toBe(policy.maxDelayMs);
  });
  it('waits at least what Retry-After asks, but never beyond the cap', () => {
    expect(backoffDelayMs(policy, 1, () => 0, 2000)).toBe(2000);
    expect(backoffDelayMs(policy, 1, () => 0, 3_600_000)).toBe(policy.maxDelayMs);
  });
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-06-10T15:00:00Z');
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs('Wed, 10 Jun 2026 15:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
