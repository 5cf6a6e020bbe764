/**
 * Which consumer key a login signs with, and getting rid of one: every login names its key
 * (masked: 4 first … 4 last) and where it came from (the environment variable, the keychain, the
 * demo broker's built-in key); `strikeboard forget --env E` revokes a live token (bounded) and
 * removes the stored key and tokens of E. In-process against a real demo broker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io/cli-io.ts';
import { runCli } from '../../cli/run-cli.ts';
import { systemClock, type Fetch } from '../../electron/backend/services.ts';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker } from '../../demo-broker/index.ts';
import { signRequest } from '../../electron/backend/oauth/signer.ts';
import type { Environment } from '../../shared/environments.ts';
import { approveOnAuthorizePage } from '../electron/backend/oauth/demo-authorize-page.ts';
import { createFakeClock, settle } from '../electron/backend/session/fake-clock.ts';
import { fakeIo } from './fake-io.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfNewYorkMidnight } from '../helpers/clear-of-new-york-midnight.ts';

const BUILT_IN = DEMO_CONSUMERS[0];
const OTHERS = DEMO_CONSUMERS.find((consumer) => consumer.owner === 'other');

describe('the consumer key of a login, and strikeboard forget', () => {
  let broker: DemoBroker;
  beforeAll(async () => {
    await clearOfNewYorkMidnight();
    broker = await startDemoBroker();
  }, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);
  afterAll(() => broker.close());

  /** One keychain for a series of commands, as a user's terminal has. */
  function terminal() {
    const fake = fakeIo();
    /** Runs a command; a login is approved on the authorize page by `user` (null: nobody, input ends). */
    const run = async (argv: string[], env: Record<string, string> = {}, user: 'demo' | 'other' | null = 'demo') => {
      const out: string[] = [];
      const err: string[] = [];
      const io: CliIo = {
        ...fake.io,
        env: { STRIKEBOARD_DEMO_URL: broker.url, ...env },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        fetch: (input, init) => fetch(input, init),
        nonce: () => crypto.randomUUID(),
        clock: systemClock,
        readLine: async () => {
          const url = out.find((line) => line.includes('/authorize?'));
          return user !== null && url !== undefined ? (await approveOnAuthorizePage(url, { username: user, password: user })).verifier : null;
        },
      };
      const code = await runCli(argv, io);
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    return { run, vault: fake.vault };
  }

  it('says which key each login uses and where it came from, and forget ends a key that stuck', async () => {
    if (BUILT_IN === undefined || OTHERS === undefined) throw new Error('demo consumers changed');
    const t = terminal();

    // The user `other` signs in with their own key: it is kept for later renew and logout.
    const first = await t.run(['login', '--env', 'demo'], { STRIKEBOARD_CONSUMER_KEY: OTHERS.key, STRIKEBOARD_CONSUMER_SECRET: OTHERS.secret }, 'other');
    expect(first.err).toContain('Consumer key othe…0004, from STRIKEBOARD_CONSUMER_KEY (kept in the keychain once signed in).');
    expect(first.code).toBe(0);

    // Later logins reuse it (the demo user's authorize page then says "Unable to continue"):
    // they must say so, and how to stop it.
    const second = await t.run(['login', '--env', 'demo'], {}, null);
    expect(second.err).toContain(
      'Consumer key othe…0004, stored in the keychain by an earlier login. `strikeboard forget --env demo` removes it (or set STRIKEBOARD_CONSUMER_KEY and STRIKEBOARD_CONSUMER_SECRET).',
    );

    const forgotten = await t.run(['forget', '--env', 'demo']);
    expect(forgotten.code).toBe(0);
    expect(forgotten.out).toContain('demo: access token revoked at the provider and removed from the keychain.');
    expect(forgotten.out).toContain('demo: consumer key othe…0004 removed from the keychain.');
    expect(await t.vault.getConsumer('demo')).toEqual({ ok: true, data: null });

    expect(await t.vault.getAccessToken('demo')).toEqual({ ok: true, data: null });
    const third = await t.run(['login', '--env', 'demo']);
    expect(third.err).toContain("Consumer key demo…0001, the demo broker's built-in key.");
    expect(third.code).toBe(0);

    // The built-in key is stored too (renew and logout need it), and still named as what it is.
    const fourth = await t.run(['login', '--env', 'demo']);
    expect(fourth.err).toContain("Consumer key demo…0001, the demo broker's built-in key (kept in the keychain).");
    // The messages never show the whole key (only the authorize URL carries it, as it must), nor a secret.
    for (const result of [first, second, third, fourth]) {
      expect(result.err).not.toContain(OTHERS.key);
      expect(result.err).not.toContain(BUILT_IN.key);
      expect(result.out + result.err).not.toContain(BUILT_IN.secret);
      expect(result.out + result.err).not.toContain(OTHERS.secret);
    }
  });

  it('forget revokes a live token first: the broker refuses it afterwards, and nothing is left stored', async () => {
    const t = terminal();
    expect((await t.run(['login', '--env', 'demo'])).code).toBe(0);
    const stored = await t.vault.getAccessToken('demo');
    const token = stored.ok ? stored.data : null;
    expect(token).not.toBeNull();

    const forgotten = await t.run(['forget', '--env', 'demo']);
    expect(forgotten.code).toBe(0);
    expect(forgotten.out).toContain('demo: access token revoked at the provider and removed from the keychain.');
    expect(await t.vault.getAccessToken('demo')).toEqual({ ok: true, data: null });
    expect(await t.vault.getConsumer('demo')).toEqual({ ok: true, data: null });

    const signed = signRequest({
      method: 'GET',
      url: `${broker.url}/v1/accounts/list.json`,
      credentials: { consumerKey: BUILT_IN?.key ?? '', consumerSecret: BUILT_IN?.secret ?? '', token: token?.token ?? '', tokenSecret: token?.secret ?? '' },
      timestamp: Math.floor(Date.now() / 1000),
      nonce: crypto.randomUUID(),
    });
    if (!signed.ok) throw new Error(signed.error.message);
    const refused = await fetch(signed.data.url, { headers: signed.data.headers });
    expect(refused.status).toBe(401);
  });

  it('with nothing stored, forget says so and succeeds', async () => {
    const forgotten = await terminal().run(['forget', '--env', 'sandbox']);
    expect(forgotten.code).toBe(0);
    expect(forgotten.out).toBe('sandbox: nothing was stored.');
  });

  it('forget needs --env: it never guesses what to remove', async () => {
    const result = await terminal().run(['forget']);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/forget needs --env/);
  });
});

describe('strikeboard forget against a provider that never answers', () => {
  it('gives up revoking after a bounded wait, and still removes everything', async () => {
    const clock = createFakeClock(Date.parse('2026-06-10T15:00:00Z'));
    const fake = fakeIo();
    const sent: string[] = [];
    const hanging: Fetch = (input, init) => {
      sent.push(String(input));
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted'))));
    };
    const environment: Environment = {
      id: 'sandbox',
      name: 'Sandbox',
      oauthUrl: 'https://oauth.provider.test',
      authorizeUrl: 'https://auth.provider.test/authorize',
      apiUrl: 'https://api.provider.test',
      legacyUrl: 'https://legacy.provider.test',
      sandbox: true,
      credentialsInQuery: false,
      callbackUrl: null,
      api: 'legacy',
    };
    await fake.vault.setConsumer('sandbox', { key: 'abcd-consumer-key-wxyz', secret: 's' });
    const now = clock.now();
    await fake.vault.setAccessToken('sandbox', { token: 't', secret: 'ts', environment, issuedAt: now, expiresAt: now + 3_600_000, lastActivityAt: now });

    const outcome = runCli(['forget', '--env', 'sandbox'], { ...fake.io, clock, fetch: hanging });
    await settle();
    expect(sent).toEqual([expect.stringContaining('/oauth/revoke_access_token')]);
    await clock.advance(5_000);
    expect(await outcome).toBe(0);
    expect(fake.out.join('\n')).toMatch(
      /^sandbox: the provider could not be told \(.*\); the access token is removed from the keychain, and stays valid at the provider until midnight US Eastern\.$/m,
    );
    expect(fake.out.join('\n')).toContain('sandbox: consumer key abcd…wxyz removed from the keychain.');
    expect(await fake.vault.getAccessToken('sandbox')).toEqual({ ok: true, data: null });
    expect(await fake.vault.getConsumer('sandbox')).toEqual({ ok: true, data: null });
  });
});

describe('a key from the environment that is refused', () => {
  it('is not kept: the next login does not reuse it', async () => {
    // A pair of a plausible shape (a one-letter secret is refused before the network), unknown to the provider.
    const broker = await startDemoBroker();
    try {
      const fake = fakeIo({
        env: { STRIKEBOARD_DEMO_URL: broker.url, STRIKEBOARD_CONSUMER_KEY: 'no-such-consumer-key', STRIKEBOARD_CONSUMER_SECRET: 'no-such-consumer-secret' },
      });
      const code = await runCli(['login', '--env', 'demo'], {
        ...fake.io,
        clock: systemClock,
        fetch: (input, init) => fetch(input, init),
        nonce: () => crypto.randomUUID(),
      });
      expect(code).toBe(3);
      expect(await fake.vault.getConsumer('demo')).toEqual({ ok: true, data: null });
    } finally {
      await broker.close();
    }
  });
});
