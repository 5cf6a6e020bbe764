/**
 * The calls that change the token at the provider: renew (concurrent callers share one request;
 * a refusal that means "sign in again" ends the session) and revoke (signing out; when the
 * provider cannot be told, the token is still forgotten here and the user told it stays valid
 * there until midnight).
 */
import { fail, ok, type AppError, type Result } from '../../../shared/result.ts';
import type { Environment } from '../../../shared/environments.ts';
import { renewAccessToken, revokeAccessToken, type ConsumerCredentials, type OAuthContext } from '../oauth/operations.ts';
import type { Clock, Logger } from '../services.ts';
import type { SessionMachine } from './session-machine.ts';
import type { SessionSnapshot } from './session-types.ts';
import type { TokenStorage } from './token-storage.ts';

export interface TokenCalls {
  /** Renews the held token; concurrent callers share one request. */
  renewOnce(): Promise<Result<void>>;
  /** Revokes the held token at the provider and forgets it. */
  revoke(): Promise<Result<SessionSnapshot>>;
}

/** The token calls of one session. */
export function createTokenCalls(deps: {
  machine: SessionMachine;
  storage: TokenStorage;
  environment: Environment;
  clock: Clock;
  logger: Logger;
  context(credentials: ConsumerCredentials): OAuthContext;
  /** The held token written to the store (or the store settled when there is none). */
  persist(): Promise<void>;
}): TokenCalls {
  const { machine, storage, environment } = deps;
  let renewing: Promise<Result<void>> | null = null;
  const gone = 'The provider no longer accepts this session and would not renew it. Sign in again.';

  async function renew(): Promise<Result<void>> {
    const token = machine.held;
    if (token === null) return fail('not-signed-in', `Not signed in to ${environment.name}.`);
    const credentials = await storage.consumer();
    if (!credentials.ok) return credentials;
    const sentAt = deps.clock.now();
    const renewed = await renewAccessToken(deps.context(credentials.data), token.pair);
    if (machine.held !== token) return fail('not-signed-in', 'The session changed while renewing.');
    if (renewed.ok) {
      machine.recordActivity(sentAt);
      await deps.persist();
      return ok(undefined);
    }
    if (renewed.failure !== null && (renewed.failure.recovery === 'renew' || renewed.failure.recovery === 'sign-in')) {
      machine.expire(gone, renewed.error.detail);
      return fail('not-signed-in', gone, renewed.error.detail);
    }
    machine.recordRefusal(renewed.failure, renewed.error);
    return { ok: false, error: renewed.error };
  }

  return {
    renewOnce() {
      renewing ??= renew().finally(() => {
        renewing = null;
      });
      return renewing;
    },
    async revoke() {
      const token = machine.held;
      if (token === null) {
        if (machine.state !== 'revoked') machine.forgetToken('signed-out', null);
        await storage.settled();
        return ok(machine.snapshot());
      }
      const credentials = await storage.consumer();
      const revoked = credentials.ok ? await revokeAccessToken(deps.context(credentials.data), token.pair) : credentials;
      if (revoked.ok) {
        deps.logger.info('access token revoked', { environment: environment.id });
        machine.forgetToken('revoked', null);
        await storage.settled();
        return ok(machine.snapshot());
      }
      const error: AppError = {
        code: revoked.error.code,
        message: `Signed out here, but the provider could not be told (${revoked.error.message}). The token stays valid at the provider until midnight US Eastern time.`,
        ...(revoked.error.detail === undefined ? {} : { detail: revoked.error.detail }),
      };
      machine.forgetToken('signed-out', error);
      await storage.settled();
      return { ok: false, error };
    },
  };
}
