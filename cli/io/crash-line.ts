/**
 * The command line's line for an unexpected error (one it has no words of its own for): the stack,
 * so a report can say where it happened, through the one credential scrubber first (a stack
 * repeats the error's message, which may quote a URL or a header with a token in it), then made
 * terminal-safe, as every line the command line prints.
 */
import { scrubText } from '../../electron/backend/credential-text.ts';
import { terminalSafe } from './terminal-text.ts';

/** The whole line, newline included, for whatever was thrown. */
export function crashLine(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `strikeboard: unexpected error: ${terminalSafe(scrubText(text))}\n`;
}
