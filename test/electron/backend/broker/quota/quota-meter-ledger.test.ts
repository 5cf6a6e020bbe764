/**
 * Two processes, one consumer key: meters sharing a ledger file (a real temporary folder) see each
 * other's spending: at creation, and within a few seconds after; settlements carry over; the
 * budget one spent refuses the other; spending leaves the window for both.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_REFRESH_MS, ledgerPath, openQuotaLedger } from '../../../../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import { createQuotaMeter, QUOTA_WINDOW_MS } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { DEFAULT_QUOTA_PER_HOUR, type QuotaModule } from '../../../../../shared/domain/quota.ts';
import { createFakeClock } from '../../session/fake-clock.ts';

const START = Date.parse('2026-06-10T14:00:00Z');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quota-meter-ledger-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const clock = createFakeClock(START);
const meterIn = (source: string, environment = 'demo', limits: Partial<Record<QuotaModule, number>> = {}) =>
  createQuotaMeter({
    clock,
    limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, ...limits }),
    ledger: { ledger: openQuotaLedger({ path: ledgerPath(dir), clock, source }), environment },
  });

describe('meters sharing a ledger', () => {
  it('a new meter starts from what the others spent this hour; later spending shows within a few seconds', async () => {
    const t0 = clock.now();
    const app = meterIn('app');
    app.charge('markets', 144);
    app.charge('orders', 2);
    const cli = meterIn('cli');
    expect(cli.snapshot().modules.markets).toMatchObject({ used: 144, freesAt: Math.floor(t0 / 1000) * 1000 + QUOTA_WINDOW_MS });
    expect(cli.snapshot().modules.orders.used).toBe(2);
    cli.charge('markets', 10);
    expect(cli.snapshot().modules.markets.used).toBe(154);
    await clock.advance(LEDGER_REFRESH_MS);
    expect(app.snapshot().modules.markets.used).toBe(154);
    // Other environments are counted apart.
    expect(meterIn('other', 'production').snapshot().modules.markets.used).toBe(0);
  });

  it('a settlement reaches the other meter as a correction', async () => {
    const app = meterIn('app');
    const cli = meterIn('cli');
    const charge = cli.charge('markets', 40);
    charge.settle(144);
    await clock.advance(LEDGER_REFRESH_MS);
    expect(app.snapshot().modules.markets.used).toBe(144);
    charge.settle(12);
    await clock.advance(LEDGER_REFRESH_MS);
    expect(app.snapshot().modules.markets.used).toBe(12);
    expect(cli.snapshot().modules.markets.used).toBe(12);
  });

  it('what one process spent refuses the other, and the pace of its pollers slows', async () => {
    const cli = meterIn('cli', 'demo', { orders: 10 });
    const app = meterIn('app', 'demo', { orders: 10 });
    cli.charge('orders', 9);
    await clock.advance(LEDGER_REFRESH_MS);
    expect(app.admit('orders', 1).ok).toBe(true);
    const refused = app.admit('orders', 2);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('rate-limited');
    expect(app.pace('orders', 2, 5_000).slowedBecause).toMatch(/Orders budget/);
    expect(app.snapshot().modules.orders).toMatchObject({ used: 9, level: 'low' });
  });

  it("the others' spending leaves the window an hour after it was spent", async () => {
    const cli = meterIn('cli');
    cli.charge('accounts', 5);
    const app = meterIn('app');
    await clock.advance(30 * 60_000);
    app.charge('accounts', 1);
    expect(app.snapshot().modules.accounts.used).toBe(6);
    await clock.advance(30 * 60_000);
    expect(app.snapshot().modules.accounts.used).toBe(1);
    expect(app.snapshot().modules.accounts.freesAt).toBe(Math.floor((clock.now() - 30 * 60_000) / 1000) * 1000 + QUOTA_WINDOW_MS);
  });

  it('a meter never counts its own spending twice (its records are in the file too)', async () => {
    const app = meterIn('app');
    app.charge('markets', 100);
    await clock.advance(LEDGER_REFRESH_MS);
    app.charge('markets', 1);
    await clock.advance(LEDGER_REFRESH_MS);
    expect(app.snapshot().modules.markets.used).toBe(101);
  });

  it('an unusable ledger folder leaves the meter counting its own spending', () => {
    // A file where the folder should be: every write and read fails.
    writeFileSync(join(dir, 'not-a-folder'), '');
    const meter = createQuotaMeter({
      clock,
      limits: () => DEFAULT_QUOTA_PER_HOUR,
      ledger: { ledger: openQuotaLedger({ path: ledgerPath(join(dir, 'not-a-folder')), clock }), environment: 'demo' },
    });
    meter.charge('markets', 3);
    expect(meter.snapshot().modules.markets.used).toBe(3);
  });
});

describe("another process's spending reaches a listener while this one spends nothing", () => {
  it('a listening meter looks at the ledger every few seconds and says when the others spent; no timer once nobody listens', async () => {
    const app = meterIn('app');
    const heard: number[] = [];
    const stop = app.onChange(() => heard.push(app.snapshot().modules.markets.used));
    const cli = meterIn('cli');
    await clock.advance(LEDGER_REFRESH_MS);
    expect(heard).toEqual([]);
    cli.charge('markets', 42);
    await clock.advance(LEDGER_REFRESH_MS);
    expect(heard).toEqual([42]);
    await clock.advance(3 * LEDGER_REFRESH_MS);
    expect(heard).toEqual([42]);
    stop();
    expect(clock.pending()).toBe(0);
    // A meter nobody listens to (a command's) never starts a timer.
    meterIn('quiet').charge('orders', 1);
    expect(clock.pending()).toBe(0);
  });
});
