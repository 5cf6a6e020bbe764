/**
 * The one rule for provider text that people read (an alert's message and subject): it is shown
 * as text, never rendered. Markup is read into text (markup-to-text.ts: tags and hidden elements
 * removed, blocks as lines, links as their words and URL); text without markup keeps its lines;
 * character references are decoded either way; the style sheet the platform leaves in front of a
 * plain message is removed (leftover-css.ts); control characters (the bidirectional ones too) are dropped, and blank lines
 * and line ends tidied. The links are the http(s) URLs the text writes out (message-links.ts).
 *
 * Linear in the input, whatever it holds: every part scans forward once, and none uses a regular
 * expression on the input. `meter` counts the characters examined, for the tests that prove it.
 */
import { isBidiControl } from '../../../../../shared/display-text.ts';
import { decodeReferences } from './html-entities.ts';
import { withoutLeadingCss } from './leftover-css.ts';
import { hasMarkup, markupToText } from './markup-to-text.ts';
import { linksInText, type MessageLink } from './message-links.ts';
import { count, type StepMeter } from './step-meter.ts';

export type { MessageLink } from './message-links.ts';
export type { StepMeter } from './step-meter.ts';

/** A message as text, and its links. */
export interface MessageText {
  text: string;
  links: MessageLink[];
}

/**
 * Characters dropped: C0 controls but tab and line feed, DEL, the C1 controls, a byte-order mark,
 * and the bidirectional controls (shared/display-text.ts), which would reorder what the window
 * shows around them.
 */
const isDropped = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f) || code === 0xfeff || isBidiControl(code);

/** A link's words as the message shows them: without the characters dropped from it. */
function linkWords(words: string): string {
  let out = '';
  let runStart = 0;
  for (let at = 0; at < words.length; at += 1) {
    if (!isDropped(words.charCodeAt(at))) continue;
    out += words.slice(runStart, at);
    runStart = at + 1;
  }
  return runStart === 0 ? words : out + words.slice(runStart);
}

/**
 * Lines tidied in one pass: CR LF and CR are line feeds, tabs and no-break spaces are spaces,
 * controls go, line ends lose their blanks, at most one blank line in a row, none at either end.
 */
function tidyLines(text: string, meter: StepMeter | undefined): string {
  count(meter, text.length);
  // Written straight into one growing string: a list of lines joined at the end cost twice as much.
  let out = '';
  let blankLines = 0;
  let line = '';
  const endLine = (): void => {
    let end = line.length;
    while (end > 0 && line.charCodeAt(end - 1) === 0x20) end -= 1;
    if (end === 0) blankLines += 1;
    else {
      out += (out === '' ? '' : blankLines > 0 ? '\n\n' : '\n') + (end === line.length ? line : line.slice(0, end));
      blankLines = 0;
    }
    line = '';
  };
  let runStart = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    const special = code === 0x0a || code === 0x0d || code === 0x09 || code === 0xa0 || isDropped(code);
    if (!special) continue;
    line += text.slice(runStart, at);
    runStart = at + 1;
    if (code === 0x0a || code === 0x0d) {
      if (code === 0x0d && text.charCodeAt(at + 1) === 0x0a) {
        at += 1;
        runStart = at + 1;
      }
      endLine();
    } else if (code === 0x09 || code === 0xa0) {
      line += ' ';
    }
  }
  line += text.slice(runStart);
  endLine();
  return out.trimStart();
}

/** A provider message as plain text with its links. */
export function messageText(input: string, meter?: StepMeter): MessageText {
  let text: string;
  let named = new Map<string, string>();
  if (hasMarkup(input, meter)) {
    const sunk = markupToText(input, meter);
    text = sunk.text;
    named = new Map(sunk.links.map((link) => [link.url, linkWords(link.text)]));
  } else {
    count(meter, input.length);
    text = decodeReferences(input);
  }
  const tidy = tidyLines(withoutLeadingCss(text, meter), meter);
  return { text: tidy, links: linksInText(tidy, named, meter) };
}

/** Provider text for one line (a subject): as a message, then every run of blanks and line ends one space. */
export function lineText(input: string): string {
  const { text } = messageText(input);
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .join(' ');
}
