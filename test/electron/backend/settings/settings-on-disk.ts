/**
 * TEST-ONLY: a settings file in a fresh temporary folder, opened by the real store through conf
 * (the library electron-store is built on), as many times as a test wants: each `store()` is
 * another process's view of the same file.
 */
import Conf from 'conf';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KeyValueFile } from '../../../../electron/backend/services.ts';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';
import { recordingLogger } from '../../../helpers/silent-logger.ts';

export const SETTINGS_CLOCK = { now: () => Date.UTC(2026, 10, 22, 15, 0, 0), setTimeout: () => () => {} };

/** A folder with `settings.json` holding `contents` (none when undefined). */
export function settingsOnDisk(contents?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-settings-'));
  const path = join(dir, 'settings.json');
  if (contents !== undefined) writeFileSync(path, contents);
  const logger = recordingLogger();
  const open = (): KeyValueFile => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile;
  return {
    dir,
    path,
    logger,
    store: () => openSettingsStore({ path, open, clock: SETTINGS_CLOCK, logger }),
    text: () => readFileSync(path, 'utf8'),
    onDisk: () => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>,
    files: () => readdirSync(dir).sort(),
    backups: () => readdirSync(dir).filter((f) => f.endsWith('.bak')),
  };
}
