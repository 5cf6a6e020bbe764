/**
 * The v1 client over a real signed session against the running demo broker: the accounts list in
 * both formats, production and the sandbox stand-in (its own apiUrl, no /sandbox/ segment added),
 * counted by the meter. The other v1 routes are tested in suites of their own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createQuotaMeter } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client } from '../../../../../electron/backend/broker/v1/api-client.ts';
import { DEMO_ACCOUNTS } from '../../../../../demo-broker/index.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../../shared/domain/quota.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../../../helpers/signed-in-demo.ts';

let fixture: DemoFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

describe('v1 client, signed, against the demo broker', () => {
  it.each([
    ['production', 'json'],
    ['production', 'xml'],
    ['sandbox', 'json'],
  ] as const)('%s, %s: the accounts list with their accountIdKey', async (kind, wireFormat) => {
    fixture = await signedInDemo({ kind, wireFormat });
    const clock = skippingClock(fixture.time);
    const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR });
    const client = createV1Client({ session: fixture.session, environment: { ...fixture.environment, api: 'v1' }, clock, meter });
    const result = await client.listAccounts();
    if (!result.ok) throw new Error(`${result.error.message} ${result.error.detail ?? ''}`);
    expect(result.data.length).toBeGreaterThan(0);
    if (kind === 'production') {
      const keys = new Set(DEMO_ACCOUNTS.map((account) => account.accountIdKey));
      expect(result.data.every((account) => account.accountIdKey !== null && keys.has(account.accountIdKey))).toBe(true);
    }
    const path = new URL(fixture.sent[0] ?? '').pathname;
    expect(path).toBe(`${kind === 'sandbox' ? '/sandbox' : ''}/v1/accounts/list${wireFormat === 'json' ? '.json' : ''}`);
    expect(meter.snapshot().modules.accounts.used).toBe(1);
  });
});
