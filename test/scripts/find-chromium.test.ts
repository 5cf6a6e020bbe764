/**
 * The one Chromium lookup of the e2e harness, the preview, the UI benchmarks and `npm test`'s
 * prerequisite check: $STRIKEBOARD_CHROMIUM, else PATH, else where an installer puts it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locateChromium } from '../../scripts/find-chromium.js';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'find-chromium-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder holding empty files of the given names. */
const folderWith = (name: string, files: string[]): string => {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  for (const file of files) writeFileSync(join(folder, file), '');
  return folder;
};

describe('locateChromium', () => {
  it('takes $STRIKEBOARD_CHROMIUM as given, saying whether it is there', () => {
    const chrome = join(folderWith('opt', ['chrome']), 'chrome');
    expect(locateChromium({ STRIKEBOARD_CHROMIUM: chrome, PATH: folderWith('bin', ['chromium']) }, 'linux')).toEqual({
      path: chrome,
      explicit: true,
      exists: true,
    });
    expect(locateChromium({ STRIKEBOARD_CHROMIUM: join(dir, 'gone') }, 'linux')).toEqual({ path: join(dir, 'gone'), explicit: true, exists: false });
  });

  it('else the first chromium-like command on PATH, Debian’s name first, folders in PATH order', () => {
    const first = folderWith('first', ['google-chrome']);
    const second = folderWith('second', ['chromium']);
    expect(locateChromium({ PATH: [first, second].join(delimiter) }, 'linux')).toEqual({ path: join(second, 'chromium'), explicit: false, exists: true });
    expect(locateChromium({ PATH: first }, 'linux')).toEqual({ path: join(first, 'google-chrome'), explicit: false, exists: true });
  });

  it('passes over folders named like the browser', () => {
    expect(locateChromium({ PATH: join(folderWith('bin', []), '..') + delimiter + folderWith('x/chromium', []) }, 'linux')).toBeNull();
  });

  it('on Windows, finds Chrome where its installer puts it, and .exe files on PATH', () => {
    const programFiles = join(dir, 'Program Files');
    folderWith(join('Program Files', 'Google', 'Chrome', 'Application'), ['chrome.exe']);
    expect(locateChromium({ ProgramFiles: programFiles, Path: '' }, 'win32')?.path).toBe(join(programFiles, 'Google', 'Chrome', 'Application', 'chrome.exe'));
    const bin = folderWith('winbin', ['chromium.exe']);
    expect(locateChromium({ Path: bin }, 'win32')?.path).toBe(join(bin, 'chromium.exe'));
  });

  it('is null when there is none', () => {
    expect(locateChromium({ PATH: folderWith('empty', []) }, 'linux')).toBeNull();
  });
});
