/**
 * The unit suite runs most files in shared workers (vitest.config.ts): a file that changes what
 * its process shares must be in the config's ISOLATED list, or it would leak into whichever file
 * the same worker runs next, and a test would pass or fail by the order files happen to run in.
 * This finds such files by what they call, so a new one cannot be forgotten.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED } from '../../vitest.config.ts';

const root = join(import.meta.dirname, '..', '..');

/**
 * What changes a process for the files after it (module mocks, globals, timers, environment,
 * working folder), and timing in the process itself: a 100,000-nonce flood timed against a
 * 10,000 one paid for collecting the heap other files had left (ratio 44 where alone it is 10).
 */
const SHARED_STATE = [
  /\bvi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|setSystemTime|resetModules|hoisted)\b/,
  /\bprocess\.env(?:\.\w+|\[[^\]\n]+\])\s*=(?!=)/,
  /\bdelete\s+process\.env\b/,
  /\bprocess\.(?:chdir|umask|exitCode\s*=(?!=))/,
  /\bObject\.defineProperty\(\s*(?:process|globalThis)\b/,
  /\bglobalThis\.\w+\s*=(?!=)/,
  /\bprocess\.cpuUsage\(|\bperformance\.now\(/,
];

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : files(path);
    return entry.name.endsWith('.ts') ? [relative(root, path).split('\\').join('/')] : [];
  });

/** The two forms the list uses: a folder's tests (`dir/**\/*.test.ts`) or one file. */
const listed = (file: string): boolean =>
  ISOLATED.some((pattern) => (pattern.endsWith('/**/*.test.ts') ? file.startsWith(pattern.slice(0, -'**/*.test.ts'.length)) : file === pattern));

const all = files(join(root, 'test'));
const tests = all.filter((file) => file.endsWith('.test.ts'));
const changesShared = (file: string): boolean => {
  const text = readFileSync(join(root, file), 'utf8');
  return SHARED_STATE.some((pattern) => pattern.test(text));
};

/** Test files that import a helper (by its file name) which itself changes shared state. */
const importers = (helper: string): string[] => {
  const name = helper.slice(helper.lastIndexOf('/') + 1, -'.ts'.length);
  return tests.filter((file) => readFileSync(join(root, file), 'utf8').includes(`/${name}.ts'`));
};

describe('the unit suite shares workers only among files that leave them as they found them', () => {
  it('lists its isolated files in the two forms this check reads, each naming something that exists', () => {
    for (const pattern of ISOLATED) {
      expect(pattern.endsWith('/**/*.test.ts') || !pattern.includes('*'), pattern).toBe(true);
      expect(
        tests.some((file) => listed(file) && (file === pattern || pattern.includes('*'))),
        pattern,
      ).toBe(true);
    }
  });

  it('isolates every test file that changes module mocks, globals, timers, the environment or the working folder, or times itself', () => {
    const direct = tests.filter(changesShared);
    const throughHelpers = all.filter((file) => !file.endsWith('.test.ts') && changesShared(file)).flatMap(importers);
    expect(direct.length).toBeGreaterThan(3); // the check finds what it looks for
    expect([...new Set([...direct, ...throughHelpers])].filter((file) => !listed(file))).toEqual([]);
  });
});
