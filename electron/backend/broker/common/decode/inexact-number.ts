/**
 * Numbers a double cannot hold exactly: a whole number beyond Number.MAX_SAFE_INTEGER in the
 * provider's text (a bare JSON number, a JSON string or XML text). JSON.parse and Number() would
 * round it silently (9007199254740993 reads as ...992), so after parsing, every such value in the
 * tree becomes an InexactNumber that remembers its text and where it stood. A number field read
 * from it refuses the document naming that place (scalars.ts `readNumber`); an ID or a text field
 * keeps the text, exact (`readId`, `readText`). A body without a run of 16 digits (a fraction's
 * aside) holds no such value, so the common answer pays a light scan and nothing else.
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
 * Whether `text` has a run of at least 16 ASCII digits that does not follow a point (a fraction's
 * digits never make a whole number): the least a whole number beyond 2^53 - 1 needs. It looks at
 * every 16th character only, and at the run around one that is a digit: a run of 16 covers one of
 * them, and every character is looked at about once at most.
 */
export function hasLongDigitRun(text: string): boolean {
  for (let i = 15; i < text.length; i += 16) {
    if (!isDigit(text.charCodeAt(i))) continue;
    let start = i;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start -= 1;
    let end = i + 1;
    while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
    if (end - start >= 16 && (start === 0 || text.charCodeAt(start - 1) !== 0x2e)) return true;
    // The next run of 16 starts after this one and covers a character at end - 1 + 16k.
    i = end - 1;
  }
  return false;
}

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
