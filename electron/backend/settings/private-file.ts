/**
 * Files only their owner may read (mode 0600): the settings file and its backups say which
 * environments and hosts a person uses, which is nobody else's business on a shared machine.
 * On Windows, where these bits mean little, the calls are harmless.
 */
import * as fs from 'node:fs';
import { chmodSync, closeSync, existsSync, fchmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openToRead } from '../plain-file.ts';

/** Owner read and write, nothing for group and others. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `path` private, holding `initial`, when it does not exist yet, so the store that opens it
 * next writes into a file that was never readable by others (an atomic write keeps the mode it
 * finds).
 */
export function createPrivateFileIfMissing(path: string, initial: string): void {
  if (existsSync(path)) return;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, initial, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  } catch (error) {
    // Created in between by someone else: makePrivate() takes care of its mode.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Takes group and other bits off an existing plain file (one an earlier version created 0644);
 * throws a `NotAPlainFile` for a link (never followed: its target keeps its mode) or a pipe.
 */
export function makePrivate(path: string): void {
  const opened = openToRead(fs, path);
  if (opened === null) return;
  try {
    if ((opened.stat.mode & 0o777) !== PRIVATE_FILE_MODE) fchmodSync(opened.fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(opened.fd);
  }
}

/**
 * Copies the plain file `from` (a link or a pipe is refused, never followed) to a new file `to`
 * that is private from its creation on, whatever the mode of `from` (a copy would inherit it).
 */
export function writePrivateCopy(from: string, to: string): void {
  const opened = openToRead(fs, from);
  if (opened === null) throw Object.assign(new Error(`ENOENT: no such file, open '${from}'`), { code: 'ENOENT' });
  let bytes: Buffer;
  try {
    bytes = readFileSync(opened.fd);
  } finally {
    closeSync(opened.fd);
  }
  writeFileSync(to, bytes, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  // The umask may have taken bits off at creation; it can only have taken, never added.
  chmodSync(to, PRIVATE_FILE_MODE);
}
