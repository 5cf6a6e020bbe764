/**
 * Text bound for a spreadsheet (the orders CSV, the chain's clipboard copies, later the CLI)
 * must never be run as a formula: provider text such as `=cmd|' /C calc'!A0` would execute when
 * a trader opens the file or pastes the copy. One guard for all of it.
 *
 * The rule:
 * - A cell start is the beginning of the value and every place right after a separator a
 *   spreadsheet may split on: `,` `;` (the list separator of many locales, even in a CSV read
 *   with the wrong one), tab and line breaks (a paste, or an importer set to split on them).
 * - A cell start is hostile when its first character, after blanks and double quotes (trimmed by
 *   some importers; a paste reads a leading quote as a quoted cell), is a trigger: `=` `+` `-` `@`
 *   or any character whose compatibility form is one (full-width `＝＋－＠`, small forms), or the
 *   minus sign U+2212.
 * - A hostile cell start gets an apostrophe in front of it, which makes the cell text (and shows
 *   as nothing in most spreadsheets). Nothing else changes: the text stays readable.
 * - Except numbers: a cell that is strictly a plain number (`-1.25`, `-5`, `-12.5%`, `-1.5e-7`) is
 *   data, not a formula, and is left as it is, so a negative figure stays a number.
 * - A value starting with a tab or a CR also gets an apostrophe in front (OWASP lists both as
 *   triggers: some importers drop them and read what follows).
 */

/** Characters a spreadsheet may split a value on. */
const SEPARATORS = new Set([',', ';', '\t', '\r', '\n']);

/** Strictly a plain decimal number: optional minus, digits, optional fraction, exponent or percent. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?%?$/i;

/** Whether `text` is strictly a plain number (which a spreadsheet reads as data, never as a formula). */
export const isPlainNumber = (text: string): boolean => PLAIN_NUMBER.test(text);

const ASCII_TRIGGERS = new Set(['=', '+', '-', '@']);

/** `=` `+` `-` `@`, their full-width and small forms (by compatibility normalisation) and the minus sign. */
const isTrigger = (char: string): boolean => char === '\u2212' || ASCII_TRIGGERS.has(char.normalize('NFKC'));

/** Blanks and quotes a spreadsheet may skip before reading a cell; separators are not among them. */
const isSkipped = (char: string): boolean => char === '"' || (/\s/.test(char) && !SEPARATORS.has(char));

/** Whether the cell starting at `start` (running to the next separator) could be read as a formula. */
function hostileAt(text: string, start: number): boolean {
  let i = start;
  while (i < text.length && isSkipped(text[i] ?? '')) i += 1;
  const first = text[i];
  if (first === undefined || !isTrigger(first)) return false;
  let end = i;
  while (end < text.length && !SEPARATORS.has(text[end] ?? '')) end += 1;
  return !isPlainNumber(text.slice(i, end).trim());
}

/** The text with an apostrophe before every cell start a spreadsheet could read as a formula (see the rule above). */
export function guardSpreadsheetText(text: string): string {
  let out = /^[\t\r]/.test(text) ? "'" : '';
  let cellStart = 0;
  for (let i = 0; i <= text.length; i += 1) {
    if (i === cellStart && hostileAt(text, i)) out += "'";
    const char = text[i];
    if (char === undefined) break;
    out += char;
    if (SEPARATORS.has(char)) cellStart = i + 1;
  }
  return out;
}

/** A CSV cell: a number, some text, or nothing. */
export type CsvCell = string | number | null;

/**
 * One CSV field (RFC 4180), text guarded: quoted when it holds a quote, a separator (`,` or
 * `;`, so a `;`-separator locale keeps it one field), a line break, or blanks at either end.
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : guardSpreadsheetText(value);
  return /[",;\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One field of tab-separated text for the clipboard: tabs and line breaks become spaces (one
 * inside a value would shift every later column of the paste), then the text is guarded.
 */
export const tsvField = (text: string): string => guardSpreadsheetText(text.replace(/[\t\r\n]+/g, ' '));
