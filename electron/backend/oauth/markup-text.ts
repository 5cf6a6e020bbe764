/**
 * The visible text of a page of markup (an HTML error page, an XML document), in one pass:
 * tags, comments and the content of `script` and `style` elements are dropped, the rest is kept
 * as it is (entities and spacing are the caller's business).
 *
 * This runs synchronously in main on whatever a provider sends, so it must be linear in the
 * input whatever the input holds. Every search either moves the cursor past everything it read
 * or ends the scan; an unclosed tag, quote, comment or script hides the rest of the page, as it
 * does in a browser. (A backtracking regex over the body was quadratic on unclosed tags: minutes
 * for a 1.4 MB page.)
 */

const GREATER_THAN = 0x3e;
const EQUALS = 0x3d;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;

const isLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isSpace = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;

/** Whether `text` holds `word` (lower-case ASCII) at `at`, in any letter case. */
function startsWithIgnoringCase(text: string, word: string, at: number): boolean {
  if (at + word.length > text.length) return false;
  for (let i = 0; i < word.length; i += 1) {
    const code = text.charCodeAt(at + i);
    const lower = code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
    if (lower !== word.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * The first position at or after `from` where `word` (lower-case ASCII, starting with a
 * character that has no case, such as `<`) appears in any letter case; -1 when none.
 */
export function indexOfIgnoringCase(text: string, word: string, from: number): number {
  const first = word.charAt(0);
  for (let at = text.indexOf(first, from); at !== -1; at = text.indexOf(first, at + 1)) {
    if (startsWithIgnoringCase(text, word, at)) return at;
  }
  return -1;
}

/**
 * The position of the `>` that ends the tag whose name starts at `from`, or -1 when the tag never
 * ends. A `>` inside a quoted attribute value does not end it.
 */
function endOfTag(text: string, from: number): number {
  let afterEquals = false;
  for (let at = from; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === GREATER_THAN) return at;
    if (afterEquals && (code === 0x22 || code === 0x27)) {
      const close = text.indexOf(text.charAt(at), at + 1);
      if (close === -1) return -1;
      at = close;
      afterEquals = false;
    } else if (code === EQUALS) {
      afterEquals = true;
    } else if (!isSpace(code)) {
      afterEquals = false;
    }
  }
  return -1;
}

/** `script` or `style` when an opening tag of that element starts at `from` (just after the `<`). */
function rawTextElement(text: string, from: number): 'script' | 'style' | null {
  for (const name of ['script', 'style'] as const) {
    if (startsWithIgnoringCase(text, name, from) && !isLetter(text.charCodeAt(from + name.length))) return name;
  }
  return null;
}

/** Where the element whose content is raw text (`script`, `style`) ends, past its closing tag; -1 if never. */
function endOfRawTextElement(text: string, name: string, from: number): number {
  const close = indexOfIgnoringCase(text, `</${name}`, from);
  if (close === -1) return -1;
  const end = text.indexOf('>', close);
  return end === -1 ? -1 : end + 1;
}

/** The text a browser would show of `markup`, with a space where tags were. */
export function visibleText(markup: string): string {
  const parts: string[] = [];
  // Text is copied in runs, from `runStart` to the next tag, so a page of `<<<<` is one run.
  let runStart = 0;
  let at = 0;
  for (;;) {
    const open = markup.indexOf('<', at);
    if (open === -1) {
      parts.push(markup.slice(runStart));
      break;
    }
    const next = markup.charCodeAt(open + 1);
    if (!(isLetter(next) || next === SLASH || next === BANG || next === QUESTION)) {
      // `a < b`: a less-than sign that starts no tag is text.
      at = open + 1;
      continue;
    }
    if (open > runStart) parts.push(markup.slice(runStart, open));
    let resume: number;
    if (startsWithIgnoringCase(markup, '<!--', open)) {
      const close = markup.indexOf('-->', open + 4);
      resume = close === -1 ? -1 : close + 3;
    } else {
      const end = endOfTag(markup, open + 1);
      const raw = isLetter(next) ? rawTextElement(markup, open + 1) : null;
      resume = end === -1 ? -1 : raw === null ? end + 1 : endOfRawTextElement(markup, raw, end + 1);
    }
    if (resume === -1) break;
    if (parts[parts.length - 1] !== ' ') parts.push(' ');
    runStart = resume;
    at = resume;
  }
  return parts.join('');
}
