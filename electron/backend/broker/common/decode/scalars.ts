/**
 * Reading values out of a parsed document, the same way for both formats. JSON carries every
 * scalar as a string (TRUE/FALSE for booleans), fast-xml-parser is told to keep every text as a
 * string too, and a repeatable container arrives as an array, a single object or (XML, empty
 * element) an empty string. Scalar readers are tolerant: a value that cannot be read is absent.
 */
import { InexactNumber, isInexactWholeText, mayBeRounded, metInexactValue } from './inexact-number.ts';
import { malformed } from './malformed.ts';

/** A parsed element or object: any keys, values not yet trusted. */
export type Node = Record<string, unknown>;

/** The value as an element/object, or undefined for text, arrays and absence. */
export const asNode = (value: unknown): Node | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof InexactNumber) ? (value as Node) : undefined;

/** An element with no content: what `<x/>` parses to, and the same as a JSON `{}`. */
const EMPTY: Node = Object.freeze({});

/** The members of an absent container: one shared, frozen empty list instead of one per call. */
const NO_NODES: Node[] = Object.freeze([]) as unknown as Node[];

/**
 * Every member of a repeatable container, as an array whether it came as an array, a single
 * object or an empty element. An empty element (`<x/>`, parsed as "") is an element without
 * content, exactly like JSON's `{}`, so both formats mean the same. A member that is text where
 * an element belongs is malformed.
 */
export const nodesOf = (value: unknown, what: string): Node[] => {
  if (value === undefined || value === null) return NO_NODES;
  if (!Array.isArray(value)) return [value === '' ? EMPTY : (asNode(value) ?? malformed(`${what} is not an element`))];
  const nodes: Node[] = [];
  for (const item of value) {
    if (item === null) continue;
    nodes.push(item === '' ? EMPTY : (asNode(item) ?? malformed(`${what} is not an element`)));
  }
  return nodes;
};

/**
 * Calls `visit` for every member of a repeatable container, like `nodesOf` but without building
 * an array: the order list walks thousands of one-member containers.
 */
export const eachNode = (value: unknown, what: string, visit: (node: Node) => void): void => {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) {
    visit(value === '' ? EMPTY : (asNode(value) ?? malformed(`${what} is not an element`)));
    return;
  }
  for (const item of value) {
    if (item !== null) visit(item === '' ? EMPTY : (asNode(item) ?? malformed(`${what} is not an element`)));
  }
};

/**
 * How many places a repeatable container has (its array's length, 1 for a single member, 0 when
 * absent), for the hottest loops, which walk it with `nodeAt` and make neither a list nor a
 * callback: `eachNode` as an index loop.
 */
export const nodeCount = (value: unknown): number => (value === undefined || value === null ? 0 : Array.isArray(value) ? value.length : 1);

/** The member at `index` of a container (see `nodeCount`) as `eachNode` would visit it; `undefined` for a null member, which is skipped. */
export const nodeAt = (value: unknown, index: number, what: string): Node | undefined => {
  const item: unknown = Array.isArray(value) ? value[index] : value;
  if (item === null || item === undefined) return undefined;
  return item === '' ? EMPTY : (asNode(item) ?? malformed(`${what} is not an element`));
};

/** Whether an element has no content at all. */
export const isEmptyNode = (node: Node): boolean => {
  for (const _ in node) return false;
  return true;
};

/** The first member of a container that should hold one (call, put, symbolInfo). */
export const firstNode = (value: unknown, what: string): Node | undefined => {
  // The common case, a single element, without the array nodesOf would allocate.
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Node;
  return value === undefined ? undefined : nodesOf(value, what)[0];
};

/**
 * Trimmed text; absent when empty. Numbers a JSON producer left unquoted read as their text. The
 * parse has already dropped the bidirectional controls of every text (parse-body.ts).
 */
export const readText = (value: unknown): string | undefined => {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? undefined : text;
  }
  // A whole number beyond 2^53 - 1 (inexact-number.ts) is text as the provider wrote it.
  if (value instanceof InexactNumber) return value.text;
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Its text may be gone (9007199254740993 parses as ...992): ask for the exact reading.
    if (mayBeRounded(value)) metInexactValue();
    return String(value);
  }
  return undefined;
};

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isSign = (code: number): boolean => code === 0x2b || code === 0x2d;

/** The index after the run of ASCII digits that starts at `from`. */
const skipDigits = (text: string, from: number): number => {
  let i = from;
  while (i < text.length && isDigit(text.charCodeAt(i))) i += 1;
  return i;
};

/**
 * Is `text` plain decimal notation: an optional sign, digits with an optional point (a digit
 * before or after it at least), then an optional exponent (`e`, a sign or none, digits)? One pass,
 * each character looked at once: a regular expression for the same notation backtracked
 * quadratically on a long run of digits that ends badly (" 999…9-" froze the main process).
 */
const isDecimal = (text: string): boolean => {
  let i = isSign(text.charCodeAt(0)) ? 1 : 0;
  const whole = skipDigits(text, i);
  let digits = whole - i;
  i = whole;
  if (text.charCodeAt(i) === 0x2e) {
    const fraction = skipDigits(text, i + 1);
    digits += fraction - i - 1;
    i = fraction;
  }
  if (digits === 0) return false;
  if ((text.charCodeAt(i) | 0x20) === 0x65) {
    i += 1;
    if (isSign(text.charCodeAt(i))) i += 1;
    const exponent = skipDigits(text, i);
    if (exponent === i) return false;
    i = exponent;
  }
  return i === text.length;
};

/** 10^0 … 10^15, each exact in a double. */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * The value of up to 15 digits with at most one point ("881.25", "2026", ".5"), or `undefined`
 * for any other text. The digits make an integer below 10^15, exact in a double, and dividing it
 * by an exact power of ten rounds once, to the double nearest the decimal: the value Number()
 * gives. The wire's numbers are almost all of this kind, and this loop costs about two thirds of
 * Number()'s general parse.
 */
const readPlainDecimal = (text: string): number | undefined => {
  const length = text.length;
  if (length === 0 || length > 16) return undefined;
  let digits = 0;
  let point = -1;
  for (let i = 0; i < length; i += 1) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) digits = digits * 10 + (code - 0x30);
    else if (code === 0x2e && point < 0) point = i;
    else return undefined;
  }
  if (point < 0) return length <= 15 ? digits : undefined;
  const decimals = length - point - 1;
  return length === 1 ? undefined : digits / (POWERS_OF_TEN[decimals] ?? Number.NaN);
};

/**
 * A number from its text ("12.50", " 1 ", "01"), or a number a producer left unquoted. Only
 * plain decimal notation counts: Number() alone would also read "0x1F", "0b1", "Infinity", ""
 * and " ". Plain digits with a point go through readPlainDecimal; other usual text (a digit,
 * sign or point first, no radix prefix) goes straight to Number(), which rejects the rest with
 * NaN; anything else is trimmed and checked strictly. This runs for every number of a page, so
 * the common cases avoid the strict check.
 */
export const readNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') {
    if (mayBeRounded(value)) metInexactValue();
    return Number.isFinite(value) ? value : undefined;
  }
  // Read as a number, it would be rounded silently: the document is refused, naming the field.
  if (value instanceof InexactNumber) return malformed(`${value.path} holds ${value.text}, a whole number beyond 2^53 that no number here can hold exactly`);
  if (typeof value !== 'string') return undefined;
  const plain = readPlainDecimal(value);
  if (plain !== undefined) return plain;
  // Read as a number, it would be rounded: the exact reading refuses it, naming its place.
  if (value.length >= 16 && isInexactWholeText(value.trim())) metInexactValue();
  const first = value.charCodeAt(0);
  if (isDigit(first) || first === 0x2d || first === 0x2b || first === 0x2e) {
    const second = value.charCodeAt(1) | 0x20; // lower-cased
    if (first === 0x30 && (second === 0x78 || second === 0x6f || second === 0x62)) return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  const text = value.trim();
  if (text === value || !isDecimal(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined; // "1e400" is decimal notation, but not a price
};

/** A whole number ("1" and "01" alike). */
export const readInteger = (value: unknown): number | undefined => {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
};

/** TRUE/FALSE (JSON), true/false (XML), any letter case. */
export const readBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : undefined;
};

/**
 * An ID (`long` on the wire) as decimal text without leading zeros, so "0042" and 42 are the same
 * ID; kept as text so that IDs beyond 2^53 stay exact. Non-numeric IDs are kept verbatim.
 */
export const readId = (value: unknown): string | undefined => {
  if (typeof value === 'number') {
    if (mayBeRounded(value)) metInexactValue();
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  }
  // Beyond 2^53 - 1 (inexact-number.ts): the text below, exact, leading zeros dropped.
  const text = readText(value);
  if (text === undefined) return undefined;
  // Character checks rather than regular expressions: this runs for every order.
  let zeros = 0;
  while (zeros < text.length - 1 && text.charCodeAt(zeros) === 0x30) zeros += 1;
  if (zeros === 0) return text;
  for (let i = zeros; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return text; // not numeric: kept verbatim
  }
  return text.slice(zeros);
};
