/**
 * The sessions as a part of the backend: the session view, sign-in and sign-out, consumer keys.
 * It listens to its own sections of the settings only (the environment shown, keep-alive, the
 * hosts of each environment), and signs out on the way out.
 */
import type { SessionChannel } from '../../../shared/ipc/channels.ts';
import { ok } from '../../../shared/result.ts';
import type { ServicePart } from '../service-part.ts';
import type { SettingsSections } from '../settings/settings-sections.ts';
import type { createSessionRegistry } from './session-registry.ts';

/** The session part over the registry of sessions. */
export function sessionPart(sessions: ReturnType<typeof createSessionRegistry>, sections: SettingsSections): ServicePart<SessionChannel> {
  const stopListening = sections.on(
    (values) => [values.environment, values.session, values.environments, values.demo],
    () => sessions.settingsChanged(),
  );
  return {
    handlers: {
      'session:get': async () => ok(await sessions.view()),
      'session:useMemoryOnly': async () => ok(await sessions.useMemoryOnly()),
      'auth:signIn': () => sessions.signIn(),
      'auth:submitCode': (code) => sessions.submitCode(code),
      'auth:cancel': () => ok(sessions.cancelSignIn()),
      'auth:signOut': () => sessions.signOut(),
      'credentials:status': () => sessions.credentials.status(),
      'credentials:save': ({ environment, consumerKey, consumerSecret }) => sessions.credentials.save(environment, consumerKey, consumerSecret),
      'credentials:clear': ({ environment }) => sessions.credentials.clear(environment),
    },
    async dispose() {
      stopListening();
      await sessions.shutdown();
    },
  };
}
