/**
 * Opening the settings file whatever state it is in. A file that is not a settings document (a
 * stray comma, a truncation, a list) is kept beside it and the last good copy this version wrote
 * is put in its place (without one, nothing: the defaults), the report naming what broke, with
 * line and column. One that is refused unread (a symbolic link, never followed nor written
 * through; a named pipe, which would block the start; a file larger than any settings file) is
 * moved aside as it is, and the last good copy put in its place the same way. A file the library
 * cannot open even so is kept aside and started afresh; when nothing can be written there, the
 * settings live in memory for this run.
 */
import { existsSync, rmSync } from 'node:fs';
import type { Clock, KeyValueFile, Logger } from '../services.ts';
import { createPrivateFileIfMissing } from './private-file.ts';
import { copyPath, inspectSettingsFile, keepCopy, moveAside, readLastGood, writeDocument } from './settings-copies.ts';

export interface SettingsFileOptions {
  path: string;
  /** Opens the library's store on the file; may throw. */
  open: () => KeyValueFile;
  clock: Clock;
  logger: Logger;
  /** Tells the person what was repaired and where the original was kept. */
  report: (reason: string, backupPath: string) => void;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The opened store, and whether it is the file (false: memory only). */
export function openSettingsFile({ path, open, clock, logger, report }: SettingsFileOptions): { file: KeyValueFile; persistent: boolean } {
  // The store writes atomically and keeps the mode it finds: a file that starts private stays so.
  // An empty JSON object is what it reads as "no settings yet" (an empty file is not JSON).
  const openPrivately = (): KeyValueFile => {
    createPrivateFileIfMissing(path, '{}');
    return open();
  };

  /**
   * A file that is not a settings document, `problem` saying why: kept beside (copied, or moved when
   * it was refused unread), and the last good copy (or nothing) in its place.
   */
  function restore(problem: string, refused: boolean): void {
    const backupPath = copyPath(path, clock.now(), 'bak');
    if (refused) moveAside(path, backupPath);
    else keepCopy(path, backupPath);
    const said = refused ? `The settings file was not read (${problem}); it was moved aside as it was` : `The settings file could not be read (${problem})`;
    const last = readLastGood(path);
    if (last.document === null) {
      if (!refused) rmSync(path);
      const none = last.refused === null ? 'no earlier good copy was kept' : `the last good copy was not read either (${last.refused})`;
      report(`${said}; ${none}, so Strikeboard started from the defaults.`, backupPath);
      return;
    }
    writeDocument(path, last.document);
    report(
      `${said}; Strikeboard started from the last good copy of your settings. Fix the kept file and put it back while Strikeboard is closed, or change the settings here.`,
      backupPath,
    );
  }

  try {
    const found = inspectSettingsFile(path);
    if (found.kind === 'broken') restore(found.problem, false);
    if (found.kind === 'refused') restore(`it is ${found.what}`, true);
    return { file: openPrivately(), persistent: true };
  } catch (error) {
    try {
      if (existsSync(path)) {
        const backupPath = copyPath(path, clock.now(), 'bak');
        keepCopy(path, backupPath);
        report(`The settings file could not be read (${messageOf(error)}); Strikeboard started from the defaults.`, backupPath);
        rmSync(path);
      }
      return { file: openPrivately(), persistent: true };
    } catch (again) {
      logger.error('settings: cannot open the settings file; keeping settings in memory', { error: messageOf(again) });
      return { file: memoryFile(path), persistent: false };
    }
  }
}

/** Settings that last until the process ends. */
function memoryFile(path: string): KeyValueFile {
  let store: Record<string, unknown> = {};
  return {
    path,
    get store() {
      return store;
    },
    set store(value) {
      store = value;
    },
  };
}
