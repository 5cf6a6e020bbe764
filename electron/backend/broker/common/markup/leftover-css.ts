/**
 * The style sheet the platform leaves in front of a plain-text alert message
 * (docs/platform/current-api.md, "Alerts": kilobytes of rules such as
 * `.smart-alert p { margin: 0px !important; … }` before "Your order below was successfully
 * executed…"). The rules are removed from the start of the text, one after the other, until
 * something that is not a rule begins: the message.
 *
 * A rule is a selector and a block: the selector starts as selectors do (`.`, `#`, `@`, `*`, `:`,
 * `[`, or an HTML element's name) and holds only what selectors hold; the block's braces balance
 * (an `@media` block holds rules) and it declares something (a `:`) or is empty. Comments and the
 * `<!--`/`-->` a style sheet may be wrapped in go too. The message's first words never look like
 * that, and if they did the worst case is text left in, never text lost past the first rule that
 * fails. One pass: each rule is read once, and a failed one ends the removal.
 */
import { count, type StepMeter } from './step-meter.ts';

/** Element names a selector may start with. */
const ELEMENTS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'body',
  'blockquote',
  'br',
  'center',
  'code',
  'div',
  'em',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

const isBlank = (code: number): boolean =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d || code === 0xa0 || code === 0xfeff;
const isLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/** Characters a selector (or an at-rule's prelude) is made of. */
const isSelectorCharacter = (code: number): boolean =>
  isLetter(code) || isDigit(code) || isBlank(code) || '.#:,>+~*[]=_-()@%!"\'/^$|'.includes(String.fromCharCode(code));

/** Whether a selector may start at `at`: a sign selectors start with, or an element name. */
function startsSelector(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code === 0x2e || code === 0x23 || code === 0x40 || code === 0x2a || code === 0x3a || code === 0x5b) return true;
  let end = at;
  while (end < text.length && end - at <= 10 && (isLetter(text.charCodeAt(end)) || isDigit(text.charCodeAt(end)))) end += 1;
  if (end === at || end - at > 10) return false;
  const next = text.charCodeAt(end);
  return (
    ELEMENTS.has(text.slice(at, end).toLowerCase()) &&
    (isBlank(next) || next === 0x7b || next === 0x2e || next === 0x3a || next === 0x2c || next === 0x5b || next === 0x3e)
  );
}

const skipBlanks = (text: string, from: number): number => {
  let at = from;
  while (at < text.length && isBlank(text.charCodeAt(at))) at += 1;
  return at;
};

/** Past the rule at `at` (selector and balanced block), or -1 when no rule starts there. */
function afterRule(text: string, at: number, meter: StepMeter | undefined): number {
  if (!startsSelector(text, at)) return -1;
  const atRule = text.charCodeAt(at) === 0x40;
  let cursor = at;
  while (cursor < text.length && text.charCodeAt(cursor) !== 0x7b) {
    const code = text.charCodeAt(cursor);
    // `@import url(x);` and `@charset "UTF-8";` end without a block.
    if (atRule && code === 0x3b) {
      count(meter, cursor - at);
      return cursor + 1;
    }
    if (!isSelectorCharacter(code)) {
      count(meter, cursor - at);
      return -1;
    }
    cursor += 1;
  }
  count(meter, cursor - at);
  if (cursor === text.length) return -1;
  const blockStart = cursor;
  let depth = 0;
  let declares = false;
  for (; cursor < text.length; cursor += 1) {
    const code = text.charCodeAt(cursor);
    if (code === 0x7b) depth += 1;
    else if (code === 0x3a) declares = true;
    else if (code === 0x7d) {
      depth -= 1;
      if (depth === 0) break;
    }
  }
  count(meter, cursor - blockStart);
  if (cursor === text.length) return -1;
  // `{}` is an empty rule; otherwise a block declares something (or holds rules, which do).
  return declares || cursor === blockStart + 1 ? cursor + 1 : -1;
}

/** Past a comment or a comment marker at `at`, or -1. */
function afterComment(text: string, at: number, meter: StepMeter | undefined): number {
  if (text.startsWith('/*', at)) {
    const close = text.indexOf('*/', at + 2);
    count(meter, (close === -1 ? text.length : close) - at);
    return close === -1 ? -1 : close + 2;
  }
  if (text.startsWith('<!--', at)) return at + 4;
  if (text.startsWith('-->', at)) return at + 3;
  return -1;
}

/** `text` without the style rules (and comments) it starts with. */
export function withoutLeadingCss(text: string, meter?: StepMeter): string {
  let at = skipBlanks(text, 0);
  let kept = at;
  let removed = false;
  for (;;) {
    const next = afterComment(text, at, meter);
    const after = next === -1 ? afterRule(text, at, meter) : next;
    if (after === -1) break;
    at = skipBlanks(text, after);
    if (next === -1) removed = true;
    kept = at;
  }
  // Comments alone are not a style sheet: without a rule the text stays as it came.
  return removed ? text.slice(kept) : text;
}
