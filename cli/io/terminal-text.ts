/**
 * Text made safe for a terminal. Whatever the CLI prints may carry a provider's words (error
 * pages, order descriptions, symbols), and a control character among them is an instruction to
 * the terminal: recolour, retitle the window, clear or rewrite the screen, reorder text right to
 * left. Every such character is shown instead as a visible `\uXXXX`, which is also a valid JSON
 * escape, so `--json` output stays valid. Newlines and tabs are layout and stay; a Windows line
 * end becomes a newline.
 */
import { isBidiControl } from '../../shared/display-text.ts';

/** Whether the character with this UTF-16 code is a control the terminal would act on. */
function isControl(code: number): boolean {
  if (code <= 0x1f) return code !== 0x0a && code !== 0x09;
  if (code >= 0x7f && code <= 0x9f) return true; // DEL and the C1 controls (0x9b is a CSI)
  // Bidirectional marks, embeddings, overrides and isolates: the app's own test (shared/display-text.ts).
  return isBidiControl(code);
}

const visible = (code: number): string => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** `text` with every terminal control character replaced by a visible escape. */
export function terminalSafe(text: string): string {
  let result = '';
  let runStart = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (!isControl(code)) continue;
    result += text.slice(runStart, at);
    runStart = at + 1;
    // CR LF is a line end: keep the LF, drop the CR.
    if (!(code === 0x0d && text.charCodeAt(at + 1) === 0x0a)) result += visible(code);
  }
  return runStart === 0 ? text : result + text.slice(runStart);
}
