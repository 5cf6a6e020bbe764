/**
 * The symbol a quote message (`Messages` inside a 200) names: one the request asked for among its
 * words, else the one after the word "symbol" ("Invalid symbol: ZZZZ", "symbol=BRK.B not found").
 * The exact wording is not documented, so both are tried. Every step is a scan that looks at each
 * character a bounded number of times: a regular expression for "symbol", spaces, an optional ':'
 * or '=', spaces and a symbol backtracked quadratically on "symbol" followed by a long run of
 * spaces (40 KB took 4 s; a quote answer may be 8 MiB).
 */

/** The characters JavaScript's `\s` matches: Unicode white space, line terminators and BOM. */
export const isSpace = (code: number): boolean =>
  code === 0x20 ||
  (code >= 0x09 && code <= 0x0d) ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;

const isAsciiLetter = (code: number): boolean => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isAsciiDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
/** A word character of `\b`: ASCII letters, digits and `_` only. */
const isWordCharacter = (code: number): boolean => isAsciiLetter(code) || isAsciiDigit(code) || code === 0x5f;
/** What a symbol is made of after its first letter: letters, digits, `.`, `/` and `-`. */
const isSymbolCharacter = (code: number): boolean => isAsciiLetter(code) || isAsciiDigit(code) || code === 0x2e || code === 0x2f || code === 0x2d;

const WORD = 'symbol';
/** A symbol named after the word: its first letter and at most this many characters more. */
const MORE_SYMBOL_CHARACTERS = 15;

/** Does `text` hold "symbol" at `at`, in any ASCII letter case, with no word character before it? */
const wordAt = (text: string, at: number): boolean => {
  if (at > 0 && isWordCharacter(text.charCodeAt(at - 1))) return false;
  for (let i = 0; i < WORD.length; i += 1) {
    if ((text.charCodeAt(at + i) | 0x20) !== WORD.charCodeAt(i)) return false;
  }
  return true;
};

const skipSpaces = (text: string, from: number): number => {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i += 1;
  return i;
};

/** The symbol after a "symbol" (or "symbols") word that starts at `at`, upper-cased; else `null`. */
const symbolAfter = (text: string, at: number): string | null => {
  let i = at + WORD.length;
  // "symbols" when the s ends the word; otherwise the word must end right after "symbol".
  if ((text.charCodeAt(i) | 0x20) === 0x73 && !isWordCharacter(text.charCodeAt(i + 1))) i += 1;
  else if (isWordCharacter(text.charCodeAt(i))) return null;
  i = skipSpaces(text, i);
  if (text.charCodeAt(i) === 0x3a || text.charCodeAt(i) === 0x3d) i = skipSpaces(text, i + 1);
  if (!isAsciiLetter(text.charCodeAt(i))) return null;
  const start = i;
  const end = Math.min(text.length, start + 1 + MORE_SYMBOL_CHARACTERS);
  i += 1;
  while (i < end && isSymbolCharacter(text.charCodeAt(i))) i += 1;
  return text.slice(start, i).toUpperCase();
};

/**
 * The first symbol named after the word "symbol" or "symbols" (a whole word, any letter case),
 * past spaces and one optional ':' or '=': a letter, then up to 15 letters, digits, '.', '/' or '-'.
 */
export const symbolAfterWord = (text: string): string | null => {
  for (let at = 0; at + WORD.length <= text.length; at += 1) {
    if (!wordAt(text, at)) continue;
    const symbol = symbolAfter(text, at);
    if (symbol !== null) return symbol;
    // Another "symbol" can only start after this one: the spaces between are skipped at most twice.
    at += WORD.length - 1;
  }
  return null;
};

/** The requested symbol among the message's words, else the one after "symbol", else `null`. */
export const namedSymbol = (text: string, requested: readonly string[]): string | null => {
  if (requested.length > 0) {
    const words = new Set(text.toUpperCase().split(/[^A-Z0-9./-]+/));
    const found = requested.find((symbol) => words.has(symbol));
    if (found !== undefined) return found;
  }
  return symbolAfterWord(text);
};
