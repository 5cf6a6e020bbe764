/**
 * What may go on the clipboard through `clipboard:write`: text, not empty, at most 1 MiB of
 * UTF-8. A whole chain copied as TSV is a few hundred kB; anything bigger is a runaway, and the
 * cap keeps one IPC message and one clipboard write bounded. Checked in the renderer (to say why
 * before sending) and by the channel's schema in main (which trusts nothing the page says).
 */
export const CLIPBOARD_LIMIT_BYTES = 1024 * 1024;

/** The length of `text` in UTF-8 bytes (a lone surrogate counts as U+FFFD, 3 bytes, as encoders write it). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Why `text` cannot be copied, or null when it can. */
export function clipboardTextProblem(text: string): string | null {
  if (text.length === 0) return 'There is nothing to copy.';
  // Every UTF-16 unit is at least one UTF-8 byte: a text longer than the cap in units is over it.
  if (text.length > CLIPBOARD_LIMIT_BYTES || utf8ByteLength(text) > CLIPBOARD_LIMIT_BYTES) {
    return 'The text is larger than the clipboard limit of 1 MiB (1,048,576 bytes of UTF-8).';
  }
  return null;
}
