/**
 * Sessions for the live feeds' tests: the real session news over stand-in connections. Each
 * sign-in is a new session (a new connection); signing out keeps the last one, so that `back()`
 * brings the same session back; `expire()` ends the session in place.
 */
import { createSessionNews, type Connection } from '../../../../electron/backend/live/session-news.ts';
import type { Session } from '../../../../electron/backend/session/session-types.ts';
import type { Environment, EnvironmentId } from '../../../../shared/environments.ts';
import type { SessionState } from '../../../../shared/session.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { environment } from '../session/session-fixture.ts';

/** Stand-in environment `id` (hosts are never asked). */
export const environmentOf = (id: EnvironmentId): Environment => ({ ...environment, id, name: id });

/** Sessions signed in to `initial` (null: signed out) with the real news over them. */
export function fakeSessions(initial: EnvironmentId | null = 'demo') {
  let state: SessionState = 'active';
  const connect = (id: EnvironmentId): Connection => ({ session: { snapshot: () => ({ state }) } as unknown as Session, environment: environmentOf(id) });
  let last: Connection | null = initial === null ? null : connect(initial);
  let current: Connection | null = last;
  const news = createSessionNews({ current: () => current, logger: silentLogger });
  return {
    news,
    current: () => current,
    /** A new session of `id`. */
    signIn(id: EnvironmentId) {
      state = 'active';
      current = last = connect(id);
    },
    signOut() {
      current = null;
    },
    /** The session signed out last, back as it was. */
    back() {
      state = 'active';
      current = last;
    },
    expire() {
      state = 'expired';
    },
  };
}
