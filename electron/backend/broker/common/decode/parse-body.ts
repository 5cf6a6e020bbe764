/**
 * A response body into a tree of elements, JSON or XML told by its first character, not by the
 * Content-Type: the provider has answered XML to a `.json` request and HTML to both.
 */
import { XMLParser } from 'fast-xml-parser';
import { hasBidiControl, withoutBidiControls } from '../../../../../shared/display-text.ts';
import { keepInexactNumbers, markInexactNumbers } from './inexact-number.ts';

/** What a body turned out to be. */
export type ParsedBody = { kind: 'empty' } | { kind: 'tree'; format: 'json' | 'xml'; tree: Record<string, unknown> } | { kind: 'unparsable'; reason: string };

/**
 * The XML parser's settings (exported so a benchmark can time the bare parse alike). Every text
 * stays a string, as in the provider's JSON, so both formats share one reading of numbers ("01"
 * stays readable as a month, an option symbol never turns into a number).
 */
export const XML_PARSER_OPTIONS = {
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  htmlEntities: false,
} as const;

const xmlParser = new XMLParser(XML_PARSER_OPTIONS);

const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0xfeff;

/** The name in the closing (`</ns:Name>`) or self-closing (`<Name a="1"/>`) tag a body ends with. */
const LAST_CLOSING_TAG = /(?:<\/([A-Z_][\w.:-]*)\s*|<([A-Z_][\w.:-]*)(?:\s[^<>]*)?\/)>\s*$/i;

/**
 * fast-xml-parser is lenient: a document cut off in the middle parses into a partial tree. A whole
 * document ends with the closing (or self-closing) tag of a top-level element; anything else was
 * truncated, and a partial order list must not pass for a whole one.
 */
const endsWithTopLevelTag = (body: string, tree: Record<string, unknown>): boolean => {
  const match = LAST_CLOSING_TAG.exec(body.slice(-300));
  const name = match?.[1] ?? match?.[2];
  if (name === undefined) return false;
  const local = name.slice(name.lastIndexOf(':') + 1);
  return Object.hasOwn(tree, local);
};

const parseJson = (body: string, exact: boolean): ParsedBody => {
  let tree: unknown;
  try {
    tree = exact ? JSON.parse(body, keepInexactNumbers as (key: string, value: unknown) => unknown) : JSON.parse(body);
  } catch (error) {
    return { kind: 'unparsable', reason: `not valid JSON: ${(error as Error).message}` };
  }
  return typeof tree === 'object' && tree !== null && !Array.isArray(tree)
    ? { kind: 'tree', format: 'json', tree: tree as Record<string, unknown> }
    : { kind: 'unparsable', reason: 'the JSON is not an object' };
};

const parseXml = (body: string): ParsedBody => {
  let tree: unknown;
  try {
    tree = xmlParser.parse(body);
  } catch (error) {
    return { kind: 'unparsable', reason: `not valid XML: ${(error as Error).message}` };
  }
  if (typeof tree !== 'object' || tree === null) return { kind: 'unparsable', reason: 'the XML has no element' };
  const elements = tree as Record<string, unknown>;
  return endsWithTopLevelTag(body, elements)
    ? { kind: 'tree', format: 'xml', tree: elements }
    : { kind: 'unparsable', reason: 'the XML is cut off (it does not end with its root element)' };
};

/** A bidirectional control written as a JSON escape (`\u202E`), which JSON.parse turns into the character. */
const ESCAPED_BIDI_CONTROL = /\\u(?:061c|200[ef]|202[a-e]|206[6-9])/i;

/** Whether the parsed tree of `body` can hold a bidirectional control: as itself, or as its JSON escape. */
const mayHoldBidiControls = (body: string, json: boolean): boolean => hasBidiControl(body) || (json && body.includes('\\u') && ESCAPED_BIDI_CONTROL.test(body));

/**
 * Drops the bidirectional controls of every text in `tree` (shared/display-text.ts: the provider's
 * words reach the window from here, and a U+202E would reorder what is shown around them).
 * Iterative: a deep document cannot overflow the stack.
 */
function dropBidiControls(tree: Record<string, unknown>): void {
  const stack: (Record<string, unknown> | unknown[])[] = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const container = node as Record<string, unknown>;
    for (const key of Array.isArray(node) ? node.keys() : Object.keys(node)) {
      const value = container[key];
      if (typeof value === 'string') container[key] = withoutBidiControls(value);
      else if (typeof value === 'object' && value !== null) stack.push(value as Record<string, unknown>);
    }
  }
}

/** How to parse: `exact` keeps whole numbers beyond 2^53 - 1 as InexactNumbers (inexact-number.ts). */
export interface ParseOptions {
  exact?: boolean;
}

/**
 * Parses a body; never throws. Whitespace (or a byte-order mark) alone is an empty body. Texts come
 * without bidirectional controls. Without `exact`, a number beyond 2^53 - 1 is as JSON.parse or the
 * XML text left it, and the readers ask for the exact parse when they meet one (decode-response.ts).
 */
export const parseBody = (body: string, options: ParseOptions = {}): ParsedBody => {
  let start = 0;
  while (start < body.length && isSpace(body.charCodeAt(start))) start += 1;
  if (start === body.length) return { kind: 'empty' };
  const first = body[start];
  if (first !== '{' && first !== '[' && first !== '<') return { kind: 'unparsable', reason: 'neither JSON nor XML' };
  const exact = options.exact === true;
  const json = first !== '<';
  const parsed = json ? parseJson(start === 0 ? body : body.slice(start), exact) : parseXml(body);
  if (parsed.kind !== 'tree') return parsed;
  if (mayHoldBidiControls(body, json)) dropBidiControls(parsed.tree);
  // Whole numbers beyond 2^53 - 1 kept as their text, each with its place (inexact-number.ts).
  if (exact) markInexactNumbers(parsed.tree);
  return parsed;
};
