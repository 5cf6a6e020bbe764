/**
 * The quota a command counts against: the machine's ledger (shared with the app and other runs,
 * in the app's data folder) and the hourly budgets from the app's settings file when it can be
 * read, else the support-reported defaults.
 */
import { join } from 'node:path';
import { DEFAULT_QUOTA_PER_HOUR, type QuotaModule } from '../../shared/domain/quota.ts';
import { ENVIRONMENT_IDS, userSettingsSchema, type EnvironmentId } from '../../shared/settings.ts';
import { ledgerPath, openQuotaLedger, type QuotaLedger } from '../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import { createQuotaMeter, type QuotaMeter } from '../../electron/backend/broker/quota/quota-meter.ts';
import { dataDir } from '../../electron/backend/data-dir.ts';
import { SETTINGS_FILE_MAX_BYTES } from '../../electron/backend/settings/settings-copies.ts';
import type { CliIo } from '../io/cli-io.ts';

/** The app's settings file in its data folder (electron-store, named 'settings' in main.ts). */
export const SETTINGS_FILE_NAME = 'settings.json';

/** What the app's settings say about the quota, as far as they can be read. */
export interface AppQuotaSettings {
  /** The app's data folder, or null when the environment does not say where home is. */
  folder: string | null;
  limits: Readonly<Record<QuotaModule, number>>;
  /** Whether the limits came from the app's settings or are the defaults. */
  limitsFrom: 'settings' | 'defaults';
  /** The environment the app shows, when its settings say. */
  environment: EnvironmentId | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the app's settings file (never fails: an unreadable or foreign file means the defaults; a refused one says so on stderr). */
export async function readAppQuotaSettings(io: CliIo): Promise<AppQuotaSettings> {
  const folder = dataDir(io.platform, io.env);
  const defaults: AppQuotaSettings = { folder, limits: DEFAULT_QUOTA_PER_HOUR, limitsFrom: 'defaults', environment: null };
  if (folder === null) return defaults;
  let text: string | null;
  try {
    // A plain file only (a named pipe there would block the command for good), within the app's cap.
    text = await io.readDataFile(join(folder, SETTINGS_FILE_NAME), SETTINGS_FILE_MAX_BYTES);
  } catch (error) {
    io.err(`note: the app's settings (${error instanceof Error ? error.message : String(error)}); the default budgets are used.`);
    return defaults;
  }
  if (text === null) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (!isRecord(raw)) return defaults;
  const environment =
    typeof raw['environment'] === 'string' && (ENVIRONMENT_IDS as readonly string[]).includes(raw['environment'])
      ? (raw['environment'] as EnvironmentId)
      : null;
  if (!isRecord(raw['quota'])) return { ...defaults, environment };
  return { folder, limits: userSettingsSchema.shape.quota.parse(raw['quota']), limitsFrom: 'settings', environment };
}

/**
 * The machine's ledger in `folder`, or null without one. What it cannot use (a link or a pipe in
 * its place, a full disk) is said once on stderr: the command goes on counting its own spending.
 */
export function openCliLedger(folder: string | null, io: CliIo): QuotaLedger | null {
  if (folder === null) return null;
  const onError = (what: string, error: unknown): void => io.err(`note: quota ledger (${what}): ${error instanceof Error ? error.message : String(error)}`);
  return openQuotaLedger({ path: ledgerPath(folder), clock: io.clock, onError });
}

/** The meter of a command in `environment`: shared through the ledger when there is one. */
export function cliQuotaMeter(settings: AppQuotaSettings, environment: string, io: CliIo): QuotaMeter {
  const ledger = openCliLedger(settings.folder, io);
  return createQuotaMeter({ clock: io.clock, limits: () => settings.limits, ...(ledger === null ? {} : { ledger: { ledger, environment } }) });
}
