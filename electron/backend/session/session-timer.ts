/**
 * The session's one timer, for the next thing the clock will cause: going idle (2 h without a
 * request), the keep-alive renew a little before that, or the end at midnight US Eastern. A
 * keep-alive renew that fails (the network is down) is tried again a minute later.
 */
import { LIMITS } from '../../../shared/spec-constants.ts';
import type { Result } from '../../../shared/result.ts';
import type { Clock, Logger } from '../services.ts';
import type { SessionMachine } from './session-machine.ts';
import type { HeldToken } from './signed-fetch.ts';

const DEFAULT_KEEP_ALIVE_LEAD_MS = 10 * 60 * 1000;
/** After a failed keep-alive renew (network down), wait this long before the next attempt. */
const KEEP_ALIVE_RETRY_MS = 60 * 1000;

export interface SessionTimer {
  /** Plans the next tick anew (the token, its activity or keep-alive changed). */
  schedule(): void;
  cancel(): void;
  /** No tick ever again (shut down). */
  dispose(): void;
}

/** Creates the timer over the machine; `renew` is the shared renew of the held token. */
export function createSessionTimer(deps: {
  machine: () => SessionMachine;
  clock: Clock;
  logger: Logger;
  environmentId: string;
  keepAliveLeadMs?: number | undefined;
  renew(): Promise<Result<void>>;
}): SessionTimer {
  const { clock } = deps;
  const leadMs = deps.keepAliveLeadMs ?? DEFAULT_KEEP_ALIVE_LEAD_MS;
  let cancelTimer: () => void = () => {};
  let disposed = false;
  let keepAliveNotBefore = 0;
  const keepAliveDueAt = (token: HeldToken) => Math.max(token.lastActivityAt + LIMITS.inactivityMs - leadMs, keepAliveNotBefore);

  async function tick(): Promise<void> {
    const machine = deps.machine();
    machine.catchUp();
    if (machine.held !== null && machine.keepAlive && clock.now() >= keepAliveDueAt(machine.held)) {
      const renewed = await deps.renew();
      if (!renewed.ok) {
        keepAliveNotBefore = clock.now() + KEEP_ALIVE_RETRY_MS;
        deps.logger.warn('keep-alive renew failed', { environment: deps.environmentId, code: renewed.error.code });
      }
    }
    timer.schedule();
  }

  const timer: SessionTimer = {
    schedule() {
      cancelTimer();
      const machine = deps.machine();
      const held = machine.held;
      if (held === null || disposed) return;
      const candidates = [held.expiresAt];
      if (machine.state === 'active') candidates.push(held.lastActivityAt + LIMITS.inactivityMs);
      if (machine.keepAlive) candidates.push(keepAliveDueAt(held));
      const at = candidates.reduce((earliest, candidate) => Math.min(earliest, candidate));
      cancelTimer = clock.setTimeout(() => void tick(), Math.max(0, at - clock.now()));
    },
    cancel: () => cancelTimer(),
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
  return timer;
}
