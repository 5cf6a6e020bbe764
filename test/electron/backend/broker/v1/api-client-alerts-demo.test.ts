/**
 * Integration: the v1 client's user alerts through a real signed session against the demo broker
 * on loopback: the list in both formats into the one model (counted under Users), one alert's
 * message as text whether asked in markup or plain (the same words; the link written out), the
 * option read from its OSI key, the empty inbox as no alerts, a bad query refused before anything
 * is sent, the sandbox's canned inbox, and the legacy generation saying alerts need the current API.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLegacyClient } from '../../../../../electron/backend/broker/legacy/api-client.ts';
import { createQuotaMeter } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client } from '../../../../../electron/backend/broker/v1/api-client.ts';
import type { AlertList } from '../../../../../shared/domain/alerts.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../../shared/domain/quota.ts';
import type { Result } from '../../../../../shared/result.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../../../helpers/signed-in-demo.ts';

let fixture: DemoFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

const data = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message} ${result.error.detail ?? ''}`);
  return result.data;
};

async function v1Client(options: Parameters<typeof signedInDemo>[0] = {}) {
  fixture = await signedInDemo(options);
  const clock = skippingClock(fixture.time);
  const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR });
  return { client: createV1Client({ session: fixture.session, environment: { ...fixture.environment, api: 'v1' }, clock, meter }), meter, sent: fixture.sent };
}

describe('the v1 client’s alerts, signed, against the demo broker', () => {
  it('JSON and XML give one list; each request counts once under Users', async () => {
    const lists: AlertList[] = [];
    for (const wireFormat of ['json', 'xml'] as const) {
      const { client, meter, sent } = await v1Client({ wireFormat });
      lists.push(data(await client.getAlerts({ count: 50, category: 'ACCOUNT', direction: 'DESC' })));
      expect(new URL(sent[0] ?? '').pathname).toBe(`/v1/user/alerts${wireFormat === 'json' ? '.json' : ''}`);
      expect(new URL(sent[0] ?? '').search).toBe('?count=50&category=ACCOUNT&direction=DESC');
      expect(meter.snapshot().modules.users.used).toBe(1);
      expect(meter.snapshot().modules.accounts.used).toBe(0);
      await fixture?.close();
      fixture = null;
    }
    const [json, xml] = lists;
    expect(xml).toEqual(json);
    expect(json?.alerts).toHaveLength(50);
    expect(json?.total).toBeGreaterThan(50);
    for (const alert of json?.alerts ?? []) {
      expect(alert).toMatchObject({ id: expect.stringMatching(/^[1-9]\d*$/), category: 'ACCOUNT', status: expect.stringMatching(/^(READ|UNREAD)$/) });
      // Created by the demo clock's instant (the fixture's start), never later.
      expect(alert.createdAt).toBeLessThanOrEqual(Date.parse('2026-06-10T15:00:00Z'));
    }
  });

  it('one alert: the message as text, the same words in markup or plain, the option read from its OSI key', async () => {
    const { client, meter, sent } = await v1Client();
    const option = data(await client.getAlerts({ count: 300, category: 'ACCOUNT', search: 'Put Executed' })).alerts.find(
      (alert) => !alert.subject.includes(' / '),
    );
    if (option === undefined) throw new Error('no single-option execution notice');
    const markup = data(await client.getAlertDetails(option.id));
    const plain = data(await client.getAlertDetails(option.id, { html: false }));
    expect(new URL(sent[1] ?? '').search).toBe('?htmlTags=true');
    expect(new URL(sent[2] ?? '').search).toBe('');
    expect(meter.snapshot().modules.users.used).toBe(3);
    for (const details of [markup, plain]) {
      expect(details.message).toMatch(/^Your order below was successfully executed:\n/);
      expect(details.message).not.toMatch(/[<>{}]|!important|&#/);
      expect(details.subject).toBe(option.subject);
      expect(details.symbol).toMatchObject({ kind: 'option', callPut: 'PUT' });
      // Reading the details marked it read (the demo's choice where the platform is unconfirmed).
      expect(details.readAt).not.toBeNull();
    }
    const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');
    expect(words(markup.message)).toEqual([...words(plain.message), 'Visit', 'E*TRADE', '(https://us.etrade.com/)']);
    expect(markup.links).toEqual([{ text: 'Visit E*TRADE', url: 'https://us.etrade.com/' }]);
    expect(plain.links).toEqual([]);
    const symbol = markup.symbol?.kind === 'option' ? markup.symbol : null;
    expect(option.subject).toContain(`${symbol?.underlier} `);
    expect(option.subject).toContain(`$${symbol?.strike} Put`);
  });

  it('the empty inbox (404 with code 53) is no alerts; a bad query is refused before anything is sent', async () => {
    const { client, sent } = await v1Client({ wireFormat: 'xml' });
    expect(data(await client.getAlerts({ status: 'DELETED' }))).toEqual({ total: 0, alerts: [] });
    expect(data(await client.getAlerts({ search: 'nothing has this subject' })).alerts).toEqual([]);
    const before = sent.length;
    const refused = await client.getAlerts({ count: 500 });
    expect(refused.ok === false && refused.error.code).toBe('invalid-argument');
    const badId = await client.getAlertDetails('0');
    expect(badId.ok === false && badId.error.code).toBe('invalid-argument');
    expect(sent.length).toBe(before);
    const unknown = await client.getAlertDetails('999999999');
    expect(unknown.ok === false && unknown.error).toMatchObject({ code: 'provider', detail: 'Invalid alert id 999999999' });
  });

  it('the sandbox answers its canned inbox', async () => {
    const { client, sent } = await v1Client({ kind: 'sandbox' });
    const list = data(await client.getAlerts({ status: 'UNREAD' }));
    expect(list.alerts.map((alert) => alert.subject)).toEqual([
      "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3",
      'AAPL down by at least 2.00%',
      'Transfer failed-Insufficient Funds',
    ]);
    expect(new URL(sent[0] ?? '').pathname).toBe('/sandbox/v1/user/alerts.json');
    const details = data(await client.getAlertDetails('6774'));
    expect(details.symbol).toEqual({ kind: 'option', symbol: 'EDIT--211001P00055000', underlier: 'EDIT', expiry: '2021-10-01', callPut: 'PUT', strike: 55 });
    expect(details.message).toContain('Execution price: $3.3');
  });

  it('the legacy generation says alerts need the current API, and sends nothing', async () => {
    fixture = await signedInDemo({ api: 'legacy' });
    const client = createLegacyClient({ session: fixture.session, environment: fixture.environment, clock: skippingClock(fixture.time) });
    for (const result of [await client.getAlerts(), await client.getAlertDetails('6774')]) {
      expect(result.ok === false && result.error.code).toBe('unsupported');
      expect(result.ok === false && result.error.message).toMatch(/^Alerts need the current API \(v1\); this environment speaks the legacy API\./);
    }
    expect(fixture.sent).toEqual([]);
  });
});
