/**
 * RFC 3986 percent-encoding as RFC 5849 section 3.6 requires it: only the unreserved characters
 * `A-Z a-z 0-9 - . _ ~` stay as they are; every other UTF-8 byte becomes `%XX` in upper case.
 * Written byte by byte on purpose: the demo broker must not share the client's idea of encoding.
 */

const HEX = '0123456789ABCDEF';

function isUnreserved(byte: number): boolean {
  return (
    (byte >= 0x41 && byte <= 0x5a) || // A-Z
    (byte >= 0x61 && byte <= 0x7a) || // a-z
    (byte >= 0x30 && byte <= 0x39) || // 0-9
    byte === 0x2d || // -
    byte === 0x2e || // .
    byte === 0x5f || // _
    byte === 0x7e // ~
  );
}

/** Percent-encodes a string per RFC 3986 (RFC 5849 section 3.6). */
export function rfc3986Encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    out += isUnreserved(byte) ? String.fromCharCode(byte) : `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
  }
  return out;
}

/** Thrown when a percent-encoded string cannot be decoded (a 400, not a crash). */
export class PercentDecodingError extends Error {}

/**
 * Decodes `%XX` sequences into UTF-8 text. With `plusIsSpace` (query strings and form bodies,
 * application/x-www-form-urlencoded) `+` means a space; in header values it is a literal plus.
 */
export function percentDecode(value: string, plusIsSpace: boolean): string {
  const text = plusIsSpace ? value.replace(/\+/g, ' ') : value;
  try {
    return decodeURIComponent(text);
  } catch {
    throw new PercentDecodingError(`malformed percent-encoding in "${value.slice(0, 40)}"`);
  }
}

/**
 * Splits an application/x-www-form-urlencoded string (query or body) into decoded name/value
 * pairs, keeping duplicates and order. `c2` without `=` is the name `c2` with an empty value.
 */
export function parseFormEncoded(text: string): [string, string][] {
  if (text === '') return [];
  return text
    .split('&')
    .filter((piece) => piece !== '')
    .map((piece) => {
      const eq = piece.indexOf('=');
      const name = eq === -1 ? piece : piece.slice(0, eq);
      const value = eq === -1 ? '' : piece.slice(eq + 1);
      return [percentDecode(name, true), percentDecode(value, true)];
    });
}
