/**
 * Character references of provider text (`&amp;`, `&#36;`, `&#x24;`), read one at a time by a
 * scanner that has just met an `&`. Named references need their `;` and must be in the table
 * below (the ones mail and web pages use; the full HTML list has two thousand); numeric ones may
 * leave the `;` out, as browsers allow. A reference that names nothing a person should see (an
 * unknown name, code point 0, a surrogate, a control character, a value past U+10FFFF, a run of
 * digits too long to be one) is not decoded: it stays in the text as it was written.
 */

/** Named references: name → text. Prototype names never match (a Map, not an object). */
const NAMED = new Map<string, string>(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    shy: '',
    copy: '©',
    reg: '®',
    trade: '™',
    hellip: '…',
    mdash: '—',
    ndash: '–',
    minus: '−',
    lsquo: '‘',
    rsquo: '’',
    sbquo: '‚',
    ldquo: '“',
    rdquo: '”',
    bdquo: '„',
    laquo: '«',
    raquo: '»',
    lsaquo: '‹',
    rsaquo: '›',
    bull: '•',
    middot: '·',
    dagger: '†',
    Dagger: '‡',
    permil: '‰',
    prime: '′',
    Prime: '″',
    euro: '€',
    pound: '£',
    yen: '¥',
    cent: '¢',
    curren: '¤',
    dollar: '$',
    percnt: '%',
    num: '#',
    commat: '@',
    equals: '=',
    deg: '°',
    plusmn: '±',
    times: '×',
    divide: '÷',
    frac12: '½',
    frac14: '¼',
    frac34: '¾',
    sup1: '¹',
    sup2: '²',
    sup3: '³',
    micro: 'µ',
    para: '¶',
    sect: '§',
    iexcl: '¡',
    iquest: '¿',
    ordf: 'ª',
    ordm: 'º',
    not: '¬',
    macr: '¯',
    acute: '´',
    cedil: '¸',
    uml: '¨',
    brvbar: '¦',
    larr: '←',
    rarr: '→',
    uarr: '↑',
    darr: '↓',
    harr: '↔',
    le: '≤',
    ge: '≥',
    ne: '≠',
    asymp: '≈',
    infin: '∞',
    ensp: '\u2002',
    emsp: '\u2003',
    thinsp: '\u2009',
    zwnj: '\u200c',
    zwj: '\u200d',
    lrm: '\u200e',
    rlm: '\u200f',
    Agrave: 'À',
    Aacute: 'Á',
    Acirc: 'Â',
    Atilde: 'Ã',
    Auml: 'Ä',
    Aring: 'Å',
    AElig: 'Æ',
    Ccedil: 'Ç',
    Egrave: 'È',
    Eacute: 'É',
    Ecirc: 'Ê',
    Euml: 'Ë',
    Igrave: 'Ì',
    Iacute: 'Í',
    Icirc: 'Î',
    Iuml: 'Ï',
    ETH: 'Ð',
    Ntilde: 'Ñ',
    Ograve: 'Ò',
    Oacute: 'Ó',
    Ocirc: 'Ô',
    Otilde: 'Õ',
    Ouml: 'Ö',
    Oslash: 'Ø',
    Ugrave: 'Ù',
    Uacute: 'Ú',
    Ucirc: 'Û',
    Uuml: 'Ü',
    Yacute: 'Ý',
    THORN: 'Þ',
    szlig: 'ß',
    agrave: 'à',
    aacute: 'á',
    acirc: 'â',
    atilde: 'ã',
    auml: 'ä',
    aring: 'å',
    aelig: 'æ',
    ccedil: 'ç',
    egrave: 'è',
    eacute: 'é',
    ecirc: 'ê',
    euml: 'ë',
    igrave: 'ì',
    iacute: 'í',
    icirc: 'î',
    iuml: 'ï',
    eth: 'ð',
    ntilde: 'ñ',
    ograve: 'ò',
    oacute: 'ó',
    ocirc: 'ô',
    otilde: 'õ',
    ouml: 'ö',
    oslash: 'ø',
    ugrave: 'ù',
    uacute: 'ú',
    ucirc: 'û',
    uuml: 'ü',
    yacute: 'ý',
    thorn: 'þ',
    yuml: 'ÿ',
  }),
);

/** The longest name in the table: a longer run of letters cannot be a reference. */
const LONGEST_NAME = 8;

/**
 * What browsers make of the code points 0x80-0x9F (windows-1252, as the HTML standard says);
 * the five it leaves undefined stay undecoded.
 */
const WINDOWS_1252: readonly (number | undefined)[] = [
  0x20ac,
  undefined,
  0x201a,
  0x0192,
  0x201e,
  0x2026,
  0x2020,
  0x2021,
  0x02c6,
  0x2030,
  0x0160,
  0x2039,
  0x0152,
  undefined,
  0x017d,
  undefined,
  undefined,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2013,
  0x2014,
  0x02dc,
  0x2122,
  0x0161,
  0x203a,
  0x0153,
  undefined,
  0x017e,
  0x0178,
];

/** Digits read at most: enough for U+10FFFF with leading zeros; more is not a reference. */
const MAX_DIGITS = 12;

/** A decoded reference: its text and the position just past it. */
export interface DecodedReference {
  text: string;
  end: number;
}

const isAsciiLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const hexValue = (code: number): number => {
  if (isDigit(code)) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
};

/** The character of a numeric reference, or null for one nobody should see. */
function characterOf(value: number): string | null {
  if (value >= 0x80 && value <= 0x9f) {
    const mapped = WINDOWS_1252[value - 0x80];
    return mapped === undefined ? null : String.fromCodePoint(mapped);
  }
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return null;
  // Controls other than tab, line feed and carriage return; non-characters.
  if ((value < 0x20 && value !== 0x09 && value !== 0x0a && value !== 0x0d) || value === 0x7f) return null;
  if ((value >= 0xfdd0 && value <= 0xfdef) || (value & 0xfffe) === 0xfffe) return null;
  return String.fromCodePoint(value);
}

/** `&#...` from `at` (the `&`): decimal or hex digits, an optional `;`. */
function numericAt(text: string, at: number): DecodedReference | null {
  let cursor = at + 2;
  const hex = (text.charCodeAt(cursor) | 0x20) === 0x78;
  if (hex) cursor += 1;
  const start = cursor;
  let value = 0;
  while (cursor < text.length && cursor - start <= MAX_DIGITS) {
    const digit = hex ? hexValue(text.charCodeAt(cursor)) : isDigit(text.charCodeAt(cursor)) ? text.charCodeAt(cursor) - 0x30 : -1;
    if (digit < 0) break;
    value = value * (hex ? 16 : 10) + digit;
    cursor += 1;
  }
  if (cursor === start || cursor - start > MAX_DIGITS) return null;
  const character = characterOf(value);
  if (character === null) return null;
  return { text: character, end: text.charCodeAt(cursor) === 0x3b ? cursor + 1 : cursor };
}

/** `&name;` from `at` (the `&`). */
function namedAt(text: string, at: number): DecodedReference | null {
  let cursor = at + 1;
  while (cursor < text.length && cursor - at <= LONGEST_NAME && (isAsciiLetter(text.charCodeAt(cursor)) || isDigit(text.charCodeAt(cursor)))) cursor += 1;
  if (cursor === at + 1 || text.charCodeAt(cursor) !== 0x3b) return null;
  const decoded = NAMED.get(text.slice(at + 1, cursor));
  return decoded === undefined ? null : { text: decoded, end: cursor + 1 };
}

/**
 * The reference that starts at `at` (where `text` has an `&`), or null when there is none: the
 * caller keeps the `&` as text and goes on after it. Reads at most a few characters.
 */
export function referenceAt(text: string, at: number): DecodedReference | null {
  return text.charCodeAt(at + 1) === 0x23 ? numericAt(text, at) : namedAt(text, at);
}

/** `text` with every reference decoded (the invalid ones kept as written), in one pass. */
export function decodeReferences(text: string): string {
  let at = text.indexOf('&');
  if (at === -1) return text;
  let result = '';
  let runStart = 0;
  while (at !== -1) {
    const reference = referenceAt(text, at);
    if (reference === null) {
      at = text.indexOf('&', at + 1);
      continue;
    }
    result += text.slice(runStart, at) + reference.text;
    runStart = reference.end;
    at = text.indexOf('&', reference.end);
  }
  return result + text.slice(runStart);
}
