/**
 * `strikeboard quota` in-process over a real temporary data folder: the use of this hour from the
 * shared ledger (what the app and other runs recorded), the environment of --env or the app's, the
 * limits of the app's settings or the defaults, text and JSON; and the budgets alone without a
 * data folder; a named pipe as the settings file refused (a real FIFO), never read.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerPath, openQuotaLedger } from '../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import { segmentName } from '../../electron/backend/broker/quota/ledger/ledger-segments.ts';
import { nodeIo } from '../../cli/io/node-io.ts';
import { runCli } from '../../cli/run-cli.ts';
import { readAppQuotaSettings } from '../../cli/session/cli-quota.ts';
import { fakeIo } from './fake-io.ts';

const NOW = Date.parse('2026-06-10T14:00:00Z');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-quota-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What the app (another process) spent, recorded in the ledger. */
function appSpent(env: string, module: 'accounts' | 'markets' | 'orders', units: number, agoMs: number): void {
  openQuotaLedger({ path: ledgerPath(dir), clock: { now: () => NOW, setTimeout: () => () => {} }, source: 'app' }).record(env, module, NOW - agoMs, units);
}

async function run(argv: string[], files: Record<string, string> = {}, env: Record<string, string> = { STRIKEBOARD_DATA_DIR: dir }) {
  const { io, out, err } = fakeIo({ env, files });
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('strikeboard quota', () => {
  it('shows what was spent this hour per module, from the shared ledger, with share, level and when it frees', async () => {
    appSpent('demo', 'markets', 1_000, 20 * 60_000);
    appSpent('demo', 'markets', 144, 60_000);
    appSpent('demo', 'orders', 15_000, 59 * 60_000);
    appSpent('demo', 'accounts', 9, 61 * 60_000); // left the window
    appSpent('production', 'markets', 5, 1_000);
    const result = await run(['quota']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Local demo: requests in the hour before .* by the app and the command line together:$/m);
    expect(result.out).toMatch(/^\s*Accounts\s+0\s+35,600\s+0\.0%\s+ok\s*$/m);
    expect(result.out).toMatch(/^\s*Market data \(quotes\)\s+1,144\s+140,000\s+0\.8%\s+ok\s+frees from /m);
    expect(result.out).toMatch(/^\s*Orders\s+15,000\s+17,800\s+84\.3%\s+low\s+frees from /m);
    expect(result.out).toMatch(/the defaults support reported/);
  });

  it('--env picks the environment; --json gives numbers a script can read', async () => {
    appSpent('production', 'markets', 5, 1_000);
    const result = await run(['quota', '--env', 'production', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toEqual({
      environment: 'production',
      at: '2026-06-10T14:00:00.000Z',
      limitsFrom: 'defaults',
      modules: {
        accounts: { used: 0, limit: 35_600, share: 0, level: 'ok', freesAt: null },
        markets: { used: 5, limit: 140_000, share: 5 / 140_000, level: 'ok', freesAt: new Date(NOW - 1_000 + 3_600_000).toISOString() },
        orders: { used: 0, limit: 17_800, share: 0, level: 'ok', freesAt: null },
        users: { used: 0, limit: 35_600, share: 0, level: 'ok', freesAt: null },
      },
    });
  });

  it("takes the limits and the environment from the app's settings when they can be read", async () => {
    appSpent('sandbox', 'orders', 90, 1_000);
    const settings = JSON.stringify({ environment: 'sandbox', quota: { accounts: 500, markets: 1_000, orders: 100 } });
    const result = await run(['quota', '--json'], { [join(dir, 'settings.json')]: settings });
    const report = JSON.parse(result.out) as { environment: string; limitsFrom: string; modules: { orders: { used: number; limit: number; level: string } } };
    expect(report).toMatchObject({ environment: 'sandbox', limitsFrom: 'settings', modules: { orders: { used: 90, limit: 100, level: 'low' } } });
  });

  it.each([['not json'], ['[1]'], [JSON.stringify({ quota: { orders: -5 } })]])(
    'an unusable settings file (%s) means the defaults, never a failure',
    async (text) => {
      const result = await run(['quota', '--json'], { [join(dir, 'settings.json')]: text });
      expect(result.code).toBe(0);
      expect((JSON.parse(result.out) as { modules: { orders: { limit: number } } }).modules.orders.limit).toBe(17_800);
    },
  );

  it('a corrupt ledger line is skipped, the rest still counts', async () => {
    appSpent('demo', 'orders', 7, 1_000);
    appendFileSync(join(ledgerPath(dir), segmentName(NOW)), '{"env":"demo","module":"orders","at":');
    appSpent('demo', 'orders', 3, 500);
    const result = await run(['quota', '--json']);
    expect((JSON.parse(result.out) as { modules: { orders: { used: number } } }).modules.orders.used).toBe(10);
  });

  it('a record dated past what a Date holds: counted now, and shown with a real time (it crashed the command)', async () => {
    mkdirSync(ledgerPath(dir), { recursive: true });
    appendFileSync(join(ledgerPath(dir), segmentName(NOW)), `\n{"env":"demo","module":"orders","at":8700000000000000,"units":2,"src":"x"}\n`);
    const result = await run(['quota']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^\s*Orders\s+2\s+17,800\s.*frees from /m);
  });

  it("a link in the ledger's place is refused, said on stderr; the command still answers", async () => {
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(join(dir, 'elsewhere'), ledgerPath(dir));
    const result = await run(['quota', '--json']);
    expect(result.code).toBe(0);
    expect(result.err).toMatch(/^note: quota ledger \(read\): The quota ledger's .* is a symbolic link: refused, never followed/);
    expect((JSON.parse(result.out) as { modules: { orders: { used: number } } }).modules.orders.used).toBe(0);
  });

  it('without a data folder (no home, no STRIKEBOARD_DATA_DIR): the budgets alone, the use unknown', async () => {
    const result = await run(['quota'], {}, {});
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Market data \(quotes\)\s+140,000/);
    expect(result.out).toMatch(/the use of this hour is unknown/);
  });

  it("follows XDG_CONFIG_HOME to the app's folder when no override is set", async () => {
    const folder = join(dir, 'Strikeboard');
    openQuotaLedger({ path: ledgerPath(folder), clock: { now: () => NOW, setTimeout: () => () => {} }, source: 'app' }).record('demo', 'accounts', NOW, 2);
    const result = await run(['quota', '--json'], {}, { XDG_CONFIG_HOME: dir, HOME: '/nonexistent' });
    expect((JSON.parse(result.out) as { modules: { accounts: { used: number } } }).modules.accounts.used).toBe(2);
  });
});

describe('the app settings the quota reads', () => {
  it.skipIf(process.platform === 'win32')(
    'are refused, never read, when settings.json is a named pipe: the defaults and a note, no hang',
    async () => {
      execFileSync('mkfifo', [join(dir, 'settings.json')]);
      const real = nodeIo();
      try {
        const { io, err } = fakeIo({ env: { STRIKEBOARD_DATA_DIR: dir } });
        // The real files of the data folder: a read that blocked on the pipe would never come back.
        const settings = await readAppQuotaSettings({ ...io, readFile: real.readFile, readDataFile: real.readDataFile });
        expect(settings).toMatchObject({ folder: dir, limitsFrom: 'defaults', environment: null });
        expect(err.join('\n')).toMatch(
          /^note: the app's settings \(.*settings\.json is a named pipe \(FIFO\), not a file: refused, never followed or read\); the default budgets are used\.$/,
        );
      } finally {
        real.close();
      }
    },
    10_000,
  );
});
