/**
 * How the UI benchmarks print their figures: a label, the median (with the fastest and slowest
 * when there are several runs) and, for a figure checked against a goal, the goal, the ratio of
 * the median to it and whether it is met, so a reader never has to remember what a figure should be.
 */

/** The median of the values (the upper one of an even count). */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The value at fraction `p` of the sorted values (p95: 0.95). */
export const percentile = (values: readonly number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

/** "12.3 ms". */
export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Prints a label and a value, aligned. */
export const line = (label: string, value: string): void => console.log(`  ${label.padEnd(72)} ${value.padStart(16)}`);

/** Figures checked against goals so far, for the closing summary. */
const checked: { label: string; value: number; goal: number }[] = [];

/**
 * Prints a figure in ms with its goal and ratio: "(goal <= 100 ms) 77.0 ms, ratio 0.77 ok"; with
 * several runs the fastest and slowest follow the median.
 */
export function goalLine(label: string, values: readonly number[], goal: number): void {
  const value = median(values);
  checked.push({ label, value, goal });
  const spread = values.length > 1 ? ` (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})` : '';
  const verdict = value <= goal ? 'ok' : 'OVER';
  line(`${label} (goal <= ${goal} ms)`, `${ms(value)}${spread}, ratio ${(value / goal).toFixed(2)} ${verdict}`);
}

/** The closing line: how many of the checked figures met their goals, naming the others. */
export function goalSummary(): void {
  const over = checked.filter((figure) => figure.value > figure.goal);
  console.log(
    over.length === 0
      ? `All ${checked.length} figures within their goals.`
      : `${over.length} of ${checked.length} figures over their goals: ${over.map((figure) => figure.label).join('; ')}.`,
  );
}

/**
 * Stops the benchmark when the view did not show the rows its label claims (at least `least`,
 * a table's row count counting its header rows too): a figure of a smaller table would be a lie.
 */
export function expectRows(label: string, rows: number, least: number): void {
  if (!(rows >= least)) throw new Error(`${label}: ${rows} rows shown, expected at least ${least}`);
}
