import type { Logger } from './services.ts';

/** Field names whose values are never written anywhere, whatever a caller passes. */
const SECRET_FIELD = /secret|token|password|verifier|signature|authorization|key/i;

/** OAuth parameters that say how a request was signed or refused, never with what: kept for diagnosis. */
const HARMLESS_OAUTH = new Set([
  'oauth_signature_method',
  'oauth_timestamp',
  'oauth_version',
  'oauth_callback',
  'oauth_callback_confirmed',
  'oauth_problem',
  'oauth_problem_advice',
  'oauth_parameters_absent',
  'oauth_parameters_rejected',
  'oauth_acceptable_timestamps',
  'oauth_acceptable_versions',
]);

/**
 * `name=value` anywhere in a text: query strings, form bodies, `key="value"` header parameters,
 * `"key": "value"` JSON, and the once- or twice-percent-encoded forms of a URL inside another
 * (a signature base string, a `next` link). Names are maximal word runs, matched once each, and a
 * value is read only after a secret name, so the scan is linear whatever the input.
 */
const NAME = /[A-Za-z0-9_]+/g;
const SEPARATOR = /"?\s*[=:]\s*|%3D|%253D/iy;
const VALUE = /"[^"]*"?|(?:(?!%26|%2526)[^&\s,"';<>)\]}])+/iy;

/** Credentials after an HTTP auth scheme (`Bearer eyJ…`, `Basic dXNl…`), wherever they appear. */
const SCHEME_CREDENTIALS = /\b(Bearer|Basic)(\s+)[A-Za-z0-9._~+/-]{8,}=*/gi;

const REDACTED = '[redacted]';

/** Bounds on one log entry: a logger must never be the thing that stalls or floods the app. */
const MAX_DEPTH = 32;
const MAX_NODES = 2000;
const MAX_ITEMS = 100;
const MAX_TEXT = 4096;

/** Is a parameter with this name a secret? Encoded names (`3Foauth_token`, `26key`) count too. */
function isSecretParameter(name: string): boolean {
  const lower = name.toLowerCase();
  const oauth = lower.lastIndexOf('oauth_');
  if (oauth !== -1) return !HARMLESS_OAUTH.has(lower.slice(oauth));
  return SECRET_FIELD.test(lower);
}

/**
 * Masks what looks like a credential in free text, whatever field or sentence it sits in: the
 * values of secret-named parameters (every `oauth_*` but the harmless ones, `key`, `token`, ...)
 * and Bearer/Basic credentials. Long texts are cut first, so the cost is bounded.
 */
export function scrubText(text: string): string {
  const cut = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…[${text.length - MAX_TEXT} more characters]` : text;
  const schemesMasked = cut.replace(SCHEME_CREDENTIALS, (_all, scheme: string, space: string) => `${scheme}${space}${REDACTED}`);
  return maskParameters(schemesMasked);
}

/** Replaces the value after every secret-named parameter (see NAME, SEPARATOR, VALUE). */
function maskParameters(text: string): string {
  let out = '';
  let copied = 0;
  const names = new RegExp(NAME.source, NAME.flags);
  for (let name = names.exec(text); name !== null; name = names.exec(text)) {
    if (!isSecretParameter(name[0])) continue;
    SEPARATOR.lastIndex = name.index + name[0].length;
    const separator = SEPARATOR.exec(text);
    if (separator === null) continue;
    VALUE.lastIndex = SEPARATOR.lastIndex;
    const value = VALUE.exec(text);
    if (value === null) continue;
    out += `${text.slice(copied, value.index)}${value[0].startsWith('"') ? `"${REDACTED}"` : REDACTED}`;
    copied = VALUE.lastIndex;
    names.lastIndex = copied;
  }
  return out + text.slice(copied);
}

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
    out[name] = SECRET_FIELD.test(name) ? REDACTED : clean(value, depth + 1, walk);
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
