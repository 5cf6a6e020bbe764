/**
 * The session machine against the running demo broker, both on one fake clock: the broker's
 * token lifecycle (2 h idle, midnight Eastern, revocation) and the client's agree.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../../demo-broker/index.ts';
import { createCredentialVault } from '../../../../electron/backend/secrets/credential-vault.ts';
import { createMemorySecretStore } from '../../../../electron/backend/secrets/memory-store.ts';
import type { Authorizer, Fetch } from '../../../../electron/backend/services.ts';
import { createSession } from '../../../../electron/backend/session/session.ts';
import { demoEnvironment } from '../../../../shared/environments.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { approveOnAuthorizePage } from '../oauth/demo-authorize-page.ts';
import { createFakeClock } from './fake-clock.ts';

const HOUR = 3_600_000;
let broker: DemoBroker;
let clock: ReturnType<typeof createFakeClock>;
let paths: string[];

beforeEach(async () => {
  clock = createFakeClock(Date.parse('2026-03-08T15:00:00Z'));
  broker = await startDemoBroker({ clock });
  paths = [];
});
afterEach(async () => {
  await broker.close();
});

const recordingFetch: Fetch = (input, init) => {
  paths.push(new URL(String(input)).pathname);
  return fetch(input, init);
};

/** The same authorizer contract the popup implements, done with fetch on the demo page. */
const pageAuthorizer: Authorizer = {
  async authorize({ authorizeUrl }) {
    const approval = await approveOnAuthorizePage(authorizeUrl);
    return { verifier: approval.verifier };
  },
};

function demoSession(consumer: DemoConsumer, keepAlive = false) {
  const environment = demoEnvironment(broker.url, consumer.callbackUrl);
  if (!environment.ok) throw new Error(environment.error.message);
  let n = 0;
  return createSession({
    environment: environment.data,
    clock,
    fetch: recordingFetch,
    nonce: () => `n${n++}`,
    vault: createCredentialVault(createMemorySecretStore(), { persistent: false }),
    authorizer: pageAuthorizer,
    logger: silentLogger,
    consumer: { key: consumer.key, secret: consumer.secret },
    keepAlive,
  });
}

const oob = DEMO_CONSUMERS[0] as DemoConsumer;
const withCallback = DEMO_CONSUMERS[1] as DemoConsumer;
const accounts = () => `${broker.url}/v1/accounts/list.json`;

describe('a session against the demo broker', () => {
  it.each([
    ['the code typed by the user (no callback)', oob],
    ['the verifier from the callback redirect', withCallback],
  ])('signs in with %s and calls the API', async (_name, consumer) => {
    const session = demoSession(consumer);
    const signedIn = await session.signIn();
    expect(signedIn.ok && signedIn.data.state).toBe('active');
    const answer = await session.signedFetch({ url: accounts() });
    expect(answer.ok && answer.data.status).toBe(200);
    session.dispose();
  });

  it('renews by itself after two idle hours, before the next request', async () => {
    const session = demoSession(oob);
    await session.signIn();
    await clock.advance(2 * HOUR + 60_000);
    expect(session.snapshot().state).toBe('inactive');
    paths = [];
    const answer = await session.signedFetch({ url: accounts() });
    expect(answer.ok && answer.data.status).toBe(200);
    expect(paths).toEqual(['/oauth/renew_access_token', '/v1/accounts/list.json']);
    session.dispose();
  });

  it('keeps the token alive while open when asked to', async () => {
    const session = demoSession(oob, true);
    await session.signIn();
    await clock.advance(5 * HOUR);
    const answer = await session.signedFetch({ url: accounts() });
    expect(answer.ok && answer.data.status).toBe(200);
    expect(paths.filter((path) => path === '/oauth/renew_access_token').length).toBeGreaterThanOrEqual(2);
    session.dispose();
  });

  it('expires at midnight Eastern on the spring-forward day (04:00Z), as the broker does', async () => {
    const session = demoSession(oob, true);
    await session.signIn();
    expect(new Date(session.snapshot().expiresAt ?? 0).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    await clock.advanceTo(Date.parse('2026-03-09T04:00:00Z'));
    expect(session.snapshot().state).toBe('expired');
    const answer = await session.signedFetch({ url: accounts() });
    expect(!answer.ok && answer.error.code).toBe('not-signed-in');
    session.dispose();
  });

  it('revokes on sign-out: the broker refuses the token afterwards', async () => {
    const vaultStore = createMemorySecretStore();
    const environment = demoEnvironment(broker.url);
    if (!environment.ok) throw new Error(environment.error.message);
    const vault = createCredentialVault(vaultStore, { persistent: true });
    const options = {
      environment: environment.data,
      clock,
      fetch: recordingFetch,
      nonce: () => `x${Math.random()}`,
      vault,
      authorizer: pageAuthorizer,
      logger: silentLogger,
      consumer: { key: oob.key, secret: oob.secret },
    };
    const session = createSession(options);
    await session.signIn();
    // A second session over the same stored token stands in for "someone still holding it".
    const holder = createSession(options);
    await holder.restore();
    expect((await holder.signedFetch({ url: accounts() })).ok).toBe(true);

    const out = await session.signOut();
    expect(out.ok && out.data.state).toBe('revoked');
    const refused = await holder.signedFetch({ url: accounts() });
    expect(refused.ok).toBe(false);
    expect(holder.snapshot().state).toBe('expired');
    session.dispose();
    holder.dispose();
  });
});
