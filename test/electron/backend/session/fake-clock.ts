import type { Clock } from '../../../../electron/backend/services.ts';

/** Lets promise chains started by a timer run to completion (no real time passes). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A clock that only moves when the test says so; due timers fire in time order. */
export function createFakeClock(start: number): Clock & { advance(ms: number): Promise<void>; advanceTo(epochMs: number): Promise<void>; pending(): number } {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock = {
    now: () => now,
    setTimeout(fn: () => void, ms: number) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return () => {
        timers.delete(id);
      };
    },
    async advanceTo(target: number) {
      await settle();
      for (;;) {
        let due: [number, { at: number; fn: () => void }] | null = null;
        for (const entry of timers) if (entry[1].at <= target && (due === null || entry[1].at < due[1].at)) due = entry;
        if (due === null) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].fn();
        await settle();
      }
      now = Math.max(now, target);
      await settle();
    },
    advance: (ms: number) => clock.advanceTo(now + ms),
    pending: () => timers.size,
  };
  return clock;
}
