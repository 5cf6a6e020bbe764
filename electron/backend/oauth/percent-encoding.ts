/**
 * RFC 3986 percent-encoding, as OAuth 1.0a (RFC 5849 section 3.6) requires for the signature base
 * string, the signing key and the Authorization header: only `A-Z a-z 0-9 - . _ ~` pass unencoded.
 */
import OAuth from 'oauth-1.0a';

// The package's encoder is the RFC 3986 one (encodeURIComponent plus `! * ' ( )`); we reuse it so
// that the base string, the key and the header all go through the same function.
const encoder = new OAuth({ consumer: { key: '', secret: '' } });

/** Percent-encodes every character outside the RFC 3986 unreserved set. Throws on lone surrogates. */
export function rfc3986(value: string): string {
  return encoder.percentEncode(value);
}

/**
 * Decodes one form-urlencoded component (`+` is a space, `%XX` a UTF-8 byte), or null when it is
 * malformed (a stray `%` or bytes that are not UTF-8). Malformed input is refused rather than
 * guessed at, because the signature must cover exactly what the provider will decode.
 */
export function decodeFormComponent(component: string): string | null {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Decodes one component of a token response exactly once. Unlike form decoding, a literal `+`
 * stays `+`: tokens are base64 (they contain `+ / =` but never spaces), and providers that forget
 * to encode them would otherwise lose characters.
 */
export function decodeTokenComponent(component: string): string | null {
  try {
    return decodeURIComponent(component);
  } catch {
    return null;
  }
}
