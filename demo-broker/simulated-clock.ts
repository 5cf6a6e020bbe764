import type { Clock } from './clock.ts';

/**
 * The trading day's clock: it starts at the injected clock's time and runs `speed` times faster.
 * OAuth (timestamps, token lifecycle) always uses the injected clock itself, because a client signs
 * with real time; only the market moves faster.
 */
export function simulatedClock(clock: Clock, speed: number): Clock {
  if (speed === 1) return clock;
  const origin = clock.now();
  return { now: () => Math.floor(origin + (clock.now() - origin) * speed) };
}
