/**
 * Credentials in free text, found and masked: the one scrubber for everything that leaves main
 * as text built from outside input (log lines, the provider's words in an error, a parser's
 * complaint about a body). Linear in the text, whatever it holds.
 */

/** Field and parameter names whose values are never written anywhere. */
export const SECRET_NAME = /secret|token|password|verifier|signature|authorization|key/i;

/** What a masked value reads as. */
export const REDACTED = '[redacted]';

/** OAuth parameters that say how a request was signed or refused, never with what: kept for diagnosis. */
const HARMLESS_OAUTH = new Set([
  'oauth_signature_method',
  'oauth_timestamp',
  'oauth_version',
  'oauth_callback',
  'oauth_callback_confirmed',
  'oauth_problem',
  'oauth_problem_advice',
  'oauth_parameters_absent',
  'oauth_parameters_rejected',
  'oauth_acceptable_timestamps',
  'oauth_acceptable_versions',
]);

/**
 * `name=value` anywhere in a text: query strings, form bodies, `key="value"` or `key='value'`
 * header parameters, `"key": "value"` JSON, the once- or twice-percent-encoded forms of a URL
 * inside another (a signature base string, a `next` link), and the same echoed inside a JSON
 * string (quotes escaped once or more, `=` as `\u003d`) or an HTML page (quotes and `=` as
 * character references). Names are maximal
 * word runs, matched once each, and a value is read only after a secret name, so the scan is
 * linear whatever the input.
 */
const NAME = /\w+/g;
/**
 * After a name: the quote that closed it, if any (escaped or not), then `=` or `:` (the `=` also as
 * a character reference, `&#61;`, `&#x3D;` or `&equals;`, or a JSON escape, `\u003d`), or a
 * percent-encoded `=`. Sticky, at one place each time, every part a plain run: linear.
 */
const SEPARATOR = /(?:\\*["']|&quot;)?\s*(?:[:=]|&#0*61;|&#x0*3d;|&equals;|\\+u003d)\s*|%3D|%253D/iy;
/** A quote that opens a value: a quote mark after any backslashes, an entity or a `\u` escape of one. */
const OPENING_QUOTE = /\\*["']|&quot;|&#0*3[49];|&apos;|\\u002[27]/iy;
const UNQUOTED = /(?:(?!%26|%2526)[^&\s,"';<>)\]}])+/y;

/** Bearer and Basic credentials, found on their own in any sentence. */
const SCHEME_CREDENTIALS = /\b(Bearer|Basic)(\s+)[\w.~+/-]{8,}=*/gi;

/** Texts longer than this are cut before scanning: the cost of a scrub is bounded. */
const MAX_TEXT = 4096;

/** Is a parameter with this (lower-cased) name a secret? Encoded names (`3Foauth_token`, `26key`) count too. */
function isSecretParameter(lower: string): boolean {
  const oauth = lower.lastIndexOf('oauth_');
  if (oauth !== -1) return !HARMLESS_OAUTH.has(lower.slice(oauth));
  return SECRET_NAME.test(lower);
}

/**
 * Masks what looks like a credential in free text, whatever field or sentence it sits in: the
 * values of secret-named parameters (every `oauth_*` but the harmless ones, `key`, `token`, ...),
 * Authorization header values and Bearer/Basic credentials. Long texts are cut first.
 */
export function scrubText(text: string): string {
  const cut = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…[${text.length - MAX_TEXT} more characters]` : text;
  return maskParameters(cut.replace(SCHEME_CREDENTIALS, (_all, scheme: string, space: string) => `${scheme}${space}${REDACTED}`));
}

/** A value found after a separator: where it ends, and the quote kept on each side of the mask. */
interface Value {
  end: number;
  open: string;
  close: string;
}

/**
 * A quoted value: from its opening quote to the same quote again (a bare quote mark escaped with a
 * backslash does not close it), or to the end of the text when it is never closed.
 */
function quotedValue(text: string, start: number): Value | null {
  OPENING_QUOTE.lastIndex = start;
  const open = OPENING_QUOTE.exec(text)?.[0];
  if (open === undefined) return null;
  const bare = open.length === 1;
  let close = text.indexOf(open, start + open.length);
  while (bare && close > 0 && text.charCodeAt(close - 1) === 0x5c) close = text.indexOf(open, close + 1);
  return close === -1 ? { end: text.length, open, close: '' } : { end: close + open.length, open, close: open };
}

/** A parameter's value: quoted, or a run of characters that cannot end a parameter. */
function parameterValue(text: string, start: number): Value | null {
  const quoted = quotedValue(text, start);
  if (quoted !== null) return quoted;
  UNQUOTED.lastIndex = start;
  return UNQUOTED.exec(text) === null ? null : { end: UNQUOTED.lastIndex, open: '', close: '' };
}

/**
 * An Authorization header's value, whatever its scheme (`Token abc`, `Bearer eyJ…`, `OAuth
 * realm="", oauth_…`, or straight `oauth_token="…"`): a JSON string's to its closing quote, a
 * header line's to the end of the line (a line break, or one escaped as `\r` or `\n`), quotes and all.
 */
function headerValue(text: string, start: number): Value {
  const quoted = quotedValue(text, start);
  if (quoted !== null) return quoted;
  let end = start;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (code === 0x0a || code === 0x0d) break;
    if (code === 0x5c && (text[end + 1] === 'n' || text[end + 1] === 'r')) break;
    end += 1;
  }
  return { end, open: '', close: '' };
}

/** Replaces the value after every secret-named parameter and Authorization header (see NAME, SEPARATOR). */
function maskParameters(text: string): string {
  let out = '';
  let copied = 0;
  const names = new RegExp(NAME.source, NAME.flags);
  for (let name = names.exec(text); name !== null; name = names.exec(text)) {
    const lower = name[0].toLowerCase();
    const header = lower.endsWith('authorization');
    if (!header && !isSecretParameter(lower)) continue;
    SEPARATOR.lastIndex = name.index + name[0].length;
    if (SEPARATOR.exec(text) === null) continue;
    const start = SEPARATOR.lastIndex;
    const value = header ? headerValue(text, start) : parameterValue(text, start);
    if (value === null) continue;
    out += `${text.slice(copied, start)}${value.open}${REDACTED}${value.close}`;
    copied = value.end;
    names.lastIndex = copied;
  }
  return out + text.slice(copied);
}
