/**
 * One session per environment, made on demand from the settings, the keychain and (for the demo)
 * the in-process demo broker. The current environment's session is what the UI shows and what the
 * data calls sign with; switching environments keeps the others signed in. A session whose inputs
 * (hosts, keys, wire format) changed is rebuilt on next use.
 */
import type { Environment, EnvironmentId } from '../../../shared/environments.ts';
import { ENVIRONMENT_IDS, ENVIRONMENT_LABELS } from '../../../shared/environments.ts';
import { fail, ok } from '../../../shared/result.ts';
import type { AppError, Result } from '../../../shared/result.ts';
import type { SessionView, SetupKind, SignInPhase } from '../../../shared/session.ts';
import type { CredentialVault } from '../secrets/credential-vault.ts';
import { openVault } from '../secrets/open-vault.ts';
import type { KeychainProbe } from '../secrets/os-keychain.ts';
import type { Authorizer, Clock, DemoBrokerHandle, Fetch, Logger, NonceSource } from '../services.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { withCodeEntry } from './code-entry-authorizer.ts';
import { createCredentials, type Credentials } from './credentials.ts';
import { resolveEnvironment } from './resolve-environment.ts';
import { createSession } from './session.ts';
import type { Session } from './session-types.ts';
import { createViewPublisher } from './view-publisher.ts';

export interface SessionRegistryDeps {
  clock: Clock;
  fetch: Fetch;
  nonce: NonceSource;
  logger: Logger;
  keychain: KeychainProbe;
  authorizer: Authorizer;
  settings: SettingsStore;
  startDemo: () => Promise<DemoBrokerHandle>;
  emit: (view: SessionView) => void;
}

type Entry =
  | { kind: 'ready'; session: Session; environment: Environment; inputs: string; stop: () => void }
  | { kind: 'unresolved'; error: AppError; setup: SetupKind | null; inputs: string };

/** The authorize page without its query (which names the consumer key and the request token). */
function pageOf(authorizeUrl: string): string | null {
  try {
    const url = new URL(authorizeUrl);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/** Creates the registry. */
export function createSessionRegistry(deps: SessionRegistryDeps) {
  const { settings, logger } = deps;
  let sessionOnly = false;
  let vault: Result<CredentialVault> = openVault({ keychain: deps.keychain, sessionOnly });
  const entries = new Map<EnvironmentId, Promise<Entry>>();
  const resolved = new Map<EnvironmentId, Entry>();
  let phase: SignInPhase = 'idle';
  let authorizePage: string | null = null;
  let signInControl: AbortController | null = null;
  let demo: Promise<DemoBrokerHandle> | null = null;
  const startDemo = () => (demo ??= deps.startDemo().catch((error: unknown) => ((demo = null), Promise.reject(error))));
  const authorizer = withCodeEntry(deps.authorizer, (next) => setPhase(next));
  const publisher = createViewPublisher({
    clock: deps.clock,
    view: () => view(),
    emit: deps.emit,
    onError: (error) => logger.error('session view failed', { error: String(error) }),
  });
  const publish = () => publisher.publish();

  const currentId = (): EnvironmentId => settings.snapshot().values.environment;
  /** What a session of `id` is built from; a change means the session must be rebuilt. */
  const inputsOf = (id: EnvironmentId): string => {
    const values = settings.snapshot().values;
    return JSON.stringify(id === 'demo' ? values.demo : values.environments[id]);
  };

  async function build(id: EnvironmentId, inputs: string): Promise<Entry> {
    const outcome = await resolveEnvironment(id, { settings: settings.snapshot().values, vault, demo: startDemo });
    if (!outcome.ok) return { kind: 'unresolved', error: outcome.error, setup: outcome.setup, inputs };
    if (!vault.ok) return { kind: 'unresolved', error: vault.error, setup: 'keychain', inputs };
    const session = createSession({
      environment: outcome.data.environment,
      clock: deps.clock,
      fetch: deps.fetch,
      nonce: deps.nonce,
      vault: vault.data,
      authorizer,
      logger,
      keepAlive: settings.snapshot().values.session.keepAlive,
      ...(outcome.data.consumer ? { consumer: outcome.data.consumer } : {}),
    });
    const stop = session.onChange(publish);
    await session.restore();
    return { kind: 'ready', session, environment: outcome.data.environment, inputs, stop };
  }

  function entry(id: EnvironmentId): Promise<Entry> {
    const inputs = inputsOf(id);
    const known = entries.get(id);
    if (known) {
      const done = resolved.get(id);
      if (!done || done.inputs === inputs) return known;
      drop(id);
    }
    const made = build(id, inputs).then((e) => (resolved.set(id, e), e));
    entries.set(id, made);
    return made;
  }

  function drop(id: EnvironmentId): void {
    const done = resolved.get(id);
    if (done?.kind === 'ready') {
      done.stop();
      done.session.dispose();
    }
    entries.delete(id);
    resolved.delete(id);
  }

  async function view(): Promise<SessionView> {
    const id = currentId();
    const e = await entry(id);
    const keychain = {
      available: deps.keychain.available,
      reason: deps.keychain.available ? null : deps.keychain.reason,
      sessionOnly,
    };
    const signIn = { phase, authorizePage };
    if (e.kind === 'ready') return { session: e.session.snapshot(), signIn, keychain, setupNeeded: null };
    return {
      session: {
        state: 'signed-out',
        environment: id,
        environmentName: ENVIRONMENT_LABELS[id],
        sandbox: id === 'sandbox',
        expiresAt: null,
        lastActivityAt: null,
        keepAlive: settings.snapshot().values.session.keepAlive,
        persistent: vault.ok && vault.data.persistent,
        lastError: e.setup === null ? e.error : null,
        clockSkewSeconds: null,
      },
      signIn,
      keychain,
      setupNeeded: e.setup === null ? null : { kind: e.setup, message: e.error.message },
    };
  }

  function setPhase(next: SignInPhase): void {
    phase = next;
    publish();
  }

  const credentials: Credentials = createCredentials({
    vault: () => vault,
    async signOut(id) {
      const e = await entry(id);
      if (e.kind === 'ready') await e.session.signOut();
    },
    replaced(id) {
      drop(id);
      publish();
    },
  });

  return {
    view,
    credentials,
    async signIn(): Promise<Result<SessionView>> {
      if (signInControl) return fail('invalid-argument', 'A sign-in is already in progress.');
      const e = await entry(currentId());
      if (e.kind === 'unresolved') return { ok: false, error: e.error };
      signInControl = new AbortController();
      authorizePage = null;
      setPhase('authorizing');
      try {
        const result = await e.session.signIn({
          signal: signInControl.signal,
          onAuthorizeUrl: (url) => {
            authorizePage = pageOf(url);
            publish();
          },
        });
        if (!result.ok) return result;
      } finally {
        signInControl = null;
        authorizePage = null;
        phase = 'idle';
        publish();
      }
      return ok(await view());
    },
    submitCode: (code: string) => authorizer.submitCode(code),
    cancelSignIn(): { cancelled: boolean } {
      if (!signInControl) return { cancelled: false };
      signInControl.abort();
      return { cancelled: true };
    },
    async signOut(): Promise<Result<SessionView>> {
      const e = await entry(currentId());
      if (e.kind === 'ready') {
        const result = await e.session.signOut();
        if (!result.ok) return result;
      }
      return ok(await view());
    },
    /** No keychain: the user chose to keep secrets in memory until quitting. */
    async useMemoryOnly(): Promise<SessionView> {
      sessionOnly = true;
      vault = openVault({ keychain: deps.keychain, sessionOnly });
      for (const id of ENVIRONMENT_IDS) drop(id);
      const next = await view();
      deps.emit(next);
      return next;
    },
    /** The current environment's session while it holds a token, for the data calls. */
    current(): { session: Session; environment: Environment } | null {
      const e = resolved.get(currentId());
      if (e?.kind !== 'ready') return null;
      const state = e.session.snapshot().state;
      return state === 'signed-out' || state === 'revoked' ? null : { session: e.session, environment: e.environment };
    },
    /** Settings changed: rebuild sessions whose inputs changed, follow keep-alive, show the new state. */
    settingsChanged(): void {
      const keepAlive = settings.snapshot().values.session.keepAlive;
      for (const e of resolved.values()) if (e.kind === 'ready') e.session.setKeepAlive(keepAlive);
      publish();
    },
    async shutdown(): Promise<void> {
      signInControl?.abort();
      const sessions = [...resolved.values()].flatMap((e) => (e.kind === 'ready' ? [e.session] : []));
      await Promise.all(sessions.map((s) => s.shutdown()));
      // After the sessions: revoking on the way out changes them, and nobody is listening any more.
      publisher.stop();
      if (demo) await (await demo.catch(() => null))?.close();
    },
  };
}
