import { existsSync, rmSync } from 'node:fs';
import { z } from 'zod';
import {
  DEFAULT_USER_SETTINGS,
  applySettingsPatch,
  userSettingsSchema,
} from '../../../shared/settings.ts';
import type { SettingsPatch, SettingsSnapshot, UserSettings } from '../../../shared/settings.ts';
import type { Clock, KeyValueFile, Logger } from '../services.ts';
import { createPrivateFileIfMissing, makePrivate, writePrivateCopy } from './private-file.ts';
import { migrateSettings, SETTINGS_VERSION } from './migrations.ts';
import { listRepairs } from './repairs.ts';

/** Where the main window was, kept for the next start (main-side only, never sent to the page). */
export const windowStateSchema = z.object({
  bounds: z
    .object({ x: z.number().int(), y: z.number().int(), width: z.number().int().min(200), height: z.number().int().min(150) })
    .nullable()
    .catch(null),
  maximized: z.boolean().catch(false),
});
export type WindowState = z.infer<typeof windowStateSchema>;
const DEFAULT_WINDOW_STATE: WindowState = { bounds: null, maximized: false };

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
}

/**
 * Opens the settings file and never fails: an unreadable file is copied aside and replaced by
 * defaults; invalid values are repaired one by one (the rest is kept) after a backup copy; if the
 * file cannot be written at all, settings live in memory for this run. Each case is reported in
 * the snapshot so the UI can tell the user where the copy is. A file an earlier version wrote is
 * migrated first (`migrations.ts`), after a private copy of it is kept beside it. The file and its
 * backups are created readable by their owner only (0600), and an older, looser file is tightened.
 */
export function openSettingsStore({ path, open, clock, logger }: OpenSettingsOptions): SettingsStore {
  let recovered: SettingsSnapshot['recovered'] = null;
  const backup = (reason: string): void => {
    const backupPath = `${path}.${new Date(clock.now()).toISOString().replace(/[:.]/g, '-')}.bak`;
    writePrivateCopy(path, backupPath);
    recovered = { reason, backupPath };
    logger.warn('settings: repaired', { reason, backupPath });
  };

  // The store writes atomically and keeps the mode it finds: a file that starts private stays so.
  // An empty JSON object is what it reads as "no settings yet" (an empty file is not JSON).
  const openPrivately = (): KeyValueFile => {
    createPrivateFileIfMissing(path, '{}');
    return open();
  };

  let file: KeyValueFile;
  try {
    file = openPrivately();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    try {
      if (existsSync(path)) {
        backup(`The settings file could not be read (${why}); Strikeboard started from the defaults.`);
        rmSync(path);
      }
      file = openPrivately();
    } catch (again) {
      logger.error('settings: cannot open the settings file; keeping settings in memory', {
        error: again instanceof Error ? again.message : String(again),
      });
      file = memoryFile(path);
      recovered = { reason: 'The settings file could not be opened; changes last until Strikeboard quits.', backupPath: '' };
    }
  }

  try {
    // A file an earlier version created is readable by others until now.
    makePrivate(path);
  } catch (error) {
    logger.warn('settings: cannot make the settings file private', { error: error instanceof Error ? error.message : String(error) });
  }

  const stored = isRecord(file.store) ? file.store : {};
  const migration = migrateSettings(stored);
  if (migration.changes.length > 0 && existsSync(path)) {
    try {
      // Not a repair: nothing is reported to the user, but the earlier version's file stays at hand.
      writePrivateCopy(path, `${path}.${new Date(clock.now()).toISOString().replace(/[:.]/g, '-')}.before-migration.bak`);
    } catch (error) {
      logger.warn('settings: cannot keep a copy of the settings before migrating them', { error: error instanceof Error ? error.message : String(error) });
    }
    logger.info('settings: migrated from an earlier version', { changes: migration.changes });
  }
  const raw = migration.document;
  let values: UserSettings = userSettingsSchema.catch(DEFAULT_USER_SETTINGS).parse(raw);
  let windowState: WindowState = windowStateSchema.catch(DEFAULT_WINDOW_STATE).parse(raw['window'] ?? {});
  const repairs = listRepairs(raw, values);
  if (repairs.length > 0 && existsSync(path)) {
    backup(`Some settings held values Strikeboard cannot use (${repairs.join(', ')}); they were reset to their defaults.`);
  }
  const write = (): void => {
    file.store = { ...values, window: windowState, settingsVersion: SETTINGS_VERSION };
  };
  write();

  return {
    snapshot: () => ({ values, recovered }),
    update(patch) {
      values = applySettingsPatch(values, patch);
      write();
      return { values, recovered };
    },
    windowState: () => windowState,
    saveWindowState(state) {
      windowState = windowStateSchema.parse(state);
      write();
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
