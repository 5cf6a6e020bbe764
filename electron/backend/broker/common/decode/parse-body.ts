/**
 * A response body into a tree of elements, JSON or XML told by its first character, not by the
 * Content-Type: the provider has answered XML to a `.json` request and HTML to both.
 */
import { XMLParser } from 'fast-xml-parser';
import { hasLongDigitRun, keepInexactNumbers, markInexactNumbers } from './inexact-number.ts';

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

const parseJson = (body: string, inexact: boolean): ParsedBody => {
  let tree: unknown;
  try {
    // Only a body with a run of 16 digits can hold a number a double rounds: it alone pays the reviver.
    tree = inexact ? JSON.parse(body, keepInexactNumbers as (key: string, value: unknown) => unknown) : JSON.parse(body);
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

/** Parses a body; never throws. Whitespace (or a byte-order mark) alone is an empty body. */
export const parseBody = (body: string): ParsedBody => {
  let start = 0;
  while (start < body.length && isSpace(body.charCodeAt(start))) start += 1;
  if (start === body.length) return { kind: 'empty' };
  const first = body[start];
  if (first !== '{' && first !== '[' && first !== '<') return { kind: 'unparsable', reason: 'neither JSON nor XML' };
  const inexact = hasLongDigitRun(body);
  const parsed = first === '<' ? parseXml(body) : parseJson(start === 0 ? body : body.slice(start), inexact);
  // Whole numbers beyond 2^53 - 1 kept as their text, each with its place (inexact-number.ts).
  if (inexact && parsed.kind === 'tree') markInexactNumbers(parsed.tree);
  return parsed;
};
