/**
 * The session a command works in: the access token an earlier `login` (or the app) stored in the
 * keychain, restored into a session machine at the hosts stored with it. Restoring never signs in:
 * a command that needs a new sign-in says so and leaves it to `strikeboard login`.
 */
import { demoEnvironment, ENVIRONMENT_IDS, type Environment, type EnvironmentId } from '../../shared/environments.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { CredentialVault, StoredAccessToken } from '../../electron/backend/secrets/credential-vault.ts';
import type { Authorizer } from '../../electron/backend/services.ts';
import { createSession } from '../../electron/backend/session/session.ts';
import type { Session } from '../../electron/backend/session/session-types.ts';
import type { CliIo } from '../io/cli-io.ts';
import { sessionSlot } from './cli-environment.ts';
import { quietLogger } from './session-text.ts';

const noAuthorizer: Authorizer = { authorize: async () => ({ cancelled: true, reason: 'no sign-in from this command' }) };

/** The access tokens stored in the keychain, per environment. */
export async function storedTokens(vault: CredentialVault): Promise<Result<Map<EnvironmentId, StoredAccessToken>>> {
  const found = new Map<EnvironmentId, StoredAccessToken>();
  for (const id of ENVIRONMENT_IDS) {
    const token = await vault.getAccessToken(id);
    if (!token.ok) return token;
    if (token.data !== null) found.set(id, token.data);
  }
  return ok(found);
}

/**
 * The stored session a command is about (renew, logout, chain, orders), restored into a session
 * machine, with the environment it works in; null when none is stored.
 */
export async function restoredSession(
  command: { env: string | undefined; brokerUrl: string | undefined },
  io: CliIo,
): Promise<Result<{ session: Session; environment: Environment } | null>> {
  const slot = await sessionSlot(command.env, io);
  if (!slot.ok) return slot;
  const vault = await io.openVault({ sessionOnly: false });
  if (!vault.ok) return vault;
  const tokens = await storedTokens(vault.data);
  if (!tokens.ok) return tokens;
  let id = slot.data;
  if (id === null) {
    const held = [...tokens.data.keys()];
    if (held.length > 1) return fail('invalid-argument', `Sessions are stored for ${held.join(' and ')}: choose one with --env.`);
    id = held[0] ?? null;
  }
  const token = id === null ? undefined : tokens.data.get(id);
  if (id === null || token === undefined) return ok(null);
  let environment: Environment = token.environment;
  if (id === 'demo' && command.brokerUrl !== undefined) {
    // A restarted demo broker does not know the old token; the session notices the host change.
    // The generation the session was signed in with carries over.
    const demo = demoEnvironment(command.brokerUrl, null, token.environment.api);
    if (!demo.ok) return demo;
    environment = demo.data;
  }
  const session = createSession({
    environment,
    clock: io.clock,
    fetch: io.fetch,
    nonce: io.nonce,
    vault: vault.data,
    authorizer: noAuthorizer,
    logger: quietLogger,
  });
  await session.restore();
  return ok({ session, environment });
}
