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
 * header parameters, `"key": "value"` JSON, and the once- or twice-percent-encoded forms of a URL
 * inside another (a signature base string, a `next` link). Names are maximal word runs, matched
 * once each, and a value is read only after a secret name, so the scan is linear whatever the input.
 */
const NAME = /[A-Za-z0-9_]+/g;
const SEPARATOR = /["']?\s*[=:]\s*|%3D|%253D/iy;
const VALUE = /"[^"]*"?|'[^']*'?|(?:(?!%26|%2526)[^&\s,"';<>)\]}])+/iy;

/**
 * The credentials of an Authorization header (`Authorization: Token abc`, `Bearer eyJ…`, `OAuth
 * realm="", oauth_…`), to the end of the line or field: whatever the scheme, the rest of the
 * header value is masked. Bearer and Basic credentials are also found on their own.
 */
const AUTHORIZATION_HEADER = /\b(authorization"?\s*[:=]\s*"?)[^\r\n"]*/gi;
const SCHEME_CREDENTIALS = /\b(Bearer|Basic)(\s+)[A-Za-z0-9._~+/-]{8,}=*/gi;

/** Texts longer than this are cut before scanning: the cost of a scrub is bounded. */
const MAX_TEXT = 4096;

/** Is a parameter with this name a secret? Encoded names (`3Foauth_token`, `26key`) count too. */
function isSecretParameter(name: string): boolean {
  const lower = name.toLowerCase();
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
  const headersMasked = cut
    .replace(AUTHORIZATION_HEADER, (_all, name: string) => `${name}${REDACTED}`)
    .replace(SCHEME_CREDENTIALS, (_all, scheme: string, space: string) => `${scheme}${space}${REDACTED}`);
  return maskParameters(headersMasked);
}

/** Replaces the value after every secret-named parameter (see NAME, SEPARATOR, VALUE). */
function maskParameters(text: string): string {
  let out = '';
  let copied = 0;
  const names = new RegExp(NAME.source, NAME.flags);
  for (let name = names.exec(text); name !== null; name = names.exec(text)) {
    if (!isSecretParameter(name[0])) continue;
    SEPARATOR.lastIndex = name.index + name[0].length;
    const separator = SEPARATOR.exec(text);
    if (separator === null) continue;
    VALUE.lastIndex = SEPARATOR.lastIndex;
    const value = VALUE.exec(text);
    if (value === null) continue;
    const quote = value[0].startsWith('"') ? '"' : value[0].startsWith("'") ? "'" : '';
    out += `${text.slice(copied, value.index)}${quote}${REDACTED}${quote}`;
    copied = VALUE.lastIndex;
    names.lastIndex = copied;
  }
  return out + text.slice(copied);
}
