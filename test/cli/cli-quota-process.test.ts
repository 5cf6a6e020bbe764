/**
 * One hourly count shared by separate processes: `strikeboard chain` and `strikeboard accounts`
 * run as child processes against a started demo broker (over a session in the REAL OS keychain,
 * as `strikeboard login` leaves it), then `strikeboard quota`, another process, shows what they
 * spent; all in a temporary data folder (STRIKEBOARD_DATA_DIR). Needs a Secret Service; without
 * one the suite reports itself skipped.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../demo-broker/index.ts';
import { ledgerPath } from '../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import { createCredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { probeTestKeychain } from '../helpers/test-keychain.ts';
import { ENVIRONMENT_IDS } from '../../shared/environments.ts';
import { runCli } from './run-cli-process.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfNewYorkMidnight } from '../helpers/clear-of-new-york-midnight.ts';
import { storeDemoSession } from './store-demo-session.ts';

const service = `Strikeboard-cli-quota-test-${randomUUID()}`;
const probe = await probeTestKeychain({ service });
const reason = probe.available ? '' : ` (skipped: no OS keychain reachable: ${probe.reason})`;
const consumer = DEMO_CONSUMERS.find((c) => c.kind === 'production' && c.owner === 'demo' && c.callbackUrl === null) as DemoConsumer;

interface QuotaJson {
  environment: string;
  modules: Record<'accounts' | 'markets' | 'orders', { used: number; limit: number; share: number; level: string; freesAt: string | null }>;
}

describe.skipIf(!probe.available)(`strikeboard quota counts what other command processes spent${reason}`, () => {
  let broker: DemoBroker;
  let dataDir: string;
  const env = () => ({ STRIKEBOARD_KEYCHAIN_SERVICE: service, STRIKEBOARD_DEMO_URL: broker.url, STRIKEBOARD_DATA_DIR: dataDir });
  const vault = () => {
    if (!probe.available) throw new Error('unreachable');
    return createCredentialVault(probe.store, { persistent: true, service });
  };
  const quota = async (): Promise<QuotaJson> => {
    const result = await runCli(['quota', '--env', 'demo', '--json'], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return JSON.parse(result.stdout) as QuotaJson;
  };

  beforeAll(async () => {
    await clearOfNewYorkMidnight();
    dataDir = mkdtempSync(join(tmpdir(), 'cli-quota-process-'));
    broker = await startDemoBroker();
    await storeDemoSession(broker.url, vault, consumer);
  }, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);
  afterAll(async () => {
    for (const id of ENVIRONMENT_IDS) {
      await vault().deleteAccessToken(id);
      await vault().deleteConsumer(id);
    }
    await broker.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('nothing spent yet: zero everywhere, the default budgets', async () => {
    const before = await quota();
    expect(before.environment).toBe('demo');
    expect(before.modules.markets).toMatchObject({ used: 0, limit: 140_000, level: 'ok', freesAt: null });
  });

  it('a chain and an accounts list in two processes: quota, a third, shows both counted', async () => {
    const chain = await runCli(['chain', '--symbol', 'AAPL', '--strikes', '6', '--env', 'demo', '--api', 'v1', '--json'], env());
    expect(chain.code).toBe(0);
    const pairs = (JSON.parse(chain.stdout) as { chain: { expiries: { strikes: unknown[] }[] } }).chain.expiries.reduce((sum, e) => sum + e.strikes.length, 0);
    const afterChain = await quota();
    // The chain's answer settles its cost at 2 quotes per pair (its underlier quote, if any, on top).
    expect(afterChain.modules.markets.used).toBeGreaterThanOrEqual(2 * pairs);
    expect(afterChain.modules.markets.freesAt).not.toBeNull();
    const accounts = await runCli(['accounts', '--env', 'demo', '--api', 'v1'], env());
    expect(accounts.code).toBe(0);
    const afterAccounts = await quota();
    expect(afterAccounts.modules.accounts.used).toBe(afterChain.modules.accounts.used + 1);
    expect(afterAccounts.modules.markets.used).toBe(afterChain.modules.markets.used);
    const text = await runCli(['quota', '--env', 'demo'], env());
    expect(text.stdout).toMatch(/^Local demo: requests in the hour before .*by the app and the command line together:$/m);
    expect(text.stdout).toMatch(
      new RegExp(`^\\s*Market data \\(quotes\\)\\s+${afterAccounts.modules.markets.used.toLocaleString('en-US')}\\s+140,000\\s`, 'm'),
    );
  });

  it('the ledger is a private folder in the data folder, of private files with whole JSON lines', () => {
    const folder = ledgerPath(dataDir);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const lines = readdirSync(folder).flatMap((name) => {
      expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
      return readFileSync(join(folder, name), 'utf8')
        .split('\n')
        .filter((line) => line !== '');
    });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ env: 'demo', src: expect.any(String) });
  });
});
