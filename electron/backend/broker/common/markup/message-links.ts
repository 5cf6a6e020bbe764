/**
 * The links of a provider message, as text: an `href` or a URL written in the text counts only
 * when the external-link gate would open it (shared/external-url.ts: http or https with a host
 * and no credentials; never `javascript:`, `data:` or `file:`),
 * and it is kept in the form the WHATWG parser gives it, which is what a click would open. The
 * view offers these through the external-link gate only when a person clicks one.
 */
import { externalUrl } from '../../../../../shared/external-url.ts';
import { count, type StepMeter } from './step-meter.ts';

/** A URL longer than this is no link we offer. */
const LONGEST_URL = 2048;
/** At most this many links per message (a hostile one may write thousands). */
export const MOST_LINKS = 50;

/** A link of a message: its words (the URL itself when it has none) and its URL. */
export interface MessageLink {
  text: string;
  url: string;
}

/** Blanks and controls a browser strips from an `href` before parsing it. */
const strippedFromHref = (code: number): boolean => code <= 0x20 || code === 0x7f;

/** The http(s) URL `raw` names (an `href` value, references already decoded) when the gate would open it, or null. */
export function httpUrl(raw: string): string | null {
  if (raw.length > 2 * LONGEST_URL) return null;
  let text = '';
  for (let at = 0; at < raw.length; at += 1) if (!strippedFromHref(raw.charCodeAt(at))) text += raw.charAt(at);
  if (text.length === 0 || text.length > LONGEST_URL) return null;
  // The external-link gate's own rule: a link offered is a link the gate opens.
  const url = externalUrl(text);
  return url !== null && url.href.length <= LONGEST_URL ? url.href : null;
}

/** Characters that end a URL written in text. */
const endsUrl = (code: number): boolean => code <= 0x20 || code === 0x7f || code === 0x3c || code === 0x3e || code === 0x22 || code === 0xa0;

/** Punctuation that ends a sentence rather than the URL before it. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'"]);

/** A URL's end without trailing punctuation, nor closing brackets it does not open (one count, then trimming). */
function trimmedEnd(text: string, start: number, end: number): number {
  let parentheses = 0;
  let brackets = 0;
  for (let at = start; at < end; at += 1) {
    const char = text.charAt(at);
    parentheses += char === '(' ? 1 : char === ')' ? -1 : 0;
    brackets += char === '[' ? 1 : char === ']' ? -1 : 0;
  }
  let last = end;
  while (last > start) {
    const char = text.charAt(last - 1);
    if (TRAILING.has(char)) last -= 1;
    else if (char === ')' && parentheses < 0) {
      parentheses += 1;
      last -= 1;
    } else if (char === ']' && brackets < 0) {
      brackets += 1;
      last -= 1;
    } else break;
  }
  return last;
}

/** The length of the scheme (`http://` 7, `https://` 8, any letter case) written at `at`, or 0. */
function schemeAt(text: string, at: number): number {
  const lower = (offset: number): number => text.charCodeAt(at + offset) | 0x20;
  if (lower(0) !== 0x68 || lower(1) !== 0x74 || lower(2) !== 0x74 || lower(3) !== 0x70) return 0;
  const secure = lower(4) === 0x73 ? 1 : 0;
  return text.startsWith('://', at + 4 + secure) ? 7 + secure : 0;
}

/**
 * The http(s) links of a plain text, in the order they appear, each once: a URL the markup named
 * for some words (`named`, URL → words) keeps those words.
 */
export function linksInText(text: string, named: ReadonlyMap<string, string> = new Map(), meter?: StepMeter): MessageLink[] {
  const links: MessageLink[] = [];
  const seen = new Set<string>();
  let at = 0;
  while (at < text.length && links.length < MOST_LINKS) {
    const scheme = schemeAt(text, at);
    if (scheme === 0) {
      at += 1;
      continue;
    }
    let end = at + scheme;
    while (end < text.length && !endsUrl(text.charCodeAt(end))) end += 1;
    count(meter, end - at);
    const candidateEnd = end - at <= LONGEST_URL ? trimmedEnd(text, at, end) : at;
    const url = candidateEnd > at + scheme ? httpUrl(text.slice(at, candidateEnd)) : null;
    if (url !== null && !seen.has(url)) {
      seen.add(url);
      links.push({ text: named.get(url) ?? url, url });
    }
    at = end;
  }
  count(meter, at);
  return links;
}
