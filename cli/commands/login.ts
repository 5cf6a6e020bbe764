/**
 * `strikeboard login`: the same sign-in the app does, over the terminal, saying first which
 * consumer key it signs with (masked) and where that key came from.
 */
import { DEMO_CONSUMERS } from '../../demo-broker/consumers.ts';
import { consumerPairProblems } from '../../shared/consumer-key-rules.ts';
import type { Environment } from '../../shared/environments.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { ConsumerCredentials } from '../../electron/backend/oauth/operations.ts';
import type { CredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { maskKey } from '../../electron/backend/session/credentials.ts';
import { createSession } from '../../electron/backend/session/session.ts';
import type { CliIo } from '../io/cli-io.ts';
import { loginEnvironment } from '../session/cli-environment.ts';
import type { Command } from '../flags/parse-command.ts';
import { describeSnapshot, quietLogger } from '../session/session-text.ts';
import { terminalAuthorizer } from '../session/terminal-authorizer.ts';

/** The consumer a login signs with, how to name where it came from, and whether to keep it. */
interface ConsumerChoice {
  consumer: ConsumerCredentials;
  /** Completes "Consumer key abcd…wxyz, ". */
  origin: string;
  /** Stored in the keychain once signed in (renew and logout in later processes sign with it). */
  keep: boolean;
}

const BUILT_IN_DEMO = DEMO_CONSUMERS.find((consumer) => consumer.kind === 'production' && consumer.callbackUrl === null && consumer.owner === 'demo');

/**
 * The environment variables first, then the key an earlier login stored (said loudly: it is
 * reused silently otherwise, and a wrong one fails only on the authorize page), then for the demo
 * the demo broker's built-in key without callback (the terminal cannot catch a redirect).
 */
async function chooseConsumer(environment: Environment, env: string, vault: CredentialVault, io: CliIo): Promise<Result<ConsumerChoice>> {
  const given = consumerFromEnv(io.env);
  if (!given.ok) return given;
  if (given.data !== null) {
    return ok({ consumer: given.data, origin: 'from STRIKEBOARD_CONSUMER_KEY (kept in the keychain once signed in).', keep: true });
  }
  const stored = await vault.getConsumer(environment.id);
  if (!stored.ok) return stored;
  const builtIn = environment.id === 'demo' ? BUILT_IN_DEMO : undefined;
  if (stored.data !== null) {
    const origin =
      builtIn !== undefined && stored.data.key === builtIn.key
        ? "the demo broker's built-in key (kept in the keychain)."
        : `stored in the keychain by an earlier login. \`strikeboard forget --env ${env}\` removes it (or set STRIKEBOARD_CONSUMER_KEY and STRIKEBOARD_CONSUMER_SECRET).`;
    return ok({ consumer: stored.data, origin, keep: false });
  }
  if (builtIn !== undefined) return ok({ consumer: { key: builtIn.key, secret: builtIn.secret }, origin: "the demo broker's built-in key.", keep: true });
  return fail(
    'invalid-argument',
    `No consumer key for ${environment.name}: request a ${environment.sandbox ? 'sandbox' : 'production'} consumer key and secret on the E*TRADE Developer Platform (signed in with your E*TRADE account), then set STRIKEBOARD_CONSUMER_KEY and STRIKEBOARD_CONSUMER_SECRET to them for this login (they are then kept in the keychain).`,
  );
}

const CONSUMER_VARIABLES = { consumerKey: 'STRIKEBOARD_CONSUMER_KEY', consumerSecret: 'STRIKEBOARD_CONSUMER_SECRET' } as const;

/**
 * The pair in STRIKEBOARD_CONSUMER_KEY and _SECRET (trimmed), `null` when no key is set, or the
 * rules it breaks (consumer-key-rules.ts, as the app's form and main check them), each named by its
 * variable: said before any request, where a bad pair would only come back as the provider's
 * "consumer_key_rejected" from the authorize page.
 */
function consumerFromEnv(env: CliIo['env']): Result<ConsumerCredentials | null> {
  const key = env.STRIKEBOARD_CONSUMER_KEY;
  const secret = env.STRIKEBOARD_CONSUMER_SECRET;
  if (key === undefined || key === '' || secret === undefined) return ok(null);
  const problems = consumerPairProblems({ consumerKey: key, consumerSecret: secret });
  const words = (['consumerKey', 'consumerSecret'] as const).flatMap((field) =>
    problems[field] === undefined ? [] : [`${CONSUMER_VARIABLES[field]} ${problems[field]}.`],
  );
  if (words.length > 0) return fail('invalid-argument', words.join(' '));
  return ok({ key: key.trim(), secret: secret.trim() });
}

/** Runs `login`. */
export async function runLogin(command: Extract<Command, { name: 'login' }>, io: CliIo): Promise<Result<void>> {
  // The pair's rules first: nothing (keychain, network) is touched for a pair that cannot work.
  const given = consumerFromEnv(io.env);
  if (!given.ok) return given;
  const environment = await loginEnvironment(command.env, command.brokerUrl, io, command.api);
  if (!environment.ok) return environment;
  const vault = await io.openVault({ sessionOnly: command.sessionOnly });
  if (!vault.ok) {
    return fail(
      vault.error.code,
      `${vault.error.message} On the command line, --session-only signs in without storing anything (status, renew and logout then have nothing to work on).`,
      vault.error.detail,
    );
  }
  const choice = await chooseConsumer(environment.data, command.env, vault.data, io);
  if (!choice.ok) return choice;
  const { consumer, origin, keep } = choice.data;
  io.err(`Consumer key ${maskKey(consumer.key)}, ${origin}`);

  const session = createSession({
    environment: environment.data,
    clock: io.clock,
    fetch: io.fetch,
    nonce: io.nonce,
    vault: vault.data,
    authorizer: terminalAuthorizer(io, { browser: command.browser }),
    logger: quietLogger,
    consumer,
  });
  try {
    io.err(`Signing in to ${environment.data.name} (${environment.data.oauthUrl})…`);
    const signedIn = await session.signIn();
    if (!signedIn.ok) return signedIn;
    // Kept only once it worked: a refused key must not be what every later login signs with.
    if (keep) {
      const kept = await vault.data.setConsumer(environment.data.id, consumer);
      if (!kept.ok) return kept;
    }
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
