/**
 * `strikeboard forget --env E`: removes what the keychain holds for one environment, its consumer
 * key and its access token, so the next login starts from nothing. A live token is revoked at the
 * provider first, but never waited on for long: an unreachable provider must not keep a person
 * from cleaning up (the token then dies at midnight US Eastern anyway).
 */
import { ok, type Result } from '../../shared/result.ts';
import { revokeAccessToken } from '../../electron/backend/oauth/operations.ts';
import type { CredentialVault, StoredAccessToken, StoredConsumer } from '../../electron/backend/secrets/credential-vault.ts';
import { maskKey } from '../../electron/backend/session/credentials.ts';
import type { CliIo } from '../io/cli-io.ts';
import { sessionSlot } from '../session/cli-environment.ts';
import type { Command } from '../flags/parse-command.ts';

/** The longest wait for the provider to confirm a revocation. */
export const FORGET_REVOKE_WAIT_MS = 5_000;

/** What happened to the access token, in words. */
async function revoked(token: StoredAccessToken, consumer: StoredConsumer | null, io: CliIo): Promise<string> {
  if (io.clock.now() >= token.expiresAt) return 'the stored access token had already ended; removed from the keychain.';
  if (consumer === null)
    return 'access token removed from the keychain; without its consumer key it could not be revoked, so it stays valid at the provider until midnight US Eastern.';
  const answer = await revokeAccessToken(
    { fetch: io.fetch, clock: io.clock, nonce: io.nonce, environment: token.environment, consumer, timeoutMs: FORGET_REVOKE_WAIT_MS },
    { token: token.token, secret: token.secret },
  );
  return answer.ok
    ? 'access token revoked at the provider and removed from the keychain.'
    : `the provider could not be told (${answer.error.message}); the access token is removed from the keychain, and stays valid at the provider until midnight US Eastern.`;
}

async function forgetIn(vault: CredentialVault, id: Parameters<CredentialVault['getConsumer']>[0], io: CliIo): Promise<Result<string[]>> {
  const token = await vault.getAccessToken(id);
  if (!token.ok) return token;
  const consumer = await vault.getConsumer(id);
  if (!consumer.ok) return consumer;
  const lines: string[] = [];
  if (token.data !== null) {
    lines.push(await revoked(token.data, consumer.data, io));
    const removed = await vault.deleteAccessToken(id);
    if (!removed.ok) return removed;
  }
  if (consumer.data !== null) {
    const removed = await vault.deleteConsumer(id);
    if (!removed.ok) return removed;
    lines.push(`consumer key ${maskKey(consumer.data.key)} removed from the keychain.`);
  }
  return ok(lines.length === 0 ? ['nothing was stored.'] : lines);
}

/** Runs `forget`. */
export async function runForget(command: Extract<Command, { name: 'forget' }>, io: CliIo): Promise<Result<void>> {
  const slot = await sessionSlot(command.env, io);
  if (!slot.ok) return slot;
  const id = slot.data;
  if (id === null) return ok(undefined);
  const vault = await io.openVault({ sessionOnly: false });
  if (!vault.ok) return vault;
  const done = await forgetIn(vault.data, id, io);
  if (!done.ok) return done;
  for (const line of done.data) io.out(`${id}: ${line}`);
  return ok(undefined);
}
