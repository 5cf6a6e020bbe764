/** TEST-ONLY clock that moves only when told to: lifecycles are tested without waiting. */
export class ManualClock {
  #now: number;

  constructor(start: number | string) {
    this.#now = typeof start === 'number' ? start : Date.parse(start);
  }

  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    this.#now += ms;
  }

  set(at: number | string): void {
    this.#now = typeof at === 'number' ? at : Date.parse(at);
  }
}

/** Durations for readable tests. */
export const MINUTES = 60_000;
export const HOURS = 60 * MINUTES;
