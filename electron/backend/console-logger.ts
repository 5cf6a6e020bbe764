import { REDACTED, scrubText, SECRET_NAME } from './credential-text.ts';
import type { Logger } from './services.ts';

/** Bounds on one log entry: a logger must never be the thing that stalls or floods the app. */
const MAX_DEPTH = 32;
const MAX_NODES = 2000;
const MAX_ITEMS = 100;

interface Walk {
  nodes: number;
  /** The objects on the path from the root: a value met again among them is a cycle. */
  ancestors: Set<object>;
}

/** A copy of `value` fit for a log line: secrets masked at any depth, cycles cut, size bounded. */
function clean(value: unknown, depth: number, walk: Walk): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (walk.ancestors.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (++walk.nodes > MAX_NODES) return '[truncated]';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof URL) return scrubText(value.href);
  if (ArrayBuffer.isView(value)) return `[${value.constructor.name} of ${value.byteLength} bytes]`;
  walk.ancestors.add(value);
  try {
    if (value instanceof Error) {
      const error: Record<string, unknown> = { name: value.name, message: scrubText(value.message) };
      if (value.cause !== undefined) error['cause'] = clean(value.cause, depth + 1, walk);
      return error;
    }
    if (value instanceof Map || value instanceof Set) return cleanList([...value], depth, walk);
    if (Array.isArray(value)) return cleanList(value, depth, walk);
    return cleanRecord(value as Record<string, unknown>, depth, walk);
  } finally {
    walk.ancestors.delete(value);
  }
}

function cleanList(list: readonly unknown[], depth: number, walk: Walk): unknown[] {
  const out = list.slice(0, MAX_ITEMS).map((item) => clean(item, depth + 1, walk) ?? null);
  if (list.length > MAX_ITEMS) out.push(`[${list.length - MAX_ITEMS} more]`);
  return out;
}

function cleanRecord(record: Record<string, unknown>, depth: number, walk: Walk): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const [name, value] of Object.entries(record)) {
    if (++count > MAX_ITEMS) {
      out['[more]'] = `${Object.keys(record).length - MAX_ITEMS} more fields`;
      break;
    }
    out[name] = SECRET_NAME.test(name) ? REDACTED : clean(value, depth + 1, walk);
  }
  return out;
}

/**
 * Masks secrets before a log line is built: fields with secret-looking names at any depth, and
 * anything that looks like an Authorization header or a signed URL in any string, array or
 * Error, whatever its field is called. Cycles become `[circular]`; depth and size are bounded.
 */
export function redact(fields: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  return cleanRecord(fields, 0, { nodes: 0, ancestors: new Set([fields]) });
}

/** One JSON line per entry on stderr: greppable, and secrets never pass through. */
export function createConsoleLogger(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    // The entry's own time, level and message come last: a field cannot forge them.
    write(JSON.stringify({ ...redact(fields), time: new Date().toISOString(), level, message: scrubText(message) }));
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
