/** When an on-demand build is due: missing output, or a source written after the output. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBecause } from '../../scripts/build-freshness.js';

let dir = '';
/** Writes a file with a fixed modification time (seconds), so no assertion depends on the clock. */
const file = (path: string, mtime: number) => {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, mtime, mtime);
  return full;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'freshness-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('staleBecause', () => {
  it('asks for a build when the output is missing', () => {
    file('src/a.ts', 1_000);
    expect(staleBecause(join(dir, 'dist/out.js'), [join(dir, 'src')])).toMatch(/out\.js is not built yet$/);
  });

  it('is satisfied when the output is newer than every source, however deep', () => {
    file('src/a.ts', 1_000);
    file('src/deep/er/b.ts', 2_000);
    file('shared/c.ts', 1_500);
    const out = file('dist/out.js', 3_000);
    expect(staleBecause(out, [join(dir, 'src'), join(dir, 'shared')])).toBeNull();
  });

  it('names the source that changed after the build, in any of the folders', () => {
    file('src/a.ts', 1_000);
    const changed = file('shared/deep/c.ts', 4_000);
    const out = file('dist/out.js', 3_000);
    expect(staleBecause(out, [join(dir, 'src'), join(dir, 'shared')])).toBe(`${changed} changed since the last build`);
  });

  it('takes single files as sources too', () => {
    const config = file('vite.config.ts', 5_000);
    const out = file('dist/out.js', 3_000);
    expect(staleBecause(out, [config])).toBe(`${config} changed since the last build`);
    file('dist/out.js', 6_000);
    expect(staleBecause(out, [config])).toBeNull();
  });

  it('treats a missing source folder as having nothing newer', () => {
    const out = file('dist/out.js', 3_000);
    expect(staleBecause(out, [join(dir, 'nowhere')])).toBeNull();
  });
});
