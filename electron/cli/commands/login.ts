/**
 * `strikeboard login`: the same sign-in the app does, over the terminal. The consumer comes from
 * STRIKEBOARD_CONSUMER_KEY/SECRET (then stored in the keychain), else from the keychain, else for
 * the demo the demo broker's default key without callback (the terminal cannot catch a redirect).
 */
import { DEMO_CONSUMERS } from '../../demo-broker/consumers.ts';
import type { Environment } from '../../../shared/environments.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { ConsumerCredentials } from '../../backend/oauth/operations.ts';
import type { CredentialVault } from '../../backend/secrets/credential-vault.ts';
import { createSession } from '../../backend/session/session.ts';
import type { CliIo } from '../cli-io.ts';
import { loginEnvironment } from '../cli-environment.ts';
import type { Command } from '../flags.ts';
import { describeSnapshot, quietLogger } from '../session-text.ts';
import { terminalAuthorizer } from '../terminal-authorizer.ts';

async function chooseConsumer(environment: Environment, vault: CredentialVault, io: CliIo): Promise<Result<ConsumerCredentials>> {
  const key = io.env.STRIKEBOARD_CONSUMER_KEY;
  const secret = io.env.STRIKEBOARD_CONSUMER_SECRET;
  if (key !== undefined && key !== '' && secret !== undefined) {
    const stored = await vault.setConsumer(environment.id, { key, secret });
    if (!stored.ok) return stored;
    return ok({ key, secret });
  }
  const stored = await vault.getConsumer(environment.id);
  if (!stored.ok) return stored;
  if (stored.data !== null) return ok(stored.data);
  if (environment.id === 'demo') {
    const demo = DEMO_CONSUMERS.find((consumer) => consumer.kind === 'production' && consumer.callbackUrl === null && consumer.owner === 'demo');
    if (demo !== undefined) {
      // Stored like any other key, so renew and logout in later processes can sign.
      const remembered = await vault.setConsumer(environment.id, { key: demo.key, secret: demo.secret });
      if (!remembered.ok) return remembered;
      return ok({ key: demo.key, secret: demo.secret });
    }
  }
  return fail('invalid-argument', `No consumer key for ${environment.name}: set STRIKEBOARD_CONSUMER_KEY and STRIKEBOARD_CONSUMER_SECRET (they are then kept in the keychain).`);
}

/** Runs `login`. */
export async function runLogin(command: Extract<Command, { name: 'login' }>, io: CliIo): Promise<Result<void>> {
  const environment = await loginEnvironment(command.env, command.brokerUrl, io);
  if (!environment.ok) return environment;
  const vault = await io.openVault({ sessionOnly: command.sessionOnly });
  if (!vault.ok) {
    return fail(vault.error.code, `${vault.error.message} On the command line, --session-only signs in without storing anything (status, renew and logout then have nothing to work on).`, vault.error.detail);
  }
  const consumer = await chooseConsumer(environment.data, vault.data, io);
  if (!consumer.ok) return consumer;

  const session = createSession({
    environment: environment.data,
    clock: io.clock,
    fetch: io.fetch,
    nonce: io.nonce,
    vault: vault.data,
    authorizer: terminalAuthorizer(io, { browser: command.browser }),
    logger: quietLogger,
    consumer: consumer.data,
  });
  try {
    io.err(`Signing in to ${environment.data.name} (${environment.data.oauthUrl})…`);
    const signedIn = await session.signIn();
    if (!signedIn.ok) return signedIn;
    io.err(describeSnapshot(signedIn.data, io.clock.now()));
    if (!vault.data.persistent) {
      // Nobody can use the token after this process: end it rather than leave it live until midnight.
      await session.signOut();
      io.err('Session-only mode: nothing was stored, and the token has been revoked again.');
    }
    return ok(undefined);
  } finally {
    session.dispose();
  }
}
