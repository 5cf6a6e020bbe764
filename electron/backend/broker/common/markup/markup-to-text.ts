/**
 * Provider HTML as plain text, read the way a browser's tokenizer reads it but never rendered:
 * tags are dropped (blocks become line breaks, table cells spaces, list items bullets), comments,
 * doctypes and processing instructions go, `script`, `style`, `title` and the like go with their
 * content, links keep their words and their http(s) URL as text, character references are
 * decoded (text-sink.ts). Nested and malformed markup reads as a browser would: a `<` that starts
 * no tag is text, an unclosed tag, comment, quote or script hides the rest.
 *
 * Linear in the input whatever it holds: the cursor only moves forward, every search starts where
 * the last one ended and either moves the cursor past what it read or ends the scan. No regular
 * expression reads the markup. `meter` counts the characters examined (step-meter.ts).
 */
import { decodeReferences } from './html-entities.ts';
import { httpUrl } from './message-links.ts';
import { count, type StepMeter } from './step-meter.ts';
import { TextSink, type SunkText } from './text-sink.ts';

/** Blocks that stand apart by a blank line. */
const PARAGRAPHS: ReadonlySet<string> = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'ul',
  'ol',
  'dl',
  'blockquote',
  'pre',
  'hr',
  'address',
  'figure',
  'fieldset',
  'form',
]);
/** Blocks that start a line. */
const LINES: ReadonlySet<string> = new Set([
  'div',
  'tr',
  'li',
  'dt',
  'dd',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'main',
  'aside',
  'center',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'figcaption',
  'legend',
  'details',
  'summary',
  'body',
  'html',
]);
/** Elements whose content is never shown, dropped up to their closing tag. */
const HIDDEN: ReadonlySet<string> = new Set(['script', 'style', 'title', 'template', 'noscript', 'iframe', 'noembed', 'noframes', 'xmp']);

/** Tag names longer than this are no element we know; only this much of a name is read into a string. */
const LONGEST_TAG = 16;
/** An `href` longer than this is no link we offer (its words still show). */
const LONGEST_HREF = 4096;

const isLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/**
 * The first position at or after `from` where `word` (lower-case ASCII, starting with a character
 * that has no case, such as `<`) appears in any letter case; -1 when none. Linear: each candidate
 * is compared at most `word.length` characters.
 */
export function indexOfIgnoringCase(text: string, word: string, from: number): number {
  candidates: for (let at = text.indexOf(word.charAt(0), from); at !== -1; at = text.indexOf(word.charAt(0), at + 1)) {
    if (at + word.length > text.length) return -1;
    for (let i = 1; i < word.length; i += 1) {
      const code = text.charCodeAt(at + i);
      if ((code >= 0x41 && code <= 0x5a ? code + 0x20 : code) !== word.charCodeAt(i)) continue candidates;
    }
    return at;
  }
  return -1;
}

const isBlank = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;

/** A tag as read: its name (lower case), whether it closes, its `href`, and where the markup resumes. */
interface Tag {
  name: string;
  closing: boolean;
  href: string | undefined;
  /** Just past the `>`; the input's length when the tag never ends. */
  end: number;
  /** False when the input ended inside the tag: it does nothing, as in a browser. */
  complete: boolean;
}

/** Reads the tag starting at `lt` (a `<` followed by a letter, or `</` and a letter). */
function readTag(markup: string, lt: number, meter: StepMeter | undefined): Tag {
  const length = markup.length;
  let at = lt + 1;
  const closing = markup.charCodeAt(at) === 0x2f;
  if (closing) at += 1;
  const nameStart = at;
  while (at < length && !isBlank(markup.charCodeAt(at)) && markup.charCodeAt(at) !== 0x2f && markup.charCodeAt(at) !== 0x3e) at += 1;
  const name = at - nameStart > LONGEST_TAG ? '' : markup.slice(nameStart, at).toLowerCase();
  let href: string | undefined;
  while (at < length) {
    const code = markup.charCodeAt(at);
    if (code === 0x3e) {
      count(meter, at + 1 - lt);
      return { name, closing, href, end: at + 1, complete: true };
    }
    if (isBlank(code) || code === 0x2f) {
      at += 1;
      continue;
    }
    const attributeStart = at;
    at += 1;
    while (at < length && !isBlank(markup.charCodeAt(at)) && markup.charCodeAt(at) !== 0x2f && markup.charCodeAt(at) !== 0x3e && markup.charCodeAt(at) !== 0x3d)
      at += 1;
    const isHref = at - attributeStart === 4 && markup.slice(attributeStart, at).toLowerCase() === 'href';
    while (at < length && isBlank(markup.charCodeAt(at))) at += 1;
    if (markup.charCodeAt(at) !== 0x3d) continue;
    at += 1;
    while (at < length && isBlank(markup.charCodeAt(at))) at += 1;
    const quote = markup.charCodeAt(at);
    let valueStart = at;
    let valueEnd: number;
    if (quote === 0x22 || quote === 0x27) {
      valueStart = at + 1;
      valueEnd = markup.indexOf(quote === 0x22 ? '"' : "'", valueStart);
      // An unclosed quote runs to the end: the rest is inside the tag, as in a browser.
      if (valueEnd === -1) break;
      at = valueEnd + 1;
    } else {
      while (at < length && !isBlank(markup.charCodeAt(at)) && markup.charCodeAt(at) !== 0x3e) at += 1;
      valueEnd = at;
    }
    if (isHref && href === undefined && valueEnd - valueStart <= LONGEST_HREF) href = markup.slice(valueStart, valueEnd);
  }
  count(meter, length - lt);
  return { name, closing, href, end: length, complete: false };
}

/** Where markup resumes after an element whose content is hidden (its closing tag), or the end. */
function afterHidden(markup: string, name: string, from: number, meter: StepMeter | undefined): number {
  const close = indexOfIgnoringCase(markup, `</${name}`, from);
  const end = close === -1 ? -1 : markup.indexOf('>', close);
  const resume = end === -1 ? markup.length : end + 1;
  count(meter, resume - from);
  return resume;
}

/** Where markup resumes after `<!...>`, `<?...>` or `</` not followed by a letter (a bogus comment), or a comment. */
function afterComment(markup: string, lt: number, meter: StepMeter | undefined): number {
  let resume: number;
  if (markup.startsWith('<!--', lt)) {
    // `<!-->` and `<!--->` are empty comments; otherwise the comment runs to `-->`.
    if (markup.startsWith('>', lt + 4)) resume = lt + 5;
    else if (markup.startsWith('->', lt + 4)) resume = lt + 6;
    else {
      const close = markup.indexOf('-->', lt + 4);
      resume = close === -1 ? markup.length : close + 3;
    }
  } else {
    const end = markup.indexOf('>', lt + 2);
    resume = end === -1 ? markup.length : end + 1;
  }
  count(meter, resume - lt);
  return resume;
}

/** What a tag does to the text; `bareLinks`: a link keeps its words, not its URL. */
function apply(sink: TextSink, tag: Tag, bareLinks: boolean): void {
  const { name, closing } = tag;
  if (name === 'br') sink.lineBreak();
  else if (PARAGRAPHS.has(name)) sink.block(2);
  else if (LINES.has(name)) sink.block(1);
  else if (name === 'td' || name === 'th') sink.space();
  if (closing) {
    if (name === 'a') sink.closeLink();
    return;
  }
  if (name === 'li') {
    sink.word('•');
    sink.space();
  } else if (name === 'a') {
    sink.openLink(bareLinks || tag.href === undefined ? null : httpUrl(decodeReferences(tag.href)));
  }
}

/** Whether `text` holds markup: a `<` that starts a tag, a closing tag, a comment or a declaration. */
export function hasMarkup(text: string, meter?: StepMeter): boolean {
  for (let lt = text.indexOf('<'); lt !== -1; lt = text.indexOf('<', lt + 1)) {
    const next = text.charCodeAt(lt + 1);
    if (isLetter(next) || next === 0x2f || next === 0x21 || next === 0x3f) {
      count(meter, lt + 1);
      return true;
    }
  }
  count(meter, text.length);
  return false;
}

/**
 * How an error body is read (`errorBody`, oauth/provider-text.ts): every tag and comment parts
 * words (an XML error document's elements are no HTML: `<code>401</code><description>…`), only
 * `script` and `style` hide their content (a page's `title` or `noscript` often says the most:
 * "401 Unauthorized"), and a link keeps its words without its URL (the text is bounded, and a URL
 * may carry what should not be shown).
 */
export interface MarkupReading {
  errorBody?: boolean;
}

/** The text of `markup` and its links (before the leftover CSS and the lines are tidied: message-text.ts). */
export function markupToText(markup: string, meter?: StepMeter, reading: MarkupReading = {}): SunkText {
  const errorBody = reading.errorBody === true;
  const sink = new TextSink(meter);
  let textStart = 0;
  let at = 0;
  while (at < markup.length) {
    const lt = markup.indexOf('<', at);
    if (lt === -1) break;
    const next = markup.charCodeAt(lt + 1);
    const opens = isLetter(next);
    const closes = next === 0x2f && isLetter(markup.charCodeAt(lt + 2));
    if (!opens && !closes && next !== 0x2f && next !== 0x21 && next !== 0x3f) {
      // `a < b`: a less-than sign that starts no tag is text.
      at = lt + 1;
      continue;
    }
    sink.text(markup, textStart, lt);
    let resume: number;
    if (opens || closes) {
      const tag = readTag(markup, lt, meter);
      if (tag.complete) {
        if (errorBody) sink.space();
        apply(sink, tag, errorBody);
      }
      const hidden = errorBody ? tag.name === 'script' || tag.name === 'style' : HIDDEN.has(tag.name);
      resume = tag.complete && !tag.closing && hidden ? afterHidden(markup, tag.name, tag.end, meter) : tag.end;
    } else {
      if (errorBody) sink.space();
      resume = afterComment(markup, lt, meter);
    }
    at = resume;
    textStart = resume;
  }
  sink.text(markup, textStart, markup.length);
  return sink.finish();
}
