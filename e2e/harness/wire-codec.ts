/**
 * How the in-process bridge carries the backend's answers and pushes into the page: as JSON text,
 * which Playwright moves as one string, rather than as a value for Playwright to serialise field
 * by field (on a day of 1,360 orders its serialiser and the page's parser of it took longer than
 * the app's own work, and every e2e figure carried that cost; Electron moves the same value by
 * structured clone). What structured clone keeps and JSON has no word for travels tagged:
 * `undefined` (kept as a key, as a clone keeps it), NaN, the infinities and -0. A value the app's
 * contract never carries and JSON would change (a Date, Map, Set, RegExp, Error, typed array,
 * BigInt or function) is refused loudly, so a test can never pass on a value the real bridge
 * would give otherwise.
 * Used by both sides: bridge-host.ts encodes, the page's bridge (page-bridge.ts) decodes.
 */

/** Tagged strings start with NUL, which JSON writes as `\u0000`: text without it needs no second look. */
const TAG = '\u0000';
const UNDEFINED = `${TAG}undefined`;
const NAN = `${TAG}NaN`;
const INFINITY = `${TAG}Infinity`;
const MINUS_INFINITY = `${TAG}-Infinity`;
const MINUS_ZERO = `${TAG}-0`;
/** A string of the value's own that starts with NUL, kept whole behind this prefix. */
const TEXT = `${TAG}text:`;

const TAGGED: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  [UNDEFINED, undefined],
  [NAN, Number.NaN],
  [INFINITY, Number.POSITIVE_INFINITY],
  [MINUS_INFINITY, Number.NEGATIVE_INFINITY],
  [MINUS_ZERO, -0],
]);

const refuse = (what: string, key: string): never => {
  throw new TypeError(`the bridge carries plain data only, not ${what} (at "${key}")`);
};

/** JSON.stringify's replacer: `this` holds the value as it was before any toJSON. */
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  switch (typeof value) {
    case 'string':
      // A Date (or anything with toJSON) arrives here as its text: the holder still has the original.
      if (typeof this[key] !== 'string') refuse(this[key] instanceof Date ? 'a Date' : 'a value with toJSON', key);
      return value.charCodeAt(0) === 0 ? TEXT + value : value;
    case 'number':
      if (Number.isFinite(value)) return value === 0 && 1 / value < 0 ? MINUS_ZERO : value;
      return Number.isNaN(value) ? NAN : value > 0 ? INFINITY : MINUS_INFINITY;
    case 'boolean':
      return value;
    case 'undefined':
      return UNDEFINED;
    case 'object':
      // Objects of a class arrive as their own fields, as a clone gives them; these would not.
      if (value instanceof Map || value instanceof Set || value instanceof RegExp || value instanceof Error || ArrayBuffer.isView(value)) {
        return refuse(`a ${value.constructor.name}`, key);
      }
      return value;
    default:
      return refuse(`a ${typeof value}`, key);
  }
}

/** The value as JSON text the page's bridge decodes into an equal value. */
export function encodeWire(value: unknown): string {
  return JSON.stringify(value, replacer);
}

function untag(text: string): unknown {
  if (text.startsWith(TEXT)) return text.slice(TEXT.length);
  if (!TAGGED.has(text)) throw new TypeError('an unknown tag in the bridge text');
  return TAGGED.get(text);
}

/** Puts back, in place, what the tags stand for. */
function restore(node: unknown): unknown {
  if (typeof node === 'string') return node.charCodeAt(0) === 0 ? untag(node) : node;
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i += 1) node[i] = restore(node[i]);
    return node;
  }
  const record = node as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = restore(record[key]);
  return record;
}

/** The value `encodeWire` was given. */
export function decodeWire(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return text.includes('\\u0000') ? restore(value) : value;
}
