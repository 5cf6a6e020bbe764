/**
 * Where the markup scanner (markup-to-text.ts) writes: text runs with HTML's whitespace rule (a
 * run of blanks is one space, none at the start of a line), line breaks for blocks (at most one
 * blank line), a space between table cells, a bullet for list items, and links: the words of a
 * link, then its http(s) URL written out, so the text says where it leads and nothing is opened
 * but by a person's click on what the view offers. Every piece is appended once.
 */
import { referenceAt } from './html-entities.ts';
import { count, type StepMeter } from './step-meter.ts';

/** A link met in the markup: its words and its URL (already checked to be http or https). */
export interface MarkupLink {
  text: string;
  url: string;
}

/** The text and links the sink gathered. */
export interface SunkText {
  text: string;
  links: MarkupLink[];
}

const isBlank = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;

/** Whether text starts with a letter or digit (of any script). */
const startsWord = (text: string): boolean => /^[\p{L}\p{N}]/u.test(text.slice(0, 2));

/** Collapses a link's words to one line. */
const oneLine = (text: string): string =>
  text
    .split(/\s+/)
    .filter((word) => word !== '')
    .join(' ');

/** The sink: text and structure in, plain text out. */
export class TextSink {
  /** The text so far: one growing string (V8 appends as ropes; an array joined at the end cost twice the time). */
  #out = '';
  readonly #links: MarkupLink[] = [];
  readonly #meter: StepMeter | undefined;
  #hasText = false;
  #pendingSpace = false;
  #pendingBreaks = 0;
  #link: { url: string | null; words: string } | null = null;
  /** Just after a URL written out: a word that follows at once still stands apart (`(url) B`, but `(url).`). */
  #afterUrl = false;

  constructor(meter?: StepMeter) {
    this.#meter = meter;
  }

  /** Appends words, first writing the space or line breaks waiting before them. */
  word(text: string): void {
    if (text === '') return;
    let written = text;
    if (this.#hasText && this.#pendingBreaks > 0) written = (this.#pendingBreaks > 1 ? '\n\n' : '\n') + text;
    else if (this.#hasText && (this.#pendingSpace || (this.#afterUrl && startsWord(text)))) written = ` ${text}`;
    this.#out += written;
    // A link's words are kept apart as they come: slicing them out of the text later would
    // flatten the whole text once per link (quadratic on a page of links).
    if (this.#link !== null) this.#link.words += written;
    this.#hasText = true;
    this.#afterUrl = false;
    this.#pendingSpace = false;
    this.#pendingBreaks = 0;
  }

  /** A blank between words (nothing at the start of a line). */
  space(): void {
    if (this.#pendingBreaks === 0) this.#pendingSpace = true;
  }

  /** A block boundary: `lines` 1 ends the line, 2 leaves a blank line. Nothing before the first text. */
  block(lines: 1 | 2): void {
    if (!this.#hasText) return;
    this.#pendingBreaks = Math.max(this.#pendingBreaks, lines);
    this.#pendingSpace = false;
  }

  /** `<br>`: one more line break each time, up to one blank line. */
  lineBreak(): void {
    if (!this.#hasText) return;
    this.#pendingBreaks = Math.min(2, this.#pendingBreaks + 1);
    this.#pendingSpace = false;
  }

  /** The text of `source` from `from` to `to`: blanks collapsed, character references decoded. */
  text(source: string, from: number, to: number): void {
    count(this.#meter, to - from);
    let runStart = -1;
    for (let at = from; at < to;) {
      const code = source.charCodeAt(at);
      if (isBlank(code) || code === 0x26) {
        if (runStart !== -1) this.word(source.slice(runStart, at));
        runStart = -1;
        if (code !== 0x26) {
          this.space();
          at += 1;
          continue;
        }
        const reference = referenceAt(source, at);
        if (reference === null || reference.end > to) {
          runStart = at;
          at += 1;
        } else {
          this.word(reference.text);
          at = reference.end;
        }
        continue;
      }
      if (runStart === -1) runStart = at;
      at += 1;
    }
    if (runStart !== -1) this.word(source.slice(runStart, to));
  }

  /** An `<a>`: its words follow; a link still open ends first. `url` is null when it leads nowhere we show. */
  openLink(url: string | null): void {
    this.closeLink();
    this.#link = { url, words: '' };
  }

  /** `</a>`: writes the URL after the link's words (unless they are the URL) and keeps the link. */
  closeLink(): void {
    const link = this.#link;
    this.#link = null;
    if (link === null || link.url === null) return;
    const words = oneLine(link.words);
    count(this.#meter, words.length);
    if (words !== link.url) {
      // Written apart from what comes before, whether or not the markup had a blank there.
      this.space();
      this.word(words === '' ? link.url : `(${link.url})`);
    }
    this.#afterUrl = true;
    this.#links.push({ text: words === '' ? link.url : words, url: link.url });
  }

  /** The text so far (a link still open is closed). */
  finish(): SunkText {
    this.closeLink();
    return { text: this.#out, links: this.#links };
  }
}
