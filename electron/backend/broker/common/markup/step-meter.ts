/**
 * A count of the characters a scanner of provider text examines. The scanners take one so a test
 * can prove them linear by counting, not by timing: every loop adds what it walked over (a
 * search adds the distance it covered), so the count grows with the input only if the work does.
 */
export interface StepMeter {
  steps: number;
}

/** Adds `n` steps to `meter`, if there is one. */
export const count = (meter: StepMeter | undefined, n: number): void => {
  if (meter !== undefined) meter.steps += n;
};
