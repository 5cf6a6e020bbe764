import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { applySettingsPatch } from '../../../shared/settings.ts';
import type { SettingsPatch, SettingsSnapshot, UserSettings } from '../../../shared/settings.ts';
import type { Clock, KeyValueFile, Logger } from '../services.ts';
import { withFileLock, type LockOptions } from './file-lock.ts';
import { makePrivate } from './private-file.ts';
import { copyPath, inspectSettingsFile, keepCopy, lastGoodPath, moveAside, writeDocument } from './settings-copies.ts';
import { openSettingsFile } from './settings-file-open.ts';
import { applyChanges, FOREIGN_BYTES_MAX, readSettings, settledDocument, withVersion, type ReadSettings } from './settings-document.ts';
import { windowStateSchema, type WindowState } from './window-state.ts';

export type { WindowState } from './window-state.ts';

export interface SettingsStore {
  snapshot(): SettingsSnapshot;
  update(patch: SettingsPatch): SettingsSnapshot;
  windowState(): WindowState;
  saveWindowState(state: WindowState): void;
}

export interface OpenSettingsOptions {
  /** The settings file the store reads and writes. */
  path: string;
  /** Opens the store on that file (electron-store in the app, conf in tests); may throw on bad JSON. */
  open: () => KeyValueFile;
  clock: Clock;
  logger: Logger;
  /** How long a write waits for another process's (file-lock.ts; the default keeps the main process responsive). */
  lockWaitMs?: number;
  /** The lock's stale age (file-lock.ts; tests shorten it). */
  lockStaleMs?: number;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Opens the settings file and never fails. A file that is not a settings document (a stray comma,
 * a truncation) is kept beside it and the last good copy this version wrote (`.last-good`) is
 * started from, the report naming the line and column where the JSON broke; without one, the
 * defaults. Invalid values are repaired one by one (the rest is kept) after a backup copy; if the
 * file cannot be written at all, settings live in memory for this run. Each case is reported in
 * the snapshot so the UI can tell the user where the copy is. A file an earlier version wrote is
 * migrated first (`migrations.ts`), after a private copy of it is kept beside it; one a newer
 * version wrote keeps what this version does not know (settings-document.ts) and is not written
 * at start. Every write is a read of the file as it is now, this process's change written onto it
 * and nothing else, under a lock that holds across processes (file-lock.ts): two processes on one
 * file (the app and the preview, the preview twice) never write over each other's changes. The
 * file and its copies are readable by their owner only (0600), and an older, looser file is tightened.
 * A link, a named pipe or a file larger than any settings file in the file's place is never
 * followed or read: moved aside, at start or before the next write, and said like a broken file;
 * what the file holds for other versions is capped (settings-document.ts), what is dropped kept in
 * a copy and said.
 */
export function openSettingsStore({ path, open, clock, logger, lockWaitMs, lockStaleMs }: OpenSettingsOptions): SettingsStore {
  let recovered: SettingsSnapshot['recovered'] = null;
  let persistent = true;
  const report = (reason: string, backupPath: string): void => {
    recovered = { reason, backupPath };
    logger.warn('settings: repaired', { reason, backupPath });
  };
  // Settings kept in memory have no file to share.
  const lockOptions: LockOptions = {
    onUnlocked: (why) => logger.warn('settings: writing without the lock', { why }),
    onTakenOver: (why) => logger.warn('settings: took over a stale lock', { why }),
    ...(lockWaitMs === undefined ? {} : { waitMs: lockWaitMs }),
    ...(lockStaleMs === undefined ? {} : { staleMs: lockStaleMs }),
  };
  const locked = <T>(work: () => T): T => (persistent ? withFileLock(`${path}.lock`, work, lockOptions) : work());

  /** Writes the document, and keeps it as the last good copy. */
  function write(file: KeyValueFile, document: Record<string, unknown>): void {
    file.store = document;
    if (!persistent) return;
    try {
      writeDocument(lastGoodPath(path), document);
    } catch (error) {
      logger.warn('settings: cannot keep the last good copy', { error: messageOf(error) });
    }
  }

  /** Keeps a private copy of the file as it is now (`kind` names why), and says where; '' when none could be kept (said in the log). */
  function keepBackup(kind = 'bak'): string {
    const backupPath = copyPath(path, clock.now(), kind);
    try {
      keepCopy(path, backupPath);
      return backupPath;
    } catch (error) {
      logger.warn('settings: cannot keep a copy of the settings file', { backupPath, error: messageOf(error) });
      return '';
    }
  }

  /** What was dropped from the file for the cap on what this version keeps for others, in words. */
  const droppedSentence = (read: ReadSettings): string =>
    `Some settings this version does not use were too large to keep (${read.dropped.join(', ')}; ${FOREIGN_BYTES_MAX / 1024} KiB is kept for other versions in all): they were dropped from the file and kept in the copy.`;

  /** Tells what a start found: a migration, values to repair, a newer version's file, parts too large to keep. */
  function sayWhatWasFound(read: ReadSettings): void {
    if (read.migrated.length > 0 && existsSync(path)) {
      // Not a repair: nothing is reported to the user, but the earlier version's file stays at hand.
      keepBackup('before-migration.bak');
      logger.info('settings: migrated from an earlier version', { changes: read.migrated });
    }
    const said: string[] = [];
    // A newer version's file is kept once per version, and that copy is the one named.
    let copy: string | null = null;
    if (read.newerVersion !== null) {
      copy = `${path}.version-${read.newerVersion}.bak`;
      try {
        if (!existsSync(copy)) keepCopy(path, copy);
      } catch (error) {
        logger.warn("settings: cannot keep a copy of a newer version's settings", { error: messageOf(error) });
      }
      if (read.repairs.length > 0) {
        said.push(
          `These settings were written by a newer Strikeboard (settings version ${read.newerVersion}). This version cannot use some of them (${read.repairs.join(', ')}): it shows their defaults and leaves them in the file as they are.`,
        );
      }
    } else if (read.repairs.length > 0) {
      said.push(`Some settings held values Strikeboard cannot use (${read.repairs.join(', ')}); they were reset to their defaults.`);
    }
    if (read.dropped.length > 0) said.push(droppedSentence(read));
    // What is dropped is kept in a copy made now (the version's copy may be older than the part dropped).
    if (said.length > 0 && existsSync(path)) report(said.join(' '), read.dropped.length > 0 || copy === null ? keepBackup() : copy);
  }

  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch (error) {
    logger.warn('settings: cannot make the settings folder', { error: messageOf(error) });
  }
  // One hold of the lock from the first look at the file to the first write: nothing comes in between.
  const { file, read: first } = locked(() => {
    const opened = openSettingsFile({ path, open, clock, logger, report });
    if (!opened.persistent) {
      persistent = false;
      recovered = { reason: 'The settings file could not be opened; changes last until Strikeboard quits.', backupPath: '' };
    }
    try {
      // A file an earlier version created is readable by others until now.
      if (persistent) makePrivate(path);
    } catch (error) {
      logger.warn('settings: cannot make the settings file private', { error: messageOf(error) });
    }
    const read = readSettings(opened.file.store);
    sayWhatWasFound(read);
    // A newer version's file is written only when the user changes something, and then only that (or what was dropped from it).
    if (read.newerVersion === null) write(opened.file, settledDocument(read));
    else if (read.dropped.length > 0) write(opened.file, read.document);
    return { file: opened.file, read };
  });
  let current = first;
  let values: UserSettings = current.values;
  let windowState: WindowState = current.window;

  /**
   * The file as it is now (read here, once: it is the file the library writes); what was last read
   * or written when it is gone or cannot be read (a hand edit under way), the broken text kept.
   */
  function fresh(): ReadSettings {
    if (!persistent) return readSettings(file.store);
    try {
      const found = inspectSettingsFile(path);
      if (found.kind === 'document') {
        const read = readSettings(found.document);
        if (read.dropped.length > 0) report(droppedSentence(read), keepBackup());
        return read;
      }
      if (found.kind === 'broken') {
        report(`The settings file could not be read (${found.problem}); it was written again from the settings in use.`, keepBackup());
      }
      if (found.kind === 'refused') {
        // A link is moved, never followed: what it pointed at is left as it was.
        const backupPath = copyPath(path, clock.now(), 'bak');
        moveAside(path, backupPath);
        report(`The settings file was not read (it is ${found.what}); it was moved aside as it was, and written again from the settings in use.`, backupPath);
      }
    } catch (error) {
      logger.warn('settings: cannot read the settings file; writing onto the settings in use', { error: messageOf(error) });
    }
    return current;
  }

  return {
    snapshot: () => ({ values, recovered }),
    update(patch) {
      locked(() => {
        const disk = fresh();
        values = applySettingsPatch(disk.values, patch);
        const document = withVersion(
          applyChanges(disk.document, disk.values as unknown as Record<string, unknown>, values as unknown as Record<string, unknown>),
        );
        write(file, document);
        current = { ...disk, document, values };
      });
      return { values, recovered };
    },
    windowState: () => windowState,
    saveWindowState(state) {
      const next = windowStateSchema.parse(state);
      locked(() => {
        const disk = fresh();
        const document = withVersion({ ...disk.document, window: next });
        write(file, document);
        current = { ...disk, document, window: next };
      });
      windowState = next;
    },
  };
}
