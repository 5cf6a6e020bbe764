/**
 * The settings file's companions: a diagnosis of a file that is not a settings document (where
 * the JSON breaks, by line and column), the last good copy this version wrote beside it (what a
 * start goes back to when the file is broken), and private copies kept beside it under a name
 * that says why and when.
 */
import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PRIVATE_FILE_MODE, writePrivateCopy } from './private-file.ts';

/** The last document this version wrote, beside the file. */
export const lastGoodPath = (path: string): string => `${path}.last-good`;

/** A copy's name beside `path`: the moment (file-name safe) and what it is (`bak`, `before-migration.bak`). */
export const copyPath = (path: string, at: number, kind: string): string => `${path}.${new Date(at).toISOString().replace(/[:.]/g, '-')}.${kind}`;

/** Keeps a private copy of `path` at `to`. */
export const keepCopy = (path: string, to: string): void => writePrivateCopy(path, to);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Line and column (from 1) of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lastBreak = before.lastIndexOf('\n');
  let line = 1;
  for (let at = before.indexOf('\n'); at >= 0; at = before.indexOf('\n', at + 1)) line += 1;
  return { line, column: before.length - lastBreak };
}

/** What JSON.parse said, without the offset it named (given as line and column instead). */
function parseProblem(text: string, error: unknown): string {
  const said = error instanceof Error ? error.message : String(error);
  // V8 names the offset ("... in JSON at position 42 (line 3 column 5)"); the end of the text otherwise.
  const position = /at position (\d{1,10})/.exec(said);
  const { line, column } = lineAndColumn(text, position === null ? text.length : Number(position[1]));
  const cut = said.indexOf(' in JSON');
  const what = (cut > 0 ? said.slice(0, cut) : said).slice(0, 160);
  return `${what}, at line ${line}, column ${column}`;
}

/** What the settings file holds: nothing, a settings document, or something else (and what is wrong). */
export type SettingsFileContents = { kind: 'missing' } | { kind: 'document'; document: Record<string, unknown> } | { kind: 'broken'; problem: string };

/** Reads the settings file as it is now, saying what is wrong with it when it is not a settings document (a JSON object). */
export function inspectSettingsFile(path: string): SettingsFileContents {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  if (text.trim() === '') return { kind: 'broken', problem: 'it is empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'broken', problem: `it is not valid JSON: ${parseProblem(text, error)}` };
  }
  if (isRecord(value)) return { kind: 'document', document: value };
  return { kind: 'broken', problem: `it holds ${Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`} where the settings object belongs` };
}

/** The last good document, or null when there is none that reads as one. */
export function readLastGood(path: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(readFileSync(lastGoodPath(path), 'utf8'));
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes `document` to `to`, private, whole or not at all (a temporary file renamed over it). */
export function writeDocument(to: string, document: Record<string, unknown>): void {
  const temporary = `${to}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(document, null, '\t')}\n`, { mode: PRIVATE_FILE_MODE });
  // A temporary file a stopped process left keeps its mode through the write: made private all the same.
  chmodSync(temporary, PRIVATE_FILE_MODE);
  renameSync(temporary, to);
}
