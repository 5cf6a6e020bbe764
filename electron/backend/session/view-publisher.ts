/**
 * Pushes the session view to the UI. Every accepted request moves `lastActivityAt`, and the UI
 * needs that at most once a second; a change of state, phase, error, keychain or setup must show at
 * once. So a push that differs from the last one only in activity waits for the rest of the
 * second (one trailing push carries the newest view), and anything else goes out immediately.
 */
import type { SessionView } from '../../../shared/session.ts';
import type { Clock } from '../services.ts';

/** Pushes that only move the last-activity time are sent at most this often. */
export const ACTIVITY_PUSH_MS = 1000;

export interface ViewPublisher {
  /** Builds the current view and pushes it now, or within the second when only activity moved. */
  publish(): void;
  /** Pushes nothing more, ever: cancels a waiting push and drops views still being built (shutting down). */
  stop(): void;
}

/** Everything in a view but the last-activity time: what must reach the UI without delay. */
function significantPart(view: SessionView): string {
  const { lastActivityAt: _activity, ...session } = view.session;
  return JSON.stringify([session, view.signIn, view.keychain, view.setupNeeded]);
}

/** Creates a publisher over a view source; `onError` hears a view that could not be built. */
export function createViewPublisher(deps: {
  clock: Clock;
  view: () => Promise<SessionView>;
  emit: (view: SessionView) => void;
  onError: (error: unknown) => void;
}): ViewPublisher {
  let lastSignificant: string | null = null;
  let lastEmitAt = -Infinity;
  let trailing: (() => void) | null = null;
  let stopped = false;

  function push(next: SessionView): void {
    if (stopped) return;
    const significant = significantPart(next);
    const now = deps.clock.now();
    if (significant === lastSignificant && now - lastEmitAt < ACTIVITY_PUSH_MS) {
      trailing ??= deps.clock.setTimeout(
        () => {
          trailing = null;
          publish();
        },
        ACTIVITY_PUSH_MS - (now - lastEmitAt),
      );
      return;
    }
    trailing?.();
    trailing = null;
    lastSignificant = significant;
    lastEmitAt = now;
    deps.emit(next);
  }

  function publish(): void {
    if (stopped) return;
    deps.view().then(push, deps.onError);
  }

  return {
    publish,
    stop() {
      stopped = true;
      trailing?.();
      trailing = null;
    },
  };
}
