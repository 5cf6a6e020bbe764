/**
 * Retry and polling timing: what is retried, how long the waits are (exponential, jittered,
 * bounded, honouring Retry-After), and the watcher's interval (settings, hidden window, failures,
 * never below 5 s).
 */
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, isRetryable, retryAfterMs } from '../../../../electron/backend/broker/retry-policy.ts';
import { HIDDEN_MAX_MS, MAX_BACKOFF_MS, pollIntervalMs } from '../../../../electron/backend/orders/poll-interval.ts';
import type { ErrorCode } from '../../../../shared/result.ts';

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

describe('polling interval', () => {
  const at = (refreshSeconds: number, visible = true, failures = 0, random = () => 0) => pollIntervalMs({ refreshSeconds, visible, failures, random });
  it('follows the setting (default 10 s)', () => {
    expect(at(10)).toBe(10_000);
    expect(at(30)).toBe(30_000);
  });
  it('is never faster than 5 s, whatever the setting says', () => {
    expect(at(1)).toBe(5_000);
    expect(at(0)).toBe(5_000);
    expect(at(Number.NaN)).toBe(10_000);
  });
  it('slows down while the window is hidden, but not beyond two minutes', () => {
    expect(at(10, false)).toBe(60_000);
    expect(at(60, false)).toBe(HIDDEN_MAX_MS);
    expect(at(300, false)).toBe(300_000);
  });
  it('backs off after failures, with jitter, up to five minutes', () => {
    expect(at(10, true, 1)).toBe(20_000);
    expect(at(10, true, 2)).toBe(40_000);
    expect(at(10, true, 2, () => 0.999999)).toBe(30_000);
    expect(at(10, true, 20)).toBe(MAX_BACKOFF_MS);
  });
});
