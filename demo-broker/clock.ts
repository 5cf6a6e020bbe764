/**
 * The time source shape used everywhere in the broker: the injected clock (OAuth timestamps, token
 * lifecycle) and the simulated trading day's (simulated-clock.ts). A leaf of its own, so that the
 * broker's public types, its fault plan and its rate limiter can all name it without a circle.
 */
export interface Clock {
  now(): number;
}
