/**
 * `strikeboard sign`: the tool for a signature_invalid answer. Prints the signature base string,
 * the signature and the Authorization header the client would send, for credentials taken from
 * environment variables (never from flags, which other users can read in the process list).
 */
import { fail, ok, type Result } from '../../shared/result.ts';
import { signRequest, type OAuthCredentials } from '../../electron/backend/oauth/signer.ts';
import type { CliIo } from '../io/cli-io.ts';
import type { Command } from '../flags/parse-command.ts';

/** Reads the credentials from STRIKEBOARD_CONSUMER_KEY/SECRET and STRIKEBOARD_TOKEN/TOKEN_SECRET. */
export function credentialsFromEnv(env: CliIo['env']): Result<OAuthCredentials> {
  const key = env.STRIKEBOARD_CONSUMER_KEY;
  const secret = env.STRIKEBOARD_CONSUMER_SECRET;
  const missing = [key === undefined || key === '' ? 'STRIKEBOARD_CONSUMER_KEY' : '', secret === undefined ? 'STRIKEBOARD_CONSUMER_SECRET' : ''].filter(
    (name) => name !== '',
  );
  if (key === undefined || secret === undefined || missing.length > 0) return fail('invalid-argument', `Set ${missing.join(' and ')} in the environment.`);
  const credentials: OAuthCredentials = { consumerKey: key, consumerSecret: secret };
  const token = env.STRIKEBOARD_TOKEN;
  const tokenSecret = env.STRIKEBOARD_TOKEN_SECRET;
  if ((token === undefined) !== (tokenSecret === undefined))
    return fail('invalid-argument', 'Set both STRIKEBOARD_TOKEN and STRIKEBOARD_TOKEN_SECRET, or neither.');
  if (token !== undefined && tokenSecret !== undefined) {
    credentials.token = token;
    credentials.tokenSecret = tokenSecret;
  }
  return ok(credentials);
}

/** Runs `sign`; the three results go to standard output, labelled. */
export function runSign(command: Extract<Command, { name: 'sign' }>, io: CliIo): Result<void> {
  const credentials = credentialsFromEnv(io.env);
  if (!credentials.ok) return credentials;
  const signed = signRequest({
    method: command.method,
    url: command.url,
    credentials: credentials.data,
    timestamp: command.timestamp ?? Math.floor(io.clock.now() / 1000),
    nonce: command.nonce ?? io.nonce(),
    ...(command.form === undefined ? {} : { formBody: command.form }),
    ...(command.callback === undefined ? {} : { extra: { oauth_callback: command.callback } }),
    placement: command.placement,
  });
  if (!signed.ok) return signed;
  io.out('Signature base string:');
  io.out(signed.data.baseString);
  io.out('');
  io.out('Signature:');
  io.out(signed.data.signature);
  io.out('');
  io.out('Authorization:');
  io.out(signed.data.authorization);
  if (command.placement === 'query') {
    io.out('');
    io.out('URL with the credentials in the query:');
    io.out(signed.data.url);
  }
  return ok(undefined);
}
