/**
 * Strikeboard's secrets in a keytar-shaped store, one entry set per environment:
 *   `<environment>/consumer`      the consumer key and secret
 *   `<environment>/access-token`  the access token and secret, with the hosts that issued it and
 *                                 its lifecycle times (a token only works where it was issued)
 * Values are JSON, validated when read back. Keychain failures are values, and no secret is ever
 * put into an error message.
 */
import { z } from 'zod';
import { API_GENERATIONS, ENVIRONMENT_IDS, type Environment, type EnvironmentId } from '../../../shared/environments.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { SecretStore } from '../services.ts';
import { KEYCHAIN_SERVICE } from './os-keychain.ts';

export interface StoredConsumer {
  key: string;
  secret: string;
}

export interface StoredAccessToken {
  token: string;
  secret: string;
  environment: Environment;
  /** Epoch ms: when the access token was issued, when it expires (Eastern midnight), last use. */
  issuedAt: number;
  expiresAt: number;
  lastActivityAt: number;
}

const consumerSchema = z.object({ key: z.string().min(1), secret: z.string() });
const environmentSchema = z.object({
  id: z.enum(ENVIRONMENT_IDS),
  name: z.string(),
  oauthUrl: z.string(),
  authorizeUrl: z.string(),
  apiUrl: z.string(),
  legacyUrl: z.string(),
  sandbox: z.boolean(),
  credentialsInQuery: z.boolean(),
  callbackUrl: z.string().nullable(),
  // Tokens stored before environments had a generation; a token signs for either generation.
  api: z.enum(API_GENERATIONS).catch('legacy'),
});
const accessTokenSchema = z.object({
  token: z.string().min(1),
  secret: z.string(),
  environment: environmentSchema,
  issuedAt: z.number(),
  expiresAt: z.number(),
  lastActivityAt: z.number(),
});

export interface CredentialVault {
  /** False for the session-only store: nothing survives the process. */
  readonly persistent: boolean;
  getConsumer(environment: EnvironmentId): Promise<Result<StoredConsumer | null>>;
  setConsumer(environment: EnvironmentId, consumer: StoredConsumer): Promise<Result<void>>;
  deleteConsumer(environment: EnvironmentId): Promise<Result<void>>;
  getAccessToken(environment: EnvironmentId): Promise<Result<StoredAccessToken | null>>;
  setAccessToken(environment: EnvironmentId, token: StoredAccessToken): Promise<Result<void>>;
  deleteAccessToken(environment: EnvironmentId): Promise<Result<void>>;
}

const unavailable = (action: string, error: unknown) =>
  fail(
    'keychain-unavailable',
    `The system keychain could not ${action}. Unlock it, or choose the session-only mode that keeps secrets in memory until you quit.`,
    // The library's own words; it never echoes the secret it was given.
    error instanceof Error ? error.message : String(error),
  );

/** Builds the vault over a keytar-shaped store (the OS keychain, or memory for session-only mode). */
export function createCredentialVault(store: SecretStore, options: { persistent: boolean; service?: string }): CredentialVault {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const account = (environment: EnvironmentId, what: 'consumer' | 'access-token') => `${environment}/${what}`;

  async function read<T>(name: string, schema: z.ZodType<T>): Promise<Result<T | null>> {
    let text: string | null;
    try {
      text = await store.getPassword(service, name);
    } catch (error) {
      return unavailable('be read', error);
    }
    if (text === null) return ok(null);
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      // An entry we cannot read is treated as absent: the user signs in or enters the key again.
      return ok(parsed.success ? parsed.data : null);
    } catch {
      return ok(null);
    }
  }

  async function write(name: string, value: unknown): Promise<Result<void>> {
    try {
      await store.setPassword(service, name, JSON.stringify(value));
      return ok(undefined);
    } catch (error) {
      return unavailable('store the credentials', error);
    }
  }

  async function remove(name: string): Promise<Result<void>> {
    try {
      await store.deletePassword(service, name);
      return ok(undefined);
    } catch (error) {
      return unavailable('delete the credentials', error);
    }
  }

  return {
    persistent: options.persistent,
    getConsumer: (environment) => read(account(environment, 'consumer'), consumerSchema),
    setConsumer: (environment, consumer) => write(account(environment, 'consumer'), { key: consumer.key, secret: consumer.secret }),
    deleteConsumer: (environment) => remove(account(environment, 'consumer')),
    getAccessToken: (environment) => read(account(environment, 'access-token'), accessTokenSchema),
    setAccessToken: (environment, token) => write(account(environment, 'access-token'), token),
    deleteAccessToken: (environment) => remove(account(environment, 'access-token')),
  };
}
