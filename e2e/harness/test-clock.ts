import type { Clock } from '../../electron/backend/services.ts';

/**
 * A clock for e2e runs: real time flows, and `advance(ms)` jumps ahead (idle two hours, reach
 * midnight in New York) firing every timer that falls due on the way, in order. After each timer
 * it waits until the backend has settled (`settled`: nothing in flight, see in-flight.ts), so what
 * a timer starts (a renew over loopback, then the poll it plans) finishes before time moves on,
 * however long that takes on a busy machine. The backend, the demo broker and the page (through
 * Playwright's clock) all read it. Held still (`flows: false`), only `advance` moves it.
 */
export interface TestClock extends Clock {
  advance(ms: number): Promise<void>;
  stop(): void;
}

/**
 * `settled` resolves when the work timers started has finished, and rejects (failing the advance)
 * when it never does. `flows: false` holds the clock still between advances: no timer fires by
 * itself, so a spec that steps a feed one refresh at a time and then reads what that refresh
 * showed (a flash, an announcement) cannot have the next refresh land in between, however slow
 * the machine.
 */
export function createTestClock(
  start: number = Date.now(),
  settled: () => Promise<void> = () => Promise.resolve(),
  { flows = true }: { flows?: boolean } = {},
): TestClock {
  const realStart = Date.now();
  let offset = flows ? start - realStart : start;
  let nextId = 1;
  const timers = new Map<number, { due: number; fn: () => void }>();
  const now = flows ? () => Date.now() + offset : () => offset;
  const fireDue = () => {
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.due <= now()).sort((a, b) => a[1].due - b[1].due)[0];
      if (!due) return;
      timers.delete(due[0]);
      due[1].fn();
    }
  };
  // Held still, the ticker still fires what is due now (a refresh planned for "at once").
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
