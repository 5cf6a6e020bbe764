/**
 * The exit codes as a script sees them: each code from a real `strikeboard` process
 * against a started demo broker, over a stored session in the REAL OS keychain. A user's mistake
 * the provider finds (an unknown symbol, a day with no expiry) is 2, never 4 ("try again later"),
 * which makes retrying scripts loop; a partly quoted answer is 5; errors and warnings go to
 * standard error, data alone to standard output. Needs a Secret Service; without one the suite
 * reports itself skipped.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../demo-broker/index.ts';
import { EXIT } from '../../cli/exit-codes.ts';
import { USAGE } from '../../cli/flags/parse-command.ts';
import { calendarDayNumber } from '../../shared/domain/calendar.ts';
import { createCredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { probeTestKeychain } from '../helpers/test-keychain.ts';
import { ENVIRONMENT_IDS } from '../../shared/environments.ts';
import { runCli } from './run-cli-process.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfNewYorkMidnight } from '../helpers/clear-of-new-york-midnight.ts';
import { storeDemoSession } from './store-demo-session.ts';

const service = `Strikeboard-cli-exit-test-${randomUUID()}`;
const probe = await probeTestKeychain({ service });
const reason = probe.available ? '' : ` (skipped: no OS keychain reachable: ${probe.reason})`;
const consumer = DEMO_CONSUMERS.find((c) => c.kind === 'production' && c.owner === 'demo' && c.callbackUrl === null) as DemoConsumer;

/** A stack trace, Node's or zod's words: never in front of a user. */
const INTERNALS = /\n\s+at |Invalid input|ERR_|NaN/;

describe.skipIf(!probe.available)(`exit codes of the real command${reason}`, () => {
  let broker: DemoBroker;
  const env = () => ({ STRIKEBOARD_KEYCHAIN_SERVICE: service, STRIKEBOARD_DEMO_URL: broker.url });
  const vault = () => {
    if (!probe.available) throw new Error('unreachable');
    return createCredentialVault(probe.store, { persistent: true, service });
  };
  const expiries = async (): Promise<{ date: string; kind: string | null; daysToExpiry: number }[]> =>
    (
      JSON.parse((await runCli(['expiries', '--env', 'demo', '--symbol', 'AAPL', '--json'], env())).stdout) as {
        expiries: { date: string; kind: string | null; daysToExpiry: number }[];
      }
    ).expiries;

  beforeAll(async () => {
    await clearOfNewYorkMidnight();
    broker = await startDemoBroker();
    await storeDemoSession(broker.url, vault, consumer);
  }, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);
  afterEach(() => broker.setFaults({}));
  afterAll(async () => {
    for (const id of ENVIRONMENT_IDS) {
      await vault().deleteAccessToken(id);
      await vault().deleteConsumer(id);
    }
    await broker.close();
  });

  it('the help and the codes agree: 0 to 5, one meaning each', () => {
    expect(Object.values(EXIT)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const code of Object.values(EXIT)) expect(USAGE).toMatch(new RegExp(`^ {2}${code} {2}\\w`, 'm'));
  });

  it('0: everything asked was printed, nothing on standard error', async () => {
    const result = await runCli(['quote', 'AAPL', 'MSFT', '--env', 'demo'], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toMatch(/^AAPL\b/m);
    expect(result.stdout).toMatch(/^MSFT\b/m);
  });

  it('1: no keychain reachable', async () => {
    const result = await runCli(['status'], { ...env(), DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/strikeboard-exit-test-bus' });
    expect(result.code).toBe(EXIT.failure);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^strikeboard: No system keychain is reachable/);
  });

  it.each([[['expiries', '--symbol', 'ZZZZQ']], [['chain', '--symbol', 'ZZZZQ']], [['quote', 'ZZZZQ']]])(
    '2: an unknown symbol is the user’s to correct, not "try again later": %j',
    async (argv) => {
      const result = await runCli([...argv, '--env', 'demo'], env());
      expect(result.code).toBe(EXIT.usage);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^strikeboard: .*\n {2}details \(verbatim\):\n {4}.*ZZZZQ/m);
      expect(result.stderr).not.toMatch(INTERNALS);
    },
  );

  it('2: a day with no expiry names the expiries just before and after it', async () => {
    const listed = (await expiries()).filter((expiry) => expiry.daysToExpiry >= 0);
    const [first, second] = listed;
    if (first === undefined || second === undefined) throw new Error('the demo broker lists fewer than two expiries');
    // The day after the nearest expiry is not one (expiries are days apart, never consecutive here).
    const day = new Date((calendarDayNumber(first.date) + 1) * 86_400_000).toISOString().slice(0, 10);
    expect(listed.map((expiry) => expiry.date)).not.toContain(day);
    const result = await runCli(['chain', '--symbol', 'AAPL', '--expiry', day, '--env', 'demo'], env());
    expect(result.code).toBe(EXIT.usage);
    expect(result.stdout).toBe('');
    const after = calendarDayNumber(second.date) - calendarDayNumber(day);
    expect(result.stderr).toMatch(
      new RegExp(
        `^strikeboard: No AAPL options expire on \\w{3}, .*\\. The nearest: ${first.date} \\(\\w{3}, 1 day before\\) and ${second.date} \\(\\w{3}, ${after} days? after\\)\\. \`strikeboard expiries --symbol AAPL\` lists them all\\.$`,
        'm',
      ),
    );
    expect(result.stderr).toMatch(/details \(verbatim\):\n {4}There are no options for the given month/);
  }, 60_000);

  it('2: a flag the command line does not take', async () => {
    const result = await runCli(['chain', '--symbol', 'AAPL', '--strikes', 'abc', '--env', 'demo'], env());
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toMatch(/^strikeboard: --strikes must be a whole number/);
  });

  it('3: not signed in to the environment', async () => {
    const result = await runCli(['quote', 'AAPL', '--env', 'sandbox'], env());
    expect(result.code).toBe(EXIT.auth);
    expect(result.stderr).toMatch(/Not signed in: run `strikeboard login --env sandbox` first/);
  });

  it('4: the provider down for maintenance is worth a retry', async () => {
    broker.setFaults({ fault: 'maintenance', scope: 'api' });
    const result = await runCli(['quote', 'AAPL', '--env', 'demo'], env());
    expect(result.code).toBe(EXIT.provider);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/code 670/);
  });

  it('5: a partly quoted answer prints what was quoted, and names the rest on standard error', async () => {
    const result = await runCli(['quote', 'AAPL', 'ZZZZQ', '--env', 'demo'], env());
    expect(result.code).toBe(EXIT.partial);
    expect(result.stdout).toMatch(/^AAPL\b/m);
    expect(result.stdout).not.toMatch(/ZZZZQ/);
    expect(result.stderr).toBe('strikeboard: ZZZZQ not quoted: ZZZZQ is not a valid symbol (code 1019)\n');
  });

  it('chain without --expiry takes the nearest expiry, weekly or not, as the help says', async () => {
    const nearest = (await expiries()).filter((expiry) => expiry.daysToExpiry >= 0)[0];
    const result = await runCli(['chain', '--symbol', 'AAPL', '--strikes', '4', '--env', 'demo', '--json'], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    const answer = JSON.parse(result.stdout) as { chain: { expiries: { date: string }[] } };
    expect(answer.chain.expiries.map((expiry) => expiry.date)).toEqual([nearest?.date]);
  }, 60_000);
});
