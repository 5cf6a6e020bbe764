/**
 * The settings file's companions: a diagnosis of a file that is not a settings document (where
 * the JSON breaks, by line and column), the last good copy this version wrote beside it (what a
 * start goes back to when the file is broken), and private copies kept beside it under a name
 * that says why and when.
 *
 * The file and its last good copy are read as plain files only (plain-file.ts): a symbolic link
 * there is never followed (its target neither read nor written through), a named pipe never
 * blocks a start, and a file larger than any settings file is not read at all. Such a file is
 * refused: moved aside whole, as found.
 */
import * as fs from 'node:fs';
import { closeSync, fchmodSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { NotAPlainFile, readPlainText } from '../plain-file.ts';
import { PRIVATE_FILE_MODE, writePrivateCopy } from './private-file.ts';

/**
 * The most a settings file may hold: this version writes a few KiB, and what it keeps for other
 * versions is capped far below this (settings-document.ts). A larger file is refused unread.
 */
export const SETTINGS_FILE_MAX_BYTES = 1024 * 1024;

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

/** How many bytes, for people. */
const sizeOf = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`);

/**
 * What a settings file holds: nothing, a settings document, something else (and what is wrong),
 * or something refused unread (a link, a pipe, a file too large: what it is).
 */
export type SettingsFileContents =
  { kind: 'missing' } | { kind: 'document'; document: Record<string, unknown> } | { kind: 'broken'; problem: string } | { kind: 'refused'; what: string };

/** Reads a settings file (or its last good copy) as it is now, saying what is wrong with it when it is not a settings document (a JSON object). */
export function inspectSettingsFile(path: string): SettingsFileContents {
  let read;
  try {
    read = readPlainText(fs, path, SETTINGS_FILE_MAX_BYTES);
  } catch (error) {
    if (error instanceof NotAPlainFile) return { kind: 'refused', what: error.found };
    throw error;
  }
  if (read.kind === 'missing') return read;
  if (read.kind === 'too large')
    return { kind: 'refused', what: `${sizeOf(read.size)}, more than a settings file may hold (${sizeOf(SETTINGS_FILE_MAX_BYTES)})` };
  const text = read.text;
  if (text.trim() === '') return { kind: 'broken', problem: 'it is empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'broken', problem: `it is not valid JSON: ${parseProblem(text, error)}` };
  }
  if (isRecord(value)) return { kind: 'document', document: value };
  return {
    kind: 'broken',
    problem: `it holds ${Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`} where the settings object belongs`,
  };
}

/** The last good document; else null, and why there is none when it was refused (a link, a pipe: never read). */
export function readLastGood(path: string): { document: Record<string, unknown> | null; refused: string | null } {
  try {
    const found = inspectSettingsFile(lastGoodPath(path));
    if (found.kind === 'document') return { document: found.document, refused: null };
    return { document: null, refused: found.kind === 'refused' ? found.what : null };
  } catch {
    return { document: null, refused: null };
  }
}

/** Moves the file at `path` (whatever it is: a link is moved, not followed) to `to`. */
export const moveAside = (path: string, to: string): void => renameSync(path, to);

/**
 * Writes `document` to `to`, private, whole or not at all: a new temporary file (never one found
 * there: a link or a pipe put at its name is neither followed nor waited on) renamed over it,
 * which replaces whatever `to` was, a link included, without touching what a link pointed at.
 */
export function writeDocument(to: string, document: Record<string, unknown>): void {
  const temporary = `${to}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
  const fd = openSync(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    try {
      writeFileSync(fd, `${JSON.stringify(document, null, '\t')}\n`);
      // The umask may have taken bits off at creation; it can only have taken, never added.
      fchmodSync(fd, PRIVATE_FILE_MODE);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, to);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
