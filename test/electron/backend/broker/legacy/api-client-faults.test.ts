/**
 * Every fault the demo broker can inject, through the API client: which ones are retried (network,
 * timeout, 429, 5xx) with growing, jittered waits, which are not, and the typed error that remains
 * when retrying does not help. A fault that goes away after one answer is recovered from.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RetryNotice } from '../../../../../electron/backend/broker/common/retry-policy.ts';
import { createLegacyClient } from '../../../../../electron/backend/broker/legacy/api-client.ts';
import { DEMO_ACCOUNTS, type FaultPlan } from '../../../../../demo-broker/index.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../../../helpers/signed-in-demo.ts';

const ACCOUNT = DEMO_ACCOUNTS[0]?.accountId ?? '';
let fixture: DemoFixture;

beforeAll(async () => {
  fixture = await signedInDemo();
});
afterEach(() => fixture.broker.setFaults({}));
afterAll(async () => {
  await fixture.close();
});

/** The order list page with `plan` injected; what was sent, retried and waited. */
async function pageWith(plan: FaultPlan, timeoutMs = 5_000) {
  fixture.broker.setFaults(plan);
  const clock = skippingClock(fixture.time);
  const retries: RetryNotice[] = [];
  const client = createLegacyClient({
    session: fixture.session,
    environment: fixture.environment,
    clock,
    random: () => 0,
    timeoutMs,
    onRetry: (notice) => retries.push(notice),
  });
  const before = fixture.sent.length;
  const result = await client.getOrderPage(ACCOUNT, { count: 5 });
  return { result, requests: fixture.sent.length - before, retries, waits: clock.waits };
}

describe('faults that are retried, then reported', () => {
  it('server-error (503): three attempts with doubling waits, then the provider error verbatim', async () => {
    const { result, requests, retries, waits } = await pageWith({ fault: 'server-error' });
    expect(requests).toBe(3);
    expect(retries.map((r) => r.reason)).toEqual(['HTTP 503', 'HTTP 503']);
    expect(waits).toEqual([250, 500]);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'provider',
        message: expect.stringMatching(/error \(code 500\).*tried 3 times/),
        detail: 'The service is temporarily unavailable. Please try again later.',
      },
    });
  });

  it('rate-limit (429): waits at least the Retry-After second, then reports the provider code 429', async () => {
    const { result, requests, waits } = await pageWith({ fault: 'rate-limit' });
    expect(requests).toBe(3);
    expect(waits).toEqual([1000, 1000]);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({ code: 'provider', message: expect.stringContaining('code 429'), detail: 'Too many requests. Please slow down.' });
  });

  it('html-error (500 with an HTML page): retried, then an http error quoting the page', async () => {
    const { result, requests } = await pageWith({ fault: 'html-error' });
    expect(requests).toBe(3);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('http');
      expect(result.error.message).toMatch(/HTTP 500.*tried 3 times/);
      expect(result.error.detail).toMatch(/Internal Server Error/);
    }
  });

  it('drop (connection closed without an answer): retried, then a network error', async () => {
    const { result, requests } = await pageWith({ fault: 'drop' });
    expect(requests).toBe(3);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('network');
  });

  it('latency beyond the timeout: each attempt times out, then a timeout error', async () => {
    const { result, requests } = await pageWith({ latencyMs: 400 }, 40);
    expect(requests).toBe(3);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'timeout', message: expect.stringMatching(/did not answer.*tried 3 times/) });
  });

  it.each([
    ['server-error', { fault: 'server-error', count: 1 }],
    ['rate-limit', { fault: 'rate-limit', count: 1 }],
    ['drop', { fault: 'drop', count: 2 }],
  ] satisfies [string, FaultPlan][])('%s that goes away: the retry succeeds', async (_name, plan) => {
    const { result, requests } = await pageWith(plan);
    expect(result.ok).toBe(true);
    expect(requests).toBe((plan.count ?? 0) + 1);
  });
});

describe('faults that are not retried', () => {
  it('empty-204: nothing, not a crash (an empty page)', async () => {
    const { result, requests } = await pageWith({ fault: 'empty-204' });
    expect(requests).toBe(1);
    expect(result).toEqual({ ok: true, data: { count: 0, marker: null, orders: [], groups: [] } });
  });

  it('empty-204 on the option chain and the accounts list: an empty chain, no accounts', async () => {
    fixture.broker.setFaults({ fault: 'empty-204' });
    const client = createLegacyClient({ session: fixture.session, environment: fixture.environment, clock: skippingClock(fixture.time) });
    const chain = await client.getOptionChain({ underlier: 'AAPL', month: 9, year: 2026, chainType: 'CALL', includeAdjusted: false });
    expect(chain.ok && chain.data.chain).toEqual({ symbol: null, expiries: [], mismatch: null });
    expect(await client.listAccounts()).toEqual({ ok: true, data: [] });
  });

  it.each([
    ['truncated', { fault: 'truncated' }],
    ['malformed', { fault: 'malformed' }],
  ] satisfies [string, FaultPlan][])('%s body: a malformed error at once', async (_name, plan) => {
    const { result, requests } = await pageWith(plan);
    expect(requests).toBe(1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('malformed');
  });

  it('wrong-content-type: the body is read for what it is, and decodes', async () => {
    const { result, requests } = await pageWith({ fault: 'wrong-content-type' });
    expect(requests).toBe(1);
    expect(result.ok && result.data.orders.length + result.data.groups.length).toBeGreaterThan(0);
  });

  it('a little latency within the timeout is just a slow answer', async () => {
    const { result, requests } = await pageWith({ latencyMs: 20 });
    expect(requests).toBe(1);
    expect(result.ok).toBe(true);
  });

  it('a 400 for a bad parameter the provider refuses is its error document, not retried', async () => {
    fixture.broker.setFaults({});
    const client = createLegacyClient({ session: fixture.session, environment: fixture.environment, clock: skippingClock(fixture.time) });
    const before = fixture.sent.length;
    // Valid syntax for us, but not an account of this user: the user's mistake, so
    // `invalid-argument` rather than a provider failure; still read from the error document.
    const result = await client.getOrderPage('99999999');
    expect(fixture.sent.length - before).toBe(1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'invalid-argument', detail: 'Invalid account ID 99999999' });
  });
});
