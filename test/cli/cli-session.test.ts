/**
 * `strikeboard login/status/renew/logout` as child processes against a started demo broker, with
 * the tokens in the REAL OS keychain (each process opens it anew, as a user's terminal would). The
 * code is obtained by driving the authorize page with fetch and typed into the CLI's stdin. Needs a
 * Secret Service (docs/testing.md, "The private Secret Service"); without one the suite reports
 * itself skipped.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoBroker, type DemoBroker } from '../../demo-broker/index.ts';
import { createCredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { probeTestKeychain } from '../helpers/test-keychain.ts';
import { signRequest } from '../../electron/backend/oauth/signer.ts';
import { ENVIRONMENT_IDS } from '../../shared/environments.ts';
import { approveOnAuthorizePage } from '../electron/backend/oauth/demo-authorize-page.ts';
import { runCli, startCli, waitForLine } from './run-cli-process.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfNewYorkMidnight } from '../helpers/clear-of-new-york-midnight.ts';

const service = `Strikeboard-cli-test-${randomUUID()}`;
const probe = await probeTestKeychain({ service });
const reason = probe.available ? '' : ` (skipped: no OS keychain reachable: ${probe.reason})`;

describe.skipIf(!probe.available)(`strikeboard login/status/renew/logout against the demo broker${reason}`, () => {
  let broker: DemoBroker;
  const env = () => ({
    STRIKEBOARD_KEYCHAIN_SERVICE: service,
    STRIKEBOARD_DEMO_URL: broker.url,
    STRIKEBOARD_CONSUMER_KEY: undefined,
    STRIKEBOARD_CONSUMER_SECRET: undefined,
  });
  const vault = () => {
    if (!probe.available) throw new Error('unreachable');
    return createCredentialVault(probe.store, { persistent: true, service });
  };

  beforeAll(async () => {
    await clearOfNewYorkMidnight();
    broker = await startDemoBroker();
  }, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);
  afterAll(async () => {
    for (const id of ENVIRONMENT_IDS) {
      await vault().deleteAccessToken(id);
      await vault().deleteConsumer(id);
    }
    await broker.close();
  });

  /** Signs in through the CLI, typing `code(url)` when it asks. */
  async function login(code: (authorizeUrl: string) => Promise<string>) {
    const child = startCli(['login', '--env', 'demo'], env());
    const url = await waitForLine(child, /^http:\/\/127\.0\.0\.1:\d+\/authorize\?/);
    child.stdin.end(`${await code(url)}\n`);
    return child.finished;
  }

  it('refuses three wrong codes with exit 3, asking again in between, and stores nothing', async () => {
    const result = await login(async (url) => {
      await approveOnAuthorizePage(url);
      return 'WRONG9\nWRONG8\nWRONG7';
    });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/The code was not accepted\. Check it against the page and paste it again \(2 tries left\):/);
    expect(result.stderr).toMatch(/^strikeboard: The verification code was not accepted, 3 times\./m);
    expect(await vault().getAccessToken('demo')).toEqual({ ok: true, data: null });
  });

  it('cancels with exit 3 when standard input ends without a code', async () => {
    const result = await runCli(['login', '--env', 'demo'], env(), '');
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/cancelled/i);
  });

  it('signs in with the code from the authorize page, and stores the token in the keychain', async () => {
    const result = await login(async (url) => (await approveOnAuthorizePage(url)).verifier);
    expect(result.stderr).toMatch(/Local demo: active/);
    expect(result.code).toBe(0);
    const stored = await vault().getAccessToken('demo');
    expect(stored.ok && stored.data?.environment.oauthUrl).toBe(broker.url);
    // The secrets stay in the keychain: never on the terminal.
    expect(stored.ok && result.stdout + result.stderr).not.toContain(stored.ok ? stored.data?.secret : '');
  });

  it('status reports the stored session (text and JSON)', async () => {
    const text = await runCli(['status'], env());
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^demo\s+active\s+expires .* \(in (?:\d+ h )?\d+ min\), last activity .*, at http:\/\/127\.0\.0\.1:\d+$/m);
    expect(text.stdout).toMatch(/^sandbox\s+signed-out$/m);
    const json = await runCli(['status', '--env', 'demo', '--json'], env());
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ environment: 'demo', state: 'active', oauthUrl: broker.url })]);
  });

  it('renew answers renewed', async () => {
    const result = await runCli(['renew'], env());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Local demo: renewed, active until/);
  });

  it('logout revokes: the broker refuses the token afterwards, and status says signed out', async () => {
    const stored = await vault().getAccessToken('demo');
    const token = stored.ok ? stored.data : null;
    expect(token).not.toBeNull();
    const result = await runCli(['logout'], env());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/signed out, the provider revoked the token/);

    const consumer = await vault().getConsumer('demo');
    const signed = signRequest({
      method: 'GET',
      url: `${broker.url}/v1/accounts/list.json`,
      credentials: {
        consumerKey: consumer.ok ? (consumer.data?.key ?? '') : '',
        consumerSecret: consumer.ok ? (consumer.data?.secret ?? '') : '',
        token: token?.token ?? '',
        tokenSecret: token?.secret ?? '',
      },
      timestamp: Math.floor(Date.now() / 1000),
      nonce: randomUUID(),
    });
    if (!signed.ok) throw new Error(signed.error.message);
    const refused = await fetch(signed.data.url, { headers: signed.data.headers });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toMatch(/oauth_problem=token_rejected/);

    const status = await runCli(['status', '--env', 'demo'], env());
    expect(status.code).toBe(3);
    expect(status.stdout).toMatch(/^demo\s+signed-out$/m);
  });
});
