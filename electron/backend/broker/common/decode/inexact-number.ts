/**
 * Numbers a double cannot hold exactly: a whole number beyond Number.MAX_SAFE_INTEGER in the
 * provider's text (a bare JSON number, a JSON string or XML text). JSON.parse and Number() would
 * round it silently (9007199254740993 reads as ...992), so after parsing, every such value in the
 * tree becomes an InexactNumber that remembers its text and where it stood. A number field read
 * from it refuses the document naming that place (scalars.ts `readNumber`); an ID or a text field
 * keeps the text, exact (`readId`, `readText`). Bodies are parsed without this first; a reader
 * that meets a value that needs it asks for it (`metInexactValue`), so the common answer pays nothing.
 */

/** A whole number beyond 2^53 - 1 as the provider wrote it, and its place in the document. */
export class InexactNumber {
  readonly text: string;
  /** Where it stood (`Root.Order[2].quantity`), filled in once the whole tree is walked. */
  path: string;
  constructor(text: string, path: string) {
    this.text = text;
    this.path = path;
  }
}

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/**
 * Raised by a reader, in the first pass over a tree parsed without the exact reading, when it meets
 * a value a double may have rounded: a bare JSON number beyond 2^53 - 1, or a whole-number text
 * beyond it where a number is read. decodeResponse then parses the body again with the exact
 * reading (the reviver and `markInexactNumbers`) and reads it once more. Only a body holding such
 * a value in a field that is read pays twice; every other answer pays nothing for it.
 */
export class ExactReadingNeeded extends Error {
  constructor() {
    super('a value beyond 2^53 needs the exact reading');
    this.name = 'ExactReadingNeeded';
  }
}

let quickPass = false;

/**
 * Runs `read` (synchronous) as the quick first pass over a tree parsed without the exact reading:
 * a reader that meets a value a double may have rounded raises ExactReadingNeeded. Outside it,
 * readers read such a value as it is, as in the exact pass.
 */
export function inQuickPass<T>(read: () => T): T {
  const outer = quickPass;
  quickPass = true;
  try {
    return read();
  } finally {
    quickPass = outer;
  }
}

/**
 * For a reader that met a value a double may have rounded: in the quick pass, asks for the exact
 * reading; in the exact pass such a value is an InexactNumber already, or a number whose text was
 * no whole number ("1e20"), and reads as it is.
 */
export function metInexactValue(): void {
  if (quickPass) throw new ExactReadingNeeded();
}

/**
 * Whether a bare number may stand for a whole number a double rounded (its text is gone): beyond
 * 2^53 - 1 either way. Two comparisons, since every number of a page passes here.
 */
export const mayBeRounded = (value: number): boolean => (value > Number.MAX_SAFE_INTEGER || value < -Number.MAX_SAFE_INTEGER) && Number.isFinite(value);

/**
 * Whether `text` is decimal notation (an optional sign, digits, an optional fraction) whose whole
 * part is beyond 2^53 - 1: a double would lose its digits. One pass, no regular expression.
 */
export function isInexactWholeText(text: string): boolean {
  let i = text.charCodeAt(0) === 0x2d || text.charCodeAt(0) === 0x2b ? 1 : 0;
  while (i < text.length - 1 && text.charCodeAt(i) === 0x30) i += 1;
  const start = i;
  while (i < text.length && isDigit(text.charCodeAt(i))) i += 1;
  const whole = i - start;
  if (whole < 16) return false;
  if (i < text.length) {
    if (text.charCodeAt(i) !== 0x2e) return false;
    i += 1;
    while (i < text.length && isDigit(text.charCodeAt(i))) i += 1;
    if (i < text.length) return false;
  }
  return whole > 16 || text.slice(start, start + 16) > String(Number.MAX_SAFE_INTEGER);
}

/** JSON.parse's reviver context (source text access, Node 22). */
type ReviverContext = { source?: string } | undefined;

/** A JSON.parse reviver that keeps a bare number beyond 2^53 - 1 as an InexactNumber of its source text (its place is filled by `markInexactNumbers`). */
export const keepInexactNumbers = (_key: string, value: unknown, context?: ReviverContext): unknown =>
  typeof value === 'number' && !Number.isSafeInteger(Math.trunc(value)) && context?.source !== undefined && isInexactWholeText(context.source)
    ? new InexactNumber(context.source, '')
    : value;

/**
 * Turns every text in `tree` that is a whole number beyond 2^53 - 1 into an InexactNumber, and
 * names the place of each (`Root.Order[2].quantity`). Iterative: a deep document cannot overflow
 * the stack.
 */
export function markInexactNumbers(tree: Record<string, unknown>): void {
  const stack: { node: Record<string, unknown> | unknown[]; path: string }[] = [{ node: tree, path: '' }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, path } = item;
    const entries: [string, unknown][] = Array.isArray(node) ? node.map((value, i) => [String(i), value]) : Object.entries(node);
    for (const [key, value] of entries) {
      const place = Array.isArray(node) ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
      if (value instanceof InexactNumber) value.path = place;
      else if (typeof value === 'string') {
        if (value.length >= 16 && isInexactWholeText(value.trim())) (node as Record<string, unknown>)[key] = new InexactNumber(value.trim(), place);
      } else if (typeof value === 'object' && value !== null) stack.push({ node: value as Record<string, unknown> | unknown[], path: place });
    }
  }
}
