/**
 * The committed lock file agrees with package.json, so `npm install` in a fresh clone has nothing
 * to rewrite (it used to add the root `bin` entry) and a change to package.json without the
 * matching lock update fails the suite instead of dirtying every newcomer's checkout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Manifest = Record<string, unknown> & { name: string; version: string };
interface Lock {
  name: string;
  version: string;
  lockfileVersion: number;
  packages: Record<string, Record<string, unknown>>;
}

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lock;
const lockRoot = lock.packages[''] ?? {};

/** `bin` as npm records it: always a name → path map, without a leading `./`. */
function normalisedBin(bin: unknown, name: string): Record<string, string> | undefined {
  if (bin === undefined) return undefined;
  const entries = typeof bin === 'string' ? [[name.replace(/^@[^/]+\//, ''), bin] as const] : Object.entries(bin as Record<string, string>);
  return Object.fromEntries(entries.map(([command, path]) => [command, path.replace(/^\.\//, '')]));
}

/** The package.json fields npm copies into the lock's root entry (lockfile v2/v3). */
const COPIED_FIELDS = [
  'name',
  'version',
  'license',
  'engines',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'os',
  'cpu',
] as const;

describe('package-lock.json', () => {
  it('is a lockfile npm 9+ writes (v3), for this package', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(lock.name).toBe(manifest.name);
    expect(lock.version).toBe(manifest.version);
  });

  it.each(COPIED_FIELDS)('records the root package’s %s as package.json has it', (field) => {
    expect(lockRoot[field]).toEqual(manifest[field]);
  });

  it('records the root package’s bin as npm normalises it', () => {
    expect(lockRoot['bin']).toEqual(normalisedBin(manifest['bin'], manifest.name));
  });

  it('records the overrides where npm records them', () => {
    // npm keeps overrides out of the root entry today; if a version starts writing them, they must agree.
    if (lockRoot['overrides'] !== undefined) expect(lockRoot['overrides']).toEqual(manifest['overrides']);
    else expect(Object.keys(lockRoot)).not.toContain('overrides');
  });

  it('installs every pinned direct dependency at exactly the pinned version', () => {
    const direct = { ...(manifest['dependencies'] as Record<string, string>), ...(manifest['devDependencies'] as Record<string, string>) };
    const wrong = Object.entries(direct)
      .filter(([, spec]) => /^\d+\.\d+\.\d+$/.test(spec))
      .filter(([name, spec]) => lock.packages[`node_modules/${name}`]?.['version'] !== spec)
      .map(([name, spec]) => `${name}: package.json ${spec}, lock ${String(lock.packages[`node_modules/${name}`]?.['version'])}`);
    expect(wrong).toEqual([]);
  });
});
