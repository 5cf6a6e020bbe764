/**
 * Provider text made fit to show. The provider's words (an alert's subject and message, an order's
 * or a position's description, an account's name) may carry Unicode's bidirectional controls:
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks LRM, RLM and
 * ALM (U+200E, U+200F, U+061C). Shown, they reorder the characters around them, so a link's words
 * could read "https://us.etrade.com/…" while they name another host. The app drops them where
 * provider text becomes display text (the backend's decoders, the notifications); the command line
 * shows them as visible escapes instead (cli/io/terminal-text.ts), by the same test of a character.
 */

/** Whether the UTF-16 code is a bidirectional mark, embedding, override or isolate. */
export const isBidiControl = (code: number): boolean =>
  code === 0x061c || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/** Any of them: one character class, so the search is native and linear. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Whether `text` holds one. On a string of one-byte characters (the wire's usual page) the engine
 * knows at once that no character of the class can be there, so a whole body is asked once.
 */
export const hasBidiControl = (text: string): boolean => BIDI_CONTROL.test(text);

/** `text` without its bidirectional controls; the very same string when it holds none (no copy on the common path). */
export function withoutBidiControls(text: string): string {
  // The common path: two to three times cheaper than the loop below on the wire's short texts.
  if (!hasBidiControl(text)) return text;
  let result = '';
  let runStart = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (!isBidiControl(text.charCodeAt(at))) continue;
    result += text.slice(runStart, at);
    runStart = at + 1;
  }
  return runStart === 0 ? text : result + text.slice(runStart);
}
