/**
 * The demo consumer keys. Secrets contain `+ / =` on purpose: the signing key must percent-encode
 * them (docs/platform/oauth.md), and a client that forgets shows it here rather than in production.
 */
import type { DemoConsumer } from './broker-types.ts';

/** Where the callback consumer sends the browser unless told otherwise. */
export const DEFAULT_CALLBACK_URL = 'http://127.0.0.1/strikeboard-callback';

/** Default consumers: production without callback, production with callback, sandbox, other user's. */
export const DEMO_CONSUMERS: DemoConsumer[] = [
  {
    key: 'demo0prod0oob0key0000000000000001',
    secret: 'prod/oob+Secret=1',
    appName: 'Strikeboard Demo',
    owner: 'demo',
    kind: 'production',
    callbackUrl: null,
  },
  {
    key: 'demo0prod0callback0key00000000002',
    secret: 'prod/callback+Secret=2',
    appName: 'Strikeboard Demo (callback)',
    owner: 'demo',
    kind: 'production',
    callbackUrl: DEFAULT_CALLBACK_URL,
  },
  {
    key: 'demo0sandbox0key00000000000000003',
    secret: 'sandbox/oob+Secret=3',
    appName: 'Strikeboard Demo Sandbox',
    owner: 'demo',
    kind: 'sandbox',
    callbackUrl: null,
  },
  {
    key: 'other0prod0oob0key000000000000004',
    secret: 'other/oob+Secret=4',
    appName: 'Other User Tools',
    owner: 'other',
    kind: 'production',
    callbackUrl: null,
  },
];

/** The default consumers with the callback consumer pointed at `callbackUrl`. */
export function defaultConsumers(callbackUrl: string | undefined): DemoConsumer[] {
  return DEMO_CONSUMERS.map((consumer) => (consumer.callbackUrl !== null && callbackUrl !== undefined ? { ...consumer, callbackUrl } : { ...consumer }));
}
