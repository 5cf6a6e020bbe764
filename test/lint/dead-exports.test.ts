/**
 * The dead-code check of lint (knip, knip.config.ts) catches what it is there for and nothing
 * else. It runs on a copy of the tree (the repository's node_modules linked in) with a few
 * modules planted: an export nothing imports, an exported type nothing uses and a file nothing
 * reaches are reported; an export used only in its own file, one used only through `typeof` in a
 * type-only import (as the IPC contract uses the channel tables) and one imported by a test are
 * not. The tree itself must report nothing (the lint step runs the same check on it); here only
 * the planted files and the contract's are looked at, so a dead export elsewhere fails lint, not
 * this proof.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const SKIPPED = new Set(['node_modules', 'dist', 'release', 'test-results', 'artifacts', 'playwright-report', '.vite', '.git']);

const PLANTED: Record<string, string> = {
  'shared/knip-probe.ts': [
    '/** Probe. */',
    "export const PROBE_METHODS = { 'probe:get': true, 'probe:set': true } as const;",
    'export const IMPORTED_BY_A_TEST = 1;',
    'export const USED_IN_ITS_FILE = 2;',
    'export const PLANTED_UNUSED = USED_IN_ITS_FILE + 1;',
    'export interface PlantedUnusedShape {',
    '  value: number;',
    '}',
    '',
  ].join('\n'),
  'shared/knip-probe-contract.ts': [
    "import type { PROBE_METHODS } from './knip-probe.ts';",
    "/** The probe's channels, from the table's type alone. */",
    'export type ProbeMethod = keyof typeof PROBE_METHODS;',
    '',
  ].join('\n'),
  'shared/knip-probe-orphan.ts': 'export const NOBODY_IMPORTS_THIS_FILE = 1;\n',
  'test/knip-probe.test.ts': [
    "import { IMPORTED_BY_A_TEST } from '../shared/knip-probe.ts';",
    "import type { ProbeMethod } from '../shared/knip-probe-contract.ts';",
    "export const method: ProbeMethod = 'probe:get';",
    'export const imported = IMPORTED_BY_A_TEST;',
    '',
  ].join('\n'),
};

let copy = '';

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'strikeboard-knip-'));
  for (const entry of readdirSync(root)) {
    if (!SKIPPED.has(entry))
      cpSync(join(root, entry), join(copy, entry), { recursive: true, filter: (source) => !SKIPPED.has(source.split(/[\\/]/).pop() ?? '') });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(PLANTED)) writeFileSync(join(copy, path), text);
});

afterAll(() => {
  if (copy !== '') rmSync(copy, { recursive: true, force: true });
});

interface KnipIssue {
  file: string;
  [kind: string]: unknown;
}

describe('the dead-code check', () => {
  it('reports the planted dead export, type and file, and nothing of the contract or of what is used', () => {
    const run = spawnSync(process.execPath, [join(root, 'node_modules', 'knip', 'bin', 'knip.js'), '--no-progress', '--reporter', 'json'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const { issues } = JSON.parse(run.stdout) as { issues: KnipIssue[] };
    const found = issues.flatMap((issue) =>
      Object.entries(issue).flatMap(([kind, list]) => (Array.isArray(list) ? list.map((item: { name: string }) => `${kind} ${issue.file} ${item.name}`) : [])),
    );
    const looked = (line: string) => line.includes('knip-probe') || line.includes('shared/ipc/');
    expect(found.filter(looked).sort()).toEqual([
      'exports shared/knip-probe.ts PLANTED_UNUSED',
      'files shared/knip-probe-orphan.ts shared/knip-probe-orphan.ts',
      'types shared/knip-probe.ts PlantedUnusedShape',
    ]);
  }, 180_000);
});
