/**
 * `npm install` runs no dependency's install script and ends without npm's notice of scripts it
 * skipped: every package the lockfile marks as having one is decided in package.json's
 * `allowScripts` (CONTRIBUTING.md, "Build and run"). A new dependency with an install script fails
 * here until it is reviewed and added there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('install scripts', () => {
  const lock = readJson('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
  const manifest = readJson('package.json') as { allowScripts?: Record<string, boolean> };

  it('every dependency with an install script is decided in allowScripts, and none is allowed', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const decided = manifest.allowScripts ?? {};
    expect(withScripts.filter((name) => !Object.hasOwn(decided, name))).toEqual([]);
    expect(Object.entries(decided).filter(([, allowed]) => allowed !== false)).toEqual([]);
  });

  it('allowScripts names only packages that are installed', () => {
    const installed = new Set(Object.keys(lock.packages).map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)));
    expect(Object.keys(manifest.allowScripts ?? {}).filter((name) => !installed.has(name))).toEqual([]);
  });
});
