/**
 * Text for a terminal (finding 8): no control character a provider sent can reach the terminal
 * raw (it could recolour, retitle, clear or rewrite the screen, or reorder what is shown); each
 * becomes a visible `\uXXXX`, which also keeps `--json` output valid JSON.
 */
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../../cli/io/terminal-text.ts';

/** Whether `text` holds a character a terminal would act on (written out here, independently of the code under test). */
const hasControl = (text: string): boolean =>
  Array.from(text).some((character) => {
    const code = character.charCodeAt(0);
    return (
      (code < 0x20 && code !== 0x0a && code !== 0x09) ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x061c ||
      code === 0x200e ||
      code === 0x200f ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });

describe('text for a terminal', () => {
  it.each([
    ['an ANSI colour', '\u001b[31mred\u001b[0m', '\\u001B[31mred\\u001B[0m'],
    ['a window-title escape ended by BEL', '\u001b]0;owned\u0007x', '\\u001B]0;owned\\u0007x'],
    ['a screen clear', 'before\u001b[2Jafter', 'before\\u001B[2Jafter'],
    ['a carriage return that rewrites the line', 'Access denied\rAccess granted', 'Access denied\\u000DAccess granted'],
    ['backspaces', 'abc\b\b\bxyz', 'abc\\u0008\\u0008\\u0008xyz'],
    ['NUL, vertical tab and form feed', 'a\u0000b\u000bc\u000cd', 'a\\u0000b\\u000Bc\\u000Cd'],
    ['DEL', 'a\u007fb', 'a\\u007Fb'],
    ['a C1 control sequence introducer', '\u009b31mred', '\\u009B31mred'],
    ['every C1 control', '\u0080\u0085\u009f', '\\u0080\\u0085\\u009F'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoice\\u202Efdp.exe'],
    ['bidi embeddings and isolates', '\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069', '\\u202A\\u202B\\u202C\\u202D\\u2066\\u2067\\u2068\\u2069'],
    ['bidi marks', 'a\u200eb\u200fc\u061cd', 'a\\u200Eb\\u200Fc\\u061Cd'],
  ])('escapes %s', (_name, hostile, shown) => {
    expect(terminalSafe(hostile)).toBe(shown);
  });

  it.each([
    ['newlines and tabs (layout)', 'Calls\tStrike\nPuts\tExch', 'Calls\tStrike\nPuts\tExch'],
    ['Windows line ends become newlines', 'one\r\ntwo\r\n', 'one\ntwo\n'],
    ['letters of every script', 'Zürich → 東京 Ελλάδα עברית 🚀', 'Zürich → 東京 Ελλάδα עברית 🚀'],
    ['plain ASCII', 'oauth_problem=token_rejected', 'oauth_problem=token_rejected'],
  ])('keeps %s', (_name, text, shown) => {
    expect(terminalSafe(text)).toBe(shown);
  });

  it('leaves no control character in any string, and is idempotent', () => {
    const everything = Array.from({ length: 0x3000 }, (_unused, code) => String.fromCharCode(code)).join('');
    const safe = terminalSafe(everything);
    expect(hasControl(safe)).toBe(false);
    expect(terminalSafe(safe)).toBe(safe);
  });

  it('keeps JSON valid', () => {
    const json = JSON.stringify({ description: 'ACME\u009b31m\u202e corp' });
    expect(JSON.parse(terminalSafe(json))).toEqual({ description: 'ACME\u009b31m\u202e corp' });
  });
});
