/**
 * The session client builds the client of the environment's API generation, and keeps one quota
 * meter per environment across client rebuilds (a new session, changed hosts) and sign-outs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../session/fake-clock.ts';
import { ledgerPath, openQuotaLedger } from '../../../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import { createSessionClient, type Connection } from '../../../../electron/backend/broker/session-client.ts';
import type { Session } from '../../../../electron/backend/session/session-types.ts';
import type { Environment } from '../../../../shared/environments.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { manualTime, skippingClock } from '../../../helpers/signed-in-demo.ts';
import { environment as fixtureEnvironment } from '../session/session-fixture.ts';
import { accountsJson } from './v1/v1-canned.ts';
import { tinyDecoders } from './v1/tiny-decoders.ts';
import { plainTransport, startLoopback, type Loopback } from './v1/v1-loopback.ts';

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback(() => ({ status: 200, body: accountsJson }));
});
afterAll(() => server.close());

const fakeSession = (): Session => ({ ...plainTransport(), snapshot: () => ({ state: 'active' }) }) as unknown as Session;

function holder(first: Connection | null) {
  let connection = first;
  const time = manualTime('2026-06-10T15:00:00Z');
  const changes: string[] = [];
  const client = createSessionClient({
    current: () => connection,
    clock: skippingClock(time),
    logger: silentLogger,
    quotaLimits: () => ({ accounts: 100, markets: 1_000, orders: 50, users: 100 }),
    onQuotaChange: (id) => changes.push(id),
    v1Decoders: tinyDecoders,
  });
  return { client, changes, time, connect: (next: Connection | null) => (connection = next) };
}

const v1: Environment = { ...fixtureEnvironment, api: 'v1', apiUrl: '' };
const legacy: Environment = { ...fixtureEnvironment, api: 'legacy' };

describe('the generation switch', () => {
  it('v1 environments get the v1 client, legacy ones the legacy client', () => {
    const h = holder({ session: fakeSession(), environment: { ...v1, apiUrl: server.url } });
    const first = h.client.get();
    expect(first.ok && first.data.generation).toBe('v1');
    h.connect({ session: fakeSession(), environment: legacy });
    const second = h.client.get();
    expect(second.ok && second.data.generation).toBe('legacy');
  });

  it('signed out: not-signed-in', () => {
    expect(holder(null).client.get()).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
  });
});

describe('one meter per environment', () => {
  it('counts through a rebuild of the client (new session) and a sign-out; limits from settings', async () => {
    const h = holder({ session: fakeSession(), environment: { ...v1, apiUrl: server.url } });
    const first = h.client.get();
    if (!first.ok) throw new Error('no client');
    expect((await first.data.listAccounts()).ok).toBe(true);
    h.connect({ session: fakeSession(), environment: { ...v1, apiUrl: server.url } });
    const rebuilt = h.client.get();
    if (!rebuilt.ok) throw new Error('no client');
    expect(rebuilt.data).not.toBe(first.data);
    expect(rebuilt.data.quota).toBe(first.data.quota);
    await rebuilt.data.listAccounts();
    h.connect(null);
    expect(h.client.meter('production').snapshot().modules.accounts).toMatchObject({ used: 2, limit: 100 });
    expect(h.changes).toContain('production');
  });

  it('environments do not share a meter', () => {
    const h = holder(null);
    h.client.meter('demo').charge('orders', 5);
    expect(h.client.meter('sandbox').snapshot().modules.orders.used).toBe(0);
    expect(h.client.meter('demo').snapshot().modules.orders.used).toBe(5);
  });
});

describe('the shared ledger', () => {
  it("each environment's meter records its requests under its own name, for the command line to read", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'session-client-ledger-'));
    try {
      const clock = createFakeClock(Date.parse('2026-06-10T15:00:00Z'));
      const time = clock;
      const client = createSessionClient({
        current: () => ({ session: fakeSession(), environment: { ...v1, apiUrl: server.url } }),
        clock,
        logger: silentLogger,
        v1Decoders: tinyDecoders,
        quotaLedger: openQuotaLedger({ path: ledgerPath(dir), clock, source: 'app' }),
      });
      const got = client.get();
      if (!got.ok) throw new Error('no client');
      expect((await got.data.listAccounts()).ok).toBe(true);
      client.meter('demo').charge('orders', 3);
      const cli = openQuotaLedger({ path: ledgerPath(dir), clock, source: 'cli' });
      expect(cli.othersSpending(v1.id, 'accounts', time.now())).toEqual([{ at: Math.floor(time.now() / 1000) * 1000, units: 1 }]);
      expect(cli.othersSpending('demo', 'orders', time.now())).toEqual([{ at: Math.floor(time.now() / 1000) * 1000, units: 3 }]);
      // Meters with a ledger look at it every few seconds while listened to; shutting down stops that.
      expect(clock.pending()).toBeGreaterThan(0);
      client.reset();
      expect(clock.pending()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
