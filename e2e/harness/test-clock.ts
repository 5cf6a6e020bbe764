import type { Clock } from '../../electron/backend/services.ts';

/**
 * A clock for e2e runs: real time flows, and `advance(ms)` jumps ahead (idle two hours, reach
 * midnight in New York) firing every timer that falls due on the way, in order. After each timer
 * it waits until the backend has settled (`settled`: nothing in flight, see in-flight.ts), so what
 * a timer starts (a renew over loopback, then the poll it plans) finishes before time moves on,
 * however long that takes on a busy machine. The backend, the demo broker and the page (through
 * Playwright's clock) all read it.
 */
export interface TestClock extends Clock {
  advance(ms: number): Promise<void>;
  stop(): void;
}

/** `settled` resolves when the work timers started has finished, and rejects (failing the advance) when it never does. */
export function createTestClock(start: number = Date.now(), settled: () => Promise<void> = () => Promise.resolve()): TestClock {
  const realStart = Date.now();
  let offset = start - realStart;
  let nextId = 1;
  const timers = new Map<number, { due: number; fn: () => void }>();
  const now = () => Date.now() + offset;
  const fireDue = () => {
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.due <= now()).sort((a, b) => a[1].due - b[1].due)[0];
      if (!due) return;
      timers.delete(due[0]);
      due[1].fn();
    }
  };
  const ticker = setInterval(fireDue, 25);
  return {
    now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { due: now() + Math.max(0, ms), fn });
      return () => timers.delete(id);
    },
    async advance(ms) {
      const target = now() + ms;
      // Step through each timer due before the target so that chains (renew, then poll) run in order.
      for (;;) {
        const next = [...timers.values()].filter((t) => t.due <= target).sort((a, b) => a.due - b.due)[0];
        if (!next) break;
        offset += Math.max(0, next.due - now());
        fireDue();
        await settled();
      }
      offset += Math.max(0, target - now());
      fireDue();
      await settled();
    },
    stop: () => clearInterval(ticker),
  };
}
