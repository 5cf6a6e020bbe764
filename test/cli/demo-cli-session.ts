/**
 * The fixture of the CLI's process tests: a keychain service of the file's own, a demo broker (its
 * clock held still where the file asks, so answers never race real time), a session stored in the
 * REAL OS keychain as `strikeboard login` leaves it, and the environment the `strikeboard`
 * processes need to find both. Without a Secret Service the file reports itself skipped.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer, type DemoVolume } from '../../demo-broker/index.ts';
import { createCredentialVault, type CredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { probeTestKeychain } from '../helpers/test-keychain.ts';
import { ENVIRONMENT_IDS } from '../../shared/environments.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfNewYorkMidnight } from '../helpers/clear-of-new-york-midnight.ts';
import { storeDemoSession } from './store-demo-session.ts';

const consumer = DEMO_CONSUMERS.find((c) => c.kind === 'production' && c.owner === 'demo' && c.callbackUrl === null) as DemoConsumer;

export interface DemoCliSession {
  /** Whether a Secret Service answered; the suite is skipped otherwise. */
  available: boolean;
  /** Words for the suite's title: empty, or why it is skipped. */
  skipped: string;
  vault(): CredentialVault;
  broker(): DemoBroker;
  /** The instant the broker's clock holds (with `holdClock`), else when it started. */
  heldAt(): number;
  /** What a `strikeboard` process needs: the keychain service and the broker's URL. */
  env(): Record<string, string>;
}

/** Probes the keychain now; registers the set-up (broker, stored session) and the clean-up of the calling file. */
export async function demoCliSession(name: string, options: { holdClock?: boolean; volume?: DemoVolume } = {}): Promise<DemoCliSession> {
  const service = `Strikeboard-cli-${name}-test-${randomUUID()}`;
  const probe = await probeTestKeychain({ service });
  let broker: DemoBroker | null = null;
  let heldAt = 0;
  const session: DemoCliSession = {
    available: probe.available,
    skipped: probe.available ? '' : ` (skipped: no OS keychain reachable: ${probe.reason})`,
    vault: () => {
      if (!probe.available) throw new Error('no OS keychain');
      return createCredentialVault(probe.store, { persistent: true, service });
    },
    broker: () => {
      if (broker === null) throw new Error('the demo broker is not started');
      return broker;
    },
    heldAt: () => heldAt,
    env: () => ({ STRIKEBOARD_KEYCHAIN_SERVICE: service, STRIKEBOARD_DEMO_URL: session.broker().url }),
  };
  if (!probe.available) return session;
  beforeAll(async () => {
    await clearOfNewYorkMidnight();
    heldAt = Date.now();
    broker = await startDemoBroker({
      ...(options.holdClock === true ? { clock: { now: () => heldAt } } : {}),
      ...(options.volume === undefined ? {} : { volume: options.volume }),
    });
    await storeDemoSession(broker.url, session.vault, consumer);
  }, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);
  afterAll(async () => {
    for (const id of ENVIRONMENT_IDS) {
      await session.vault().deleteAccessToken(id);
      await session.vault().deleteConsumer(id);
    }
    await broker?.close();
  });
  return session;
}
