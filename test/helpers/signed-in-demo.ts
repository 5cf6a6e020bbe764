/**
 * TEST-ONLY: a demo broker and a session signed in to it, for the data tests. The broker and the
 * session read one manual time (`time.now`), which the tests move to make the trading day advance;
 * the session's request timeouts run on real timers (tiny in the one test that needs them).
 * Sandbox environments point apiUrl at the broker's `/sandbox` stand-in for the sandbox host.
 */
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoBrokerOptions, type DemoConsumer } from '../../demo-broker/index.ts';
import { createCredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { createMemorySecretStore } from '../../electron/backend/secrets/memory-store.ts';
import type { Authorizer, Clock, Fetch } from '../../electron/backend/services.ts';
import { createSession } from '../../electron/backend/session/session.ts';
import type { Session } from '../../electron/backend/session/session-types.ts';
import { demoEnvironment, type ApiGeneration, type Environment, type WireFormat } from '../../shared/environments.ts';
import { silentLogger } from './silent-logger.ts';
import { approveOnAuthorizePage } from '../electron/backend/oauth/demo-authorize-page.ts';

/** Manual time shared by broker and session. */
export function manualTime(start: string | number) {
  let now = typeof start === 'number' ? start : Date.parse(start);
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
export type ManualTime = ReturnType<typeof manualTime>;

/** A clock reading manual time whose timers are real (for the session's request timeouts). */
export const realTimers = (time: ManualTime): Clock => ({
  now: time.now,
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    return () => clearTimeout(handle);
  },
});

/**
 * A clock whose timers fire on the next turn of the event loop, moving manual time forward by
 * their delay: backoff runs at once, and every wait is recorded.
 */
export function skippingClock(time: ManualTime): Clock & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    now: time.now,
    setTimeout(fn, ms) {
      let cancelled = false;
      waits.push(ms);
      setImmediate(() => {
        if (cancelled) return;
        time.advance(ms);
        fn();
      });
      return () => {
        cancelled = true;
      };
    },
  };
}

const pageAuthorizer: Authorizer = {
  async authorize({ authorizeUrl }) {
    return { verifier: (await approveOnAuthorizePage(authorizeUrl)).verifier };
  },
};

export const PRODUCTION_CONSUMER = DEMO_CONSUMERS.find((c) => c.kind === 'production' && c.owner === 'demo' && c.callbackUrl === null) as DemoConsumer;
export const SANDBOX_CONSUMER = DEMO_CONSUMERS.find((c) => c.kind === 'sandbox') as DemoConsumer;

/** The demo broker as a production-shaped or sandbox-shaped environment of the given generation (legacy unless asked). */
export function brokerEnvironment(
  broker: DemoBroker,
  kind: 'production' | 'sandbox',
  wireFormat: WireFormat = 'json',
  api: ApiGeneration = 'legacy',
): Environment {
  const demo = demoEnvironment(broker.url, null, api);
  if (!demo.ok) throw new Error(demo.error.message);
  return kind === 'production'
    ? { ...demo.data, wireFormat }
    : { ...demo.data, id: 'sandbox', name: 'Sandbox', sandbox: true, apiUrl: `${broker.url}/sandbox`, wireFormat };
}

export interface DemoFixture {
  broker: DemoBroker;
  time: ManualTime;
  session: Session;
  environment: Environment;
  /** Every URL the session sent, in order. */
  sent: string[];
  /** The HTTP method of each of `sent`, in the same order (a read-only feed sends only GET). */
  methods: string[];
  close(): Promise<void>;
}

/** Starts a broker and signs a session in to it with the consumer of `kind`. */
export async function signedInDemo(
  options: { kind?: 'production' | 'sandbox'; wireFormat?: WireFormat; start?: string; broker?: DemoBrokerOptions; api?: ApiGeneration } = {},
): Promise<DemoFixture> {
  const time = manualTime(options.start ?? '2026-06-10T15:00:00Z');
  const broker = await startDemoBroker({ clock: time, ...options.broker });
  const kind = options.kind ?? 'production';
  const environment = brokerEnvironment(broker, kind, options.wireFormat, options.api);
  const consumer = kind === 'production' ? PRODUCTION_CONSUMER : SANDBOX_CONSUMER;
  const sent: string[] = [];
  const methods: string[] = [];
  const recording: Fetch = (input, init) => {
    sent.push(String(input));
    methods.push(init?.method ?? 'GET');
    return fetch(input, init);
  };
  let n = 0;
  const session = createSession({
    environment,
    clock: realTimers(time),
    fetch: recording,
    nonce: () => `n${n++}x${Math.random().toString(36).slice(2)}`,
    vault: createCredentialVault(createMemorySecretStore(), { persistent: false }),
    authorizer: pageAuthorizer,
    logger: silentLogger,
    consumer: { key: consumer.key, secret: consumer.secret },
  });
  const signedIn = await session.signIn();
  if (!signedIn.ok) throw new Error(`demo sign-in failed: ${signedIn.error.message} ${signedIn.error.detail ?? ''}`);
  sent.length = 0;
  methods.length = 0;
  return {
    broker,
    time,
    session,
    environment,
    sent,
    methods,
    async close() {
      session.dispose();
      await broker.close();
    },
  };
}
