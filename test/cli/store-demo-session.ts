/**
 * The set-up of the CLI's process tests: sign in to a demo broker in this process and leave the
 * access token in the keychain, where the `strikeboard` processes the test starts will find it.
 */
import { randomUUID } from 'node:crypto';
import type { CredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { systemClock } from '../../electron/backend/services.ts';
import { createSession } from '../../electron/backend/session/session.ts';
import { demoEnvironment } from '../../shared/environments.ts';
import { silentLogger } from '../helpers/silent-logger.ts';
import { approveOnAuthorizePage } from '../electron/backend/oauth/demo-authorize-page.ts';

/** Signs in to the demo broker at `brokerUrl` with `consumer` and waits until the token is stored. */
export async function storeDemoSession(brokerUrl: string, vault: () => CredentialVault, consumer: { key: string; secret: string }): Promise<void> {
  const environment = demoEnvironment(brokerUrl);
  if (!environment.ok) throw new Error(environment.error.message);
  await vault().setConsumer('demo', { key: consumer.key, secret: consumer.secret });
  const session = createSession({
    environment: environment.data,
    clock: systemClock,
    fetch: (input, init) => fetch(input, init),
    nonce: () => randomUUID(),
    vault: vault(),
    authorizer: { authorize: async ({ authorizeUrl }) => ({ verifier: (await approveOnAuthorizePage(authorizeUrl)).verifier }) },
    logger: silentLogger,
  });
  const signedIn = await session.signIn();
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  // The token is written to the keychain in the background: wait until another process can read it.
  for (let i = 0; i < 100; i += 1) {
    const stored = await vault().getAccessToken('demo');
    if (stored.ok && stored.data !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  session.dispose();
}
