/**
 * What the preview prints at the terminal. Its lines carry text it does not control (a
 * provider's notification titles, error messages, the person's own arguments), and a control
 * character among them would be an instruction to the terminal: every line goes through the
 * CLI's `terminalSafe`, as everything the CLI prints does.
 */
import { terminalSafe } from '../../cli/io/terminal-text.ts';

/** A printer of whole lines on `write` (a stream's write), each made safe for a terminal. */
export function terminalLines(write: (text: string) => unknown): (line: string) => void {
  return (line) => void write(`${terminalSafe(line)}\n`);
}

/** The line a notification of the app becomes in the preview (it has no system notifications). */
export function notificationLine(note: { title: string; body: string }): string {
  return terminalSafe(`preview: notification: ${note.title}: ${note.body}`);
}
