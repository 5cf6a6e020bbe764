/**
 * A chain's quotes are reserved on an estimate before it is sent: every attempt settles the
 * reservation. Against the demo broker, a date with no expiry (the provider's 10031) gives the
 * 10,000 reserved quotes back, in this process and in the ledger another process reads; on
 * loopback, each failure kind either gives them back (an error answer, retried 503s, the over-limit
 * page, a dropped connection) or keeps the estimate where the quotes may have been served (a
 * timeout, a 2xx that does not decode); requests with a fixed cost are counted as sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPath, openQuotaLedger } from '../../../../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import { createQuotaMeter } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client, UNSEEN_LADDER_COST } from '../../../../../electron/backend/broker/v1/api-client.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../../shared/domain/quota.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { manualTime, signedInDemo, skippingClock, type DemoFixture } from '../../../../helpers/signed-in-demo.ts';
import { environment as fixtureEnvironment } from '../../session/session-fixture.ts';
import { chainJson, OVER_LIMIT_PAGE, quotesFor, xmlError } from './v1-canned.ts';
import { tinyDecoders } from './tiny-decoders.ts';
import { plainTransport, startLoopback, type Loopback, type Reply } from './v1-loopback.ts';
import type { ChainQuery } from '../../../../../shared/domain/chain-query.ts';

/** Every strike of the expiry: the estimate is the unseen ladder's 10,000 quotes. */
const wholeLadder: ChainQuery = { underlier: 'AAPL', month: 11, year: 2026, day: 28, chainType: 'CALLPUT', includeAdjusted: false };

describe('against the demo broker: a date with no expiry', () => {
  let fixture: DemoFixture | null = null;
  let dir: string | null = null;
  afterEach(async () => {
    await fixture?.close();
    fixture = null;
    if (dir !== null) rmSync(dir, { recursive: true, force: true });
  });

  it('the provider says 10031: the 10,000 reserved quotes are given back, here and in the shared ledger', async () => {
    fixture = await signedInDemo({ kind: 'production', wireFormat: 'json' });
    dir = mkdtempSync(join(tmpdir(), 'api-send-settlement-'));
    const clock = skippingClock(fixture.time);
    const ledger = openQuotaLedger({ path: ledgerPath(dir), clock, source: 'app' });
    const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR, ledger: { ledger, environment: 'demo' } });
    const client = createV1Client({ session: fixture.session, environment: { ...fixture.environment, api: 'v1' }, clock, meter });
    const result = await client.getOptionChain(wholeLadder);
    expect(result).toMatchObject({ ok: false, error: { code: 'provider', message: expect.stringContaining('10031') } });
    // The underlier's quote alone: it was 10,001 (7.2 % to 14.3 % of the hour for one typo).
    expect(meter.snapshot().modules.markets.used).toBe(1);
    const other = openQuotaLedger({ path: ledgerPath(dir), clock, source: 'cli' });
    expect(other.othersSpending('demo', 'markets', clock.now()).reduce((sum, bucket) => sum + bucket.units, 0)).toBe(1);
  });
});

describe('on loopback: each way an attempt fails', () => {
  let server: Loopback;
  beforeAll(async () => {
    server = await startLoopback(() => ({ status: 404 }));
  });
  afterAll(() => server.close());

  /** A client whose chains answer `replies` (attempt by attempt, the last one again) and whose quotes answer. */
  function chainAnswering(replies: Reply[], timeoutMs = 5_000) {
    server.received.length = 0;
    let attempt = 0;
    server.setScript((url) =>
      url.includes('/optionchains') ? (replies[Math.min(attempt++, replies.length - 1)] as Reply) : { status: 200, body: quotesFor(url) },
    );
    const clock = skippingClock(manualTime('2026-06-10T15:00:00Z'));
    const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR });
    const environment: Environment = { ...fixtureEnvironment, api: 'v1', apiUrl: server.url, sandbox: false, wireFormat: 'json' };
    const client = createV1Client({ session: plainTransport(), environment, clock, meter, random: () => 0, timeoutMs, decoders: tinyDecoders });
    const chainAttempts = (): number => server.received.filter((url) => url.includes('/optionchains')).length;
    // The underlier's quote costs 1 per attempt whatever happens (a slow machine may retry it).
    const quoteAttempts = (): number => server.received.filter((url) => url.includes('/quote/')).length;
    return { client, meter, chainAttempts, quoteAttempts };
  }

  it.each<[string, Reply[], number]>([
    ['an error answer (400, 10031)', [{ status: 400, body: xmlError(10031, 'There are no options for the given month.') }], 1],
    [
      '503 twice, then the chain: only the answer is counted',
      [
        { status: 503, body: 'busy' },
        { status: 503, body: 'busy' },
        { status: 200, body: chainJson(5) },
      ],
      3,
    ],
    ['503 every time', [{ status: 503, body: 'busy' }], 3],
    ['the over-limit page', [{ status: 400, body: OVER_LIMIT_PAGE, headers: { 'content-type': 'text/html' } }], 1],
    ['a dropped connection every time', [{ drop: true }], 3],
  ])('%s: the reservation is given back', async (_name, replies, attempts) => {
    const { client, meter, chainAttempts, quoteAttempts } = chainAnswering(replies);
    const result = await client.getOptionChain(wholeLadder);
    expect(chainAttempts()).toBe(attempts);
    // The underlier quote, plus 2 per pair of the one chain answered (if any).
    expect(meter.snapshot().modules.markets.used).toBe(quoteAttempts() + (result.ok ? 2 * 5 : 0));
  });

  it.each<[string, Reply[], number]>([
    ['no answer in time (it may have been served)', [{ hang: true }], 3],
    ['a 200 that does not decode (it was served)', [{ status: 200, body: '{"OptionChainResponse": ' }], 1],
  ])('%s: the estimate stays, per attempt', async (_name, replies, attempts) => {
    const { client, meter, chainAttempts, quoteAttempts } = chainAnswering(replies, 'hang' in (replies[0] as Reply) ? 60 : 5_000);
    expect((await client.getOptionChain(wholeLadder)).ok).toBe(false);
    expect(chainAttempts()).toBe(attempts);
    expect(meter.snapshot().modules.markets.used).toBe(quoteAttempts() + attempts * UNSEEN_LADDER_COST);
  });

  it('a request of fixed cost (quotes of the symbols asked) is counted as sent, whatever its answer', async () => {
    const { client, meter } = chainAnswering([]);
    server.setScript(() => ({ status: 400, body: xmlError(1019, 'Invalid quote symbol') }));
    await client.getQuotes(['AAPL', 'MSFT']);
    expect(server.received).toHaveLength(1);
    expect(meter.snapshot().modules.markets.used).toBe(2);
  });
});
