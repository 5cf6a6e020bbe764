/**
 * The authorize page as a browser without JavaScript sees it: real HTML with the application name
 * and privileges, a login, Accept and Decline; redirect to the callback or the code to copy; the
 * consumer key bound to its owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { callbackWithVerifier } from '../../../demo-broker/authorize/authorize-routes.ts';
import { getAccessToken, getRequestToken, submitAuthorize } from '../../helpers/demo-broker-client.ts';
import { ManualClock, MINUTES } from '../../helpers/manual-clock.ts';

const [PROD, PROD_CALLBACK] = DEMO_CONSUMERS as [DemoConsumer, DemoConsumer];
let broker: DemoBroker;
const clock = new ManualClock('2027-02-02T16:00:00Z');
beforeAll(async () => {
  broker = await startDemoBroker({ clock, callbackUrl: 'http://127.0.0.1:9/strikeboard-callback?state=xyz' });
});
afterAll(() => broker.close());

function authorizeUrl(key: string, token: string): string {
  return `${broker.url}/authorize?key=${encodeURIComponent(key)}&token=${encodeURIComponent(token)}`;
}

describe('GET /authorize', () => {
  it('shows a self-contained login and consent page with the app name and privileges', async () => {
    const { token } = await getRequestToken(broker, clock, PROD);
    const response = await fetch(authorizeUrl(PROD.key, token));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<h1>Authorize Strikeboard Demo</h1>');
    expect(html).toContain('View your accounts&apos; orders');
    // Everything the app reads, positions, balances and alerts too.
    expect(html).toContain('View your accounts&apos; positions and balances');
    expect(html).toContain('View your alerts');
    expect(html).toMatch(/<form method="post" action="\/authorize">/);
    expect(html).toContain('name="password"');
    expect(html).toContain('value="accept">Accept</button>');
    expect(html).toContain('value="decline">Decline</button>');
    // No script and nothing loaded from elsewhere: works with JavaScript off and offline.
    expect(html).not.toMatch(/<script|src=|href=/i);
  });

  it.each([
    ['an unknown token', (t: string) => authorizeUrl(PROD.key, `${t}x`)],
    ['the token under another key', (t: string) => authorizeUrl(PROD_CALLBACK.key, t)],
    ['no parameters', () => `${broker.url}/authorize`],
  ])('says the link is not valid for %s', async (_label, url) => {
    const { token } = await getRequestToken(broker, clock, PROD);
    const response = await fetch(url(token));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('not valid or has expired');
  });

  it('says the link expired once the request token is five minutes old', async () => {
    const { token } = await getRequestToken(broker, clock, PROD);
    clock.advance(5 * MINUTES);
    expect((await fetch(authorizeUrl(PROD.key, token))).status).toBe(400);
  });
});

describe('POST /authorize', () => {
  it('shows a 5-7 character code to copy when no callback is registered', async () => {
    const { token } = await getRequestToken(broker, clock, PROD);
    const response = await submitAuthorize(broker, { key: PROD.key, token, decision: 'accept' });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/id="verifier">[A-Z0-9]{5,7}</);
  });

  it('redirects to the callback keeping its query, adding oauth_verifier and oauth_token', async () => {
    const consumer = broker.consumers[1]!;
    const { token } = await getRequestToken(broker, clock, consumer);
    const response = await submitAuthorize(broker, { key: consumer.key, token, decision: 'accept' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:9/strikeboard-callback');
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('oauth_verifier')).toMatch(/^[A-Z0-9]{5,7}$/);
    expect(location.searchParams.get('oauth_token')).toBe(token);
  });

  it('re-shows the form with an error for a wrong password, and the flow can continue', async () => {
    const { token } = await getRequestToken(broker, clock, PROD);
    const wrong = await submitAuthorize(broker, { key: PROD.key, token, password: 'nope', decision: 'accept' });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('The user ID or password is incorrect.');
    const right = await submitAuthorize(broker, { key: PROD.key, token, decision: 'accept' });
    expect(await right.text()).toContain('id="verifier"');
  });

  it('shows that access was denied on Decline, and the request token is dead', async () => {
    const requestToken = await getRequestToken(broker, clock, PROD);
    const response = await submitAuthorize(broker, { key: PROD.key, token: requestToken.token, decision: 'decline' });
    expect(await response.text()).toContain('Access denied');
    expect((await submitAuthorize(broker, { key: PROD.key, token: requestToken.token, decision: 'accept' })).status).toBe(400);
    expect((await getAccessToken(broker, clock, PROD, requestToken, 'ABCDEF')).status).toBe(401);
  });

  it('gives another user a non-specific error and halts: the key is bound to its owner', async () => {
    const requestToken = await getRequestToken(broker, clock, PROD);
    const response = await submitAuthorize(broker, { key: PROD.key, token: requestToken.token, username: 'other', password: 'other', decision: 'accept' });
    const html = await response.text();
    expect(response.status).toBe(403);
    expect(html).toContain('We are unable to process your request');
    expect(html).not.toMatch(/owner|bound|other user|verifier/i);
    const retry = await submitAuthorize(broker, { key: PROD.key, token: requestToken.token, decision: 'accept' });
    expect(retry.status).toBe(400);
  });

  it('refuses a second approval of the same request token', async () => {
    const { token } = await getRequestToken(broker, clock, PROD);
    await submitAuthorize(broker, { key: PROD.key, token, decision: 'accept' });
    expect((await submitAuthorize(broker, { key: PROD.key, token, decision: 'accept' })).status).toBe(400);
  });
});

describe('callbackWithVerifier', () => {
  it.each([
    ['http://127.0.0.1/cb', 'http://127.0.0.1/cb?oauth_verifier=AB12CD&oauth_token=t%2B%2F%3D'],
    ['http://127.0.0.1/cb?a=1', 'http://127.0.0.1/cb?a=1&oauth_verifier=AB12CD&oauth_token=t%2B%2F%3D'],
    ['http://127.0.0.1/cb?', 'http://127.0.0.1/cb?oauth_verifier=AB12CD&oauth_token=t%2B%2F%3D'],
    ['http://127.0.0.1/cb?a=%20x#frag', 'http://127.0.0.1/cb?a=%20x&oauth_verifier=AB12CD&oauth_token=t%2B%2F%3D#frag'],
  ])('%s', (callback, expected) => {
    expect(callbackWithVerifier(callback, 'AB12CD', 't+/=')).toBe(expected);
  });
});
