/**
 * `status`, `renew` and `logout`: they work on the access token an earlier `login` (or the app)
 * stored in the keychain, at the hosts stored with it.
 */
import { demoEnvironment, ENVIRONMENT_IDS, type Environment, type EnvironmentId } from '../../shared/environments.ts';
import { LIMITS } from '../../shared/spec-constants.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { CredentialVault, StoredAccessToken } from '../../electron/backend/secrets/credential-vault.ts';
import type { Authorizer } from '../../electron/backend/services.ts';
import { createSession } from '../../electron/backend/session/session.ts';
import type { Session } from '../../electron/backend/session/session-types.ts';
import type { CliIo } from '../cli-io.ts';
import { sessionSlot } from '../cli-environment.ts';
import type { Command } from '../flags.ts';
import { formatNewYorkDateTime } from '../../shared/domain/market-time.ts';
import { duration, quietLogger } from '../session-text.ts';

const noAuthorizer: Authorizer = { authorize: async () => ({ cancelled: true, reason: 'no sign-in from this command' }) };

async function storedTokens(vault: CredentialVault): Promise<Result<Map<EnvironmentId, StoredAccessToken>>> {
  const found = new Map<EnvironmentId, StoredAccessToken>();
  for (const id of ENVIRONMENT_IDS) {
    const token = await vault.getAccessToken(id);
    if (!token.ok) return token;
    if (token.data !== null) found.set(id, token.data);
  }
  return ok(found);
}

function stateOf(token: StoredAccessToken, now: number): 'active' | 'inactive' | 'expired' {
  if (now >= token.expiresAt) return 'expired';
  return now - token.lastActivityAt >= LIMITS.inactivityMs ? 'inactive' : 'active';
}

/** Runs `status`: every environment, or the one asked for; exit 3 when that one has no session. */
export async function runStatus(command: Extract<Command, { name: 'status' }>, io: CliIo): Promise<Result<void>> {
  const slot = await sessionSlot(command.env, io);
  if (!slot.ok) return slot;
  const vault = await io.openVault({ sessionOnly: false });
  if (!vault.ok) return vault;
  const tokens = await storedTokens(vault.data);
  if (!tokens.ok) return tokens;
  const now = io.clock.now();
  const ids = slot.data === null ? ENVIRONMENT_IDS : [slot.data];
  const rows = ids.map((id) => {
    const token = tokens.data.get(id);
    if (token === undefined) return { environment: id, state: 'signed-out' as const };
    return {
      environment: id,
      state: stateOf(token, now),
      expiresAt: new Date(token.expiresAt).toISOString(),
      lastActivityAt: new Date(token.lastActivityAt).toISOString(),
      oauthUrl: token.environment.oauthUrl,
      text: `expires ${formatNewYorkDateTime(token.expiresAt)} (in ${duration(token.expiresAt - now)}), last activity ${formatNewYorkDateTime(token.lastActivityAt)}, at ${token.environment.oauthUrl}`,
    };
  });
  if (command.json) {
    io.out(JSON.stringify(rows.map(({ text: _text, ...row }) => row), null, 2));
  } else {
    for (const row of rows) io.out(`${row.environment.padEnd(11)} ${row.state.padEnd(11)}${'text' in row ? ` ${row.text}` : ''}`.trimEnd());
  }
  const asked = rows[0];
  if (slot.data !== null && (asked === undefined || asked.state === 'signed-out' || asked.state === 'expired')) {
    return fail('not-signed-in', `No usable session for ${slot.data}.`);
  }
  return ok(undefined);
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
  const session = createSession({ environment, clock: io.clock, fetch: io.fetch, nonce: io.nonce, vault: vault.data, authorizer: noAuthorizer, logger: quietLogger });
  await session.restore();
  return ok({ session, environment });
}

/** Runs `renew`. */
export async function runRenew(command: Extract<Command, { name: 'renew' }>, io: CliIo): Promise<Result<void>> {
  const restored = await restoredSession(command, io);
  if (!restored.ok) return restored;
  const session = restored.data?.session ?? null;
  if (session === null) return fail('not-signed-in', 'Not signed in: run `strikeboard login` first.');
  try {
    const renewed = await session.renew();
    if (!renewed.ok) return renewed;
    io.out(`${renewed.data.environmentName}: renewed, active until ${formatNewYorkDateTime(renewed.data.expiresAt ?? 0)}`);
    return ok(undefined);
  } finally {
    session.dispose();
  }
}

/** Runs `logout`: revoke and forget. Not being signed in is not an error. */
export async function runLogout(command: Extract<Command, { name: 'logout' }>, io: CliIo): Promise<Result<void>> {
  const restored = await restoredSession(command, io);
  if (!restored.ok) return restored;
  const session = restored.data?.session ?? null;
  if (session === null) {
    io.out('Not signed in: nothing to revoke.');
    return ok(undefined);
  }
  try {
    const before = session.snapshot();
    const out = await session.signOut();
    if (!out.ok) return out;
    io.out(before.state === 'expired' || before.state === 'signed-out' ? `${before.environmentName}: the session had already ended; nothing to revoke.` : `${before.environmentName}: signed out, the provider revoked the token.`);
    return ok(undefined);
  } finally {
    session.dispose();
  }
}
