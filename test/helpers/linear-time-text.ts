/**
 * TEST-ONLY: the hostile texts of linear-time.ts, described rather than sent (a megabyte string per
 * case would be copied into the worker hundreds of times), and the messages of its worker.
 */

/** `prefix`, then `pump` repeated until the text is at least `bytes` long, then `suffix`. */
export interface TextSpec {
  prefix?: string;
  pump: string;
  bytes: number;
  suffix?: string;
}

/** An argument of a call: a hostile text where a spec stands, anything else as it is. */
export type Argument = TextSpec | string | number | boolean | null | readonly Argument[] | { readonly [key: string]: Argument };

/** One case the worker runs: an expression over a text (every start position, every match), or a call. */
export type LinearTimeCase =
  { kind: 'regex'; source: string; flags: string; text: TextSpec } | { kind: 'call'; module: string; name: string; args: Argument[] };

export interface LinearTimeJob {
  cases: LinearTimeCase[];
  /** A case may always take this long, however fast the baseline was. */
  floorMs: number;
  /** ... and this many times its linear baseline. */
  ratio: number;
}

export type WorkerMessage =
  | { type: 'start'; index: number; limitMs: number; baselineMs: number }
  | { type: 'done'; index: number; ms: number }
  | { type: 'log'; text: string }
  | { type: 'end' };

const isSpec = (value: Argument): value is TextSpec => typeof value === 'object' && value !== null && !Array.isArray(value) && 'pump' in value;

/** The text a spec describes. */
export function buildText(spec: TextSpec): string {
  const times = spec.pump === '' ? 0 : Math.ceil(spec.bytes / spec.pump.length);
  return `${spec.prefix ?? ''}${spec.pump.repeat(times)}${spec.suffix ?? ''}`;
}

/** An argument with every spec in it built. */
export function buildArgument(value: Argument): unknown {
  if (isSpec(value)) return buildText(value);
  if (Array.isArray(value)) return value.map(buildArgument);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, buildArgument(item as Argument)]));
  return value;
}

/** A short name of a spec for messages: `prefix + pump×n + suffix`. */
export function describeSpec(spec: TextSpec): string {
  const show = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
  const times = spec.pump === '' ? 0 : Math.ceil(spec.bytes / spec.pump.length);
  return [spec.prefix ? show(spec.prefix) : '', `${show(spec.pump)}×${times}`, spec.suffix ? show(spec.suffix) : ''].filter((part) => part !== '').join(' + ');
}
