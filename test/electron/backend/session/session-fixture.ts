import { expect } from 'vitest';
import type { Environment } from '../../../../shared/environments.ts';
import { createCredentialVault } from '../../../../electron/backend/secrets/credential-vault.ts';
import { createMemorySecretStore } from '../../../../electron/backend/secrets/memory-store.ts';
import type { Authorizer } from '../../../../electron/backend/services.ts';
import { createSession } from '../../../../electron/backend/session/session.ts';
import type { SessionState } from '../../../../electron/backend/session/session-types.ts';
import { recordingLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from './fake-clock.ts';
import { createScriptedProvider } from './scripted-provider.ts';

/** A session on a fake clock against the scripted provider, with an in-memory vault. */
export const HOUR = 3_600_000;
export const environment: Environment = {
  id: 'production',
  name: 'Production',
  oauthUrl: 'https://oauth.provider.test',
  authorizeUrl: 'https://auth.provider.test/authorize',
  apiUrl: 'https://api.provider.test',
  legacyUrl: 'https://legacy.provider.test',
  sandbox: false,
  credentialsInQuery: false,
  callbackUrl: null,
  api: 'legacy',
};
export const consumer = { key: 'consumer-key', secret: 'consumer-secret+/=' };
export const API = 'https://api.provider.test/v1/accounts/list.json';

export type Answer = Awaited<ReturnType<Authorizer['authorize']>>;

export function setup(options: { start?: string; keepAlive?: boolean; answer?: () => Promise<Answer>; environment?: Partial<Environment> } = {}) {
  const clock = createFakeClock(Date.parse(options.start ?? '2026-06-10T13:30:00Z'));
  const provider = createScriptedProvider();
  const store = createMemorySecretStore();
  const vault = createCredentialVault(store, { persistent: true });
  const logger = recordingLogger();
  const authorizations: Parameters<Authorizer['authorize']>[0][] = [];
  const authorizer: Authorizer = {
    authorize: (request) => {
      authorizations.push(request);
      return options.answer?.() ?? Promise.resolve({ verifier: 'WXYZ89' });
    },
  };
  let nonce = 0;
  const make = () =>
    createSession({
      environment: { ...environment, ...options.environment },
      clock,
      fetch: provider.fetch,
      nonce: () => `n${nonce++}`,
      vault,
      authorizer,
      logger,
      keepAlive: options.keepAlive ?? false,
    });
  const session = make();
  const states: SessionState[] = [];
  session.onChange((snapshot) => {
    if (states.at(-1) !== snapshot.state) states.push(snapshot.state);
  });
  return { clock, provider, store, vault, logger, authorizations, session, states, make };
}

export type Fixture = ReturnType<typeof setup>;

/** A fixture already signed in. */
export async function signedIn(options: Parameters<typeof setup>[0] = {}): Promise<Fixture> {
  const fixture = setup(options);
  await fixture.vault.setConsumer('production', consumer);
  const result = await fixture.session.signIn();
  expect(result.ok).toBe(true);
  return fixture;
}
