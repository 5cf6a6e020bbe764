/**
 * Access token lifecycle on a fake clock (docs/platform/oauth.md, "The access token's life"):
 * inactive after two idle hours until renewed, expired at the next midnight US Eastern, with the
 * daylight-saving changes of March and November moving that midnight between 04:00 and 05:00 UTC.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { HOURS, ManualClock, MINUTES } from '../../helpers/manual-clock.ts';

const PROD = DEMO_CONSUMERS[0] as DemoConsumer;
let broker: DemoBroker | undefined;
afterEach(() => broker?.close());

async function outcome(clock: ManualClock, token: { token: string; secret: string }, path = '/v1/accounts/list.json'): Promise<string> {
  const response = await signedFetch(broker!, clock, PROD, path, { token });
  if (response.status === 200) return 'ok';
  return /oauth_problem=([a-z_]+)/.exec(await response.text())?.[1] ?? String(response.status);
}

describe('inactivity', () => {
  it('turns a token inactive after two hours without requests; renew brings it back', async () => {
    const clock = new ManualClock('2027-01-12T15:00:00Z');
    broker = await startDemoBroker({ clock });
    const token = await signIn(broker, clock, PROD);
    clock.advance(2 * HOURS - 1);
    expect(await outcome(clock, token)).toBe('ok'); // the request resets the idle timer
    clock.advance(2 * HOURS - 1);
    expect(await outcome(clock, token)).toBe('ok');
    clock.advance(2 * HOURS);
    expect(await outcome(clock, token)).toBe('token_rejected');
    expect(await outcome(clock, token)).toBe('token_rejected'); // a refused call does not wake it
    expect(await outcome(clock, token, '/oauth/renew_access_token')).toBe('ok');
    expect(await outcome(clock, token)).toBe('ok');
  });
});

describe('expiry at the next midnight in New York', () => {
  // [sign-in instant, expected expiry instant (UTC)]
  const cases: [string, string, string][] = [
    ['winter day, EST', '2027-01-12T15:00:00Z', '2027-01-13T05:00:00Z'],
    ['summer day, EDT', '2027-07-12T15:00:00Z', '2027-07-13T04:00:00Z'],
    ['the evening before DST starts: midnight is still EST', '2027-03-13T23:00:00Z', '2027-03-14T05:00:00Z'],
    ['00:30 EST on the day DST starts (before the 02:00 jump)', '2027-03-14T05:30:00Z', '2027-03-15T04:00:00Z'],
    ['the afternoon DST starts: next midnight is EDT', '2027-03-14T18:00:00Z', '2027-03-15T04:00:00Z'],
    ['the evening before DST ends: midnight is still EDT', '2027-11-06T22:00:00Z', '2027-11-07T04:00:00Z'],
    ['01:30 EDT on the day DST ends (before the fall-back)', '2027-11-07T05:30:00Z', '2027-11-08T05:00:00Z'],
    ['01:30 EST on the day DST ends (after the fall-back)', '2027-11-07T06:30:00Z', '2027-11-08T05:00:00Z'],
    ['late evening Eastern, already the next day in UTC', '2027-11-08T03:30:00Z', '2027-11-08T05:00:00Z'],
  ];

  it.each(cases)('%s: signed in at %s, expires at %s', async (_label, signInAt, expiresAt) => {
    const clock = new ManualClock(signInAt);
    broker = await startDemoBroker({ clock });
    const token = await signIn(broker, clock, PROD);
    // Keep it active with a renew every 90 minutes until a second before midnight.
    const expiry = Date.parse(expiresAt);
    while (clock.now() + 90 * MINUTES < expiry - 1000) {
      clock.advance(90 * MINUTES);
      expect(await outcome(clock, token, '/oauth/renew_access_token')).toBe('ok');
    }
    clock.set(expiry - 1000);
    expect(await outcome(clock, token)).toBe('ok');
    clock.set(expiry);
    expect(await outcome(clock, token)).toBe('token_expired');
    expect(await outcome(clock, token, '/oauth/renew_access_token')).toBe('token_expired');
  });
});
