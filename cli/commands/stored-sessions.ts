/**
 * `status`, `renew` and `logout`: they work on the access token an earlier `login` (or the app)
 * stored in the keychain, at the hosts stored with it.
 */
import { ENVIRONMENT_IDS } from '../../shared/environments.ts';
import { LIMITS } from '../../shared/spec-constants.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { StoredAccessToken } from '../../electron/backend/secrets/credential-vault.ts';
import type { CliIo } from '../io/cli-io.ts';
import { sessionSlot } from '../session/cli-environment.ts';
import type { Command } from '../flags/parse-command.ts';
import { formatNewYorkDateTime } from '../../shared/domain/market-time.ts';
import { restoredSession, storedTokens } from '../session/restored-session.ts';
import { duration } from '../session/session-text.ts';

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
    io.out(
      JSON.stringify(
        rows.map(({ text: _text, ...row }) => row),
        null,
        2,
      ),
    );
  } else {
    for (const row of rows) io.out(`${row.environment.padEnd(11)} ${row.state.padEnd(11)}${'text' in row ? ` ${row.text}` : ''}`.trimEnd());
  }
  const asked = rows[0];
  if (slot.data !== null && (asked === undefined || asked.state === 'signed-out' || asked.state === 'expired')) {
    return fail('not-signed-in', `No usable session for ${slot.data}.`);
  }
  return ok(undefined);
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
    io.out(
      before.state === 'expired' || before.state === 'signed-out'
        ? `${before.environmentName}: the session had already ended; nothing to revoke.`
        : `${before.environmentName}: signed out, the provider revoked the token.`,
    );
    return ok(undefined);
  } finally {
    session.dispose();
  }
}
