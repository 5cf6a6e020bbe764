/**
 * Opening the settings file whatever state it is in. A file that is not a settings document (a
 * stray comma, a truncation, a list) is kept beside it and the last good copy this version wrote
 * is put in its place (without one, nothing: the defaults), the report naming what broke, with
 * line and column. A file the library cannot open even so is kept aside and started afresh; when
 * nothing can be written there, the settings live in memory for this run.
 */
import { existsSync, rmSync } from 'node:fs';
import type { Clock, KeyValueFile, Logger } from '../services.ts';
import { createPrivateFileIfMissing } from './private-file.ts';
import { copyPath, inspectSettingsFile, keepCopy, readLastGood, writeDocument } from './settings-copies.ts';

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

  /** A file that is not a settings document: kept beside, and the last good copy (or nothing) in its place. */
  function restore(problem: string): void {
    const backupPath = copyPath(path, clock.now(), 'bak');
    keepCopy(path, backupPath);
    const last = readLastGood(path);
    if (last === null) {
      rmSync(path);
      report(`The settings file could not be read (${problem}); no earlier good copy was kept, so Strikeboard started from the defaults.`, backupPath);
      return;
    }
    writeDocument(path, last);
    report(
      `The settings file could not be read (${problem}); Strikeboard started from the last good copy of your settings. Fix the kept file and put it back while Strikeboard is closed, or change the settings here.`,
      backupPath,
    );
  }

  try {
    const found = inspectSettingsFile(path);
    if (found.kind === 'broken') restore(found.problem);
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
