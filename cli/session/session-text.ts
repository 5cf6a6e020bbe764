/**
 * How the command line words a session: state, expiry in US Eastern time and as a countdown, last
 * activity. Never a token or a secret.
 */
import { formatNewYorkDateTime } from '../../shared/domain/market-time.ts';
import type { Logger } from '../../electron/backend/services.ts';
import type { SessionSnapshot } from '../../electron/backend/session/session-types.ts';

/** The command line prints its own messages; the backend's log lines would only repeat them. */
export const quietLogger: Logger = { info() {}, warn() {}, error() {} };

/** `9 h 12 min` (rounded down to minutes). */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

const STATE_WORDS: Record<SessionSnapshot['state'], string> = {
  'signed-out': 'signed out',
  'signing-in': 'signing in',
  active: 'active',
  inactive: 'inactive (idle for 2 hours; renewed before the next request)',
  expired: 'expired (sign in again)',
  revoked: 'signed out (token revoked)',
};

/** One paragraph about a session. */
export function describeSnapshot(snapshot: SessionSnapshot, now: number): string {
  const lines = [`${snapshot.environmentName}: ${STATE_WORDS[snapshot.state]}`];
  if (snapshot.expiresAt !== null)
    lines.push(`  expires ${formatNewYorkDateTime(snapshot.expiresAt)} (midnight US Eastern, in ${duration(snapshot.expiresAt - now)})`);
  if (snapshot.lastActivityAt !== null) lines.push(`  last activity ${formatNewYorkDateTime(snapshot.lastActivityAt)}`);
  if (!snapshot.persistent) lines.push('  session-only: nothing is stored in the keychain');
  if (snapshot.lastError !== null) lines.push(`  note: ${snapshot.lastError.message}`);
  return lines.join('\n');
}
