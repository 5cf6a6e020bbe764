/**
 * The settings file's document and what this version makes of it, as pure functions. The document
 * is kept whole: keys this version does not know (written by a newer one, or by hand) stay in it,
 * at any depth; this version's values are written onto it leaf by leaf, and only the leaves that
 * changed, so a change made meanwhile by another process (the preview, a second app) to another
 * setting is never written over.
 *
 * What the document holds that this version does not use (unknown keys, and values of known keys
 * it cannot read, kept for the version that wrote them) is capped: `FOREIGN_BYTES_MAX` in all, as
 * JSON. Small keys of a newer version fit many times over; a part that would take the total past
 * the cap is dropped from the document (in document order, so the same file always keeps the same
 * parts) and named, for the store to keep a copy of the file and say so. Without the cap, a key of
 * 64 MB was read, parsed and written twice on every change.
 */
import { DEFAULT_USER_SETTINGS, userSettingsSchema, type UserSettings } from '../../../shared/settings.ts';
import { migrateSettings, SETTINGS_VERSION } from './migrations.ts';
import { listRepairs } from './repairs.ts';
import { DEFAULT_WINDOW_STATE, windowStateSchema, type WindowState } from './window-state.ts';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** A settings file read by this version. */
export interface ReadSettings {
  /** The file's document in this version's shape (migrated), unknown keys kept. */
  document: Json;
  values: UserSettings;
  window: WindowState;
  /** Settings whose stored value this version cannot use, as dotted paths. */
  repairs: string[];
  /** What the migration from an earlier version changed ("path: why"); empty when none ran. */
  migrated: string[];
  /** The version that wrote the file, when it is newer than this one (its values are never written over at start). */
  newerVersion: number | null;
  /** What was dropped from the document for the cap, as "dotted.path (size)"; empty when nothing was. */
  dropped: string[];
}

/** What a document may hold, as JSON, that this version does not use. */
export const FOREIGN_BYTES_MAX = 64 * 1024;

/** The version a document says wrote it (1: none said). */
export const versionOf = (document: Json): number => (typeof document['settingsVersion'] === 'number' ? document['settingsVersion'] : 1);

/** Reads a stored document (anything: a non-object is read as an empty one). */
export function readSettings(stored: unknown): ReadSettings {
  const raw = isRecord(stored) ? stored : {};
  const migration = migrateSettings(raw);
  const document = migration.document;
  const values = userSettingsSchema.catch(DEFAULT_USER_SETTINGS).parse(document);
  const window = windowStateSchema.catch(DEFAULT_WINDOW_STATE).parse(document['window'] ?? {});
  const version = versionOf(raw);
  const used: Json = { ...(values as unknown as Json), window: window as unknown as Json, settingsVersion: document['settingsVersion'] };
  const capped = capForeign(document, used);
  return {
    document: capped.document,
    values,
    window,
    repairs: listRepairs(document, values),
    migrated: migration.changes,
    newerVersion: version > SETTINGS_VERSION ? version : null,
    dropped: capped.dropped,
  };
}

/** Bytes for people. */
const sizeOf = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`);

/** `document` without the parts this version does not use (`used` is what it does) past the cap; the same object when nothing was dropped. */
function capForeign(document: Json, used: Json): { document: Json; dropped: string[] } {
  let left = FOREIGN_BYTES_MAX;
  const dropped: string[] = [];
  const walk = (stored: Json, known: Json, prefix: string): Json => {
    let next: Json | null = null;
    for (const [key, value] of Object.entries(stored)) {
      const counterpart = Object.hasOwn(known, key) ? known[key] : undefined;
      if (counterpart !== undefined) {
        if (isRecord(value) && isRecord(counterpart)) {
          const inner = walk(value, counterpart, `${prefix}${key}.`);
          if (inner !== value) (next ??= { ...stored })[key] = inner;
          continue;
        }
        if (same(value, counterpart)) continue;
      }
      const bytes = key.length + (JSON.stringify(value) ?? '').length;
      if (bytes <= left) {
        left -= bytes;
        continue;
      }
      next ??= { ...stored };
      delete next[key];
      dropped.push(`${prefix}${key} (${sizeOf(bytes)})`);
    }
    return next ?? stored;
  };
  return { document: walk(document, used, ''), dropped };
}

/** `document` with `value` written over it leaf by leaf (objects merged, everything else replaced); a new object. */
export function overlay(document: Json, value: Json): Json {
  const next: Json = { ...document };
  for (const [key, leaf] of Object.entries(value)) {
    const below = next[key];
    next[key] = isRecord(leaf) && isRecord(below) ? overlay(below, leaf) : leaf;
  }
  return next;
}

/**
 * `document` with what changed from `before` to `after` written onto it, and nothing else: a leaf
 * that differs is set, a key `after` no longer has is removed, objects are walked into. A new object.
 */
export function applyChanges(document: Json, before: Json, after: Json): Json {
  const next: Json = { ...document };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key];
    const now = after[key];
    if (isRecord(was) && isRecord(now)) {
      const below = next[key];
      const changed = applyChanges(isRecord(below) ? below : {}, was, now);
      // A section the file lacks is written only when something in it changed.
      if (isRecord(below) || Object.keys(changed).length > 0) next[key] = changed;
    } else if (!(key in after)) delete next[key];
    else if (!same(was, now)) next[key] = now;
  }
  return next;
}

/** The version to write: this one's, or the newer one that wrote the file (so it never migrates its own file again). */
export const withVersion = (document: Json): Json => ({ ...document, settingsVersion: Math.max(SETTINGS_VERSION, versionOf(document)) });

/** The document this version writes at start: its values (repaired, migrated) onto the file's document. */
export const settledDocument = (read: ReadSettings): Json =>
  withVersion(overlay(read.document, { ...(read.values as unknown as Json), window: read.window as unknown as Json }));
