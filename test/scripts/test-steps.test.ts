/**
 * `npm test`'s steps (scripts/test-steps.js) and their runner (scripts/test.js): every type-check
 * project is checked, the steps run in the order docs/testing.md gives, and a single step takes
 * the person's arguments, which nothing else does.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testSteps, TSCONFIGS } from '../../scripts/test-steps.js';
import { launcherEnv } from '../helpers/fake-toolchain-node.ts';

const root = join(import.meta.dirname, '..', '..');

/** Every tsconfig*.json of the repository outside node_modules and build output. */
function tsconfigs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'release', 'test-results', 'artifacts', '.git'].includes(entry.name) ? [] : tsconfigs(join(dir, entry.name));
    return /^tsconfig(?:\.[a-z]+)?\.json$/.test(entry.name) && entry.name !== 'tsconfig.base.json' ? [relative(root, join(dir, entry.name))] : [];
  });
}

/** Runs `node scripts/test.js ...args` as the npm scripts do. */
const runTests = (args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts', 'test.js'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: launcherEnv(join(root, 'test-results', 'no-tools')),
  });

describe('npm test’s steps', () => {
  it('type-check every TypeScript project of the repository', () => {
    expect([...TSCONFIGS].sort()).toEqual(tsconfigs(root).sort());
  });

  it('run in the order docs/testing.md gives: checks, unit and integration tests, e2e, audit, packaging', () => {
    expect(testSteps('linux').map((step) => step.name)).toEqual(['typecheck', 'lint', 'unit', 'e2e', 'audit', 'package']);
    const guide = readFileSync(join(root, 'docs', 'testing.md'), 'utf8');
    const order = ['type checks and lint', 'unit and integration', 'browser end-to-end tests', 'Electron security audit', 'packaging check'].map((words) =>
      guide.indexOf(words),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
  });

  it('start the keychain tests with a private Secret Service, except on Windows (no bash)', () => {
    const unit = (platform: string) => testSteps(platform).find((step) => step.name === 'unit')?.jobs[0];
    expect(unit('linux')).toMatchObject({
      command: 'bash',
      args: [join(root, 'scripts', 'with-secret-service.sh'), process.execPath, expect.stringMatching(/vitest\.mjs$/), 'run'],
    });
    expect(unit('win32')).toEqual({ label: 'vitest run', args: [expect.stringMatching(/vitest\.mjs$/), 'run'] });
  });

  it('lint with ESLint, the format check and the dead-code check; the last two read the whole tree and take no arguments', () => {
    const lint = testSteps('linux').find((step) => step.name === 'lint');
    expect(lint?.jobs.map((job) => job.label)).toEqual(['eslint', 'prettier', 'knip']);
    expect(lint?.jobs.find((job) => job.label === 'prettier')).toEqual({
      label: 'prettier',
      args: [expect.stringMatching(/prettier\.cjs$/), '--check', '--log-level', 'warn', '.'],
      wholeTree: true,
    });
    expect(lint?.jobs.find((job) => job.label === 'knip')).toEqual({
      label: 'knip',
      args: [expect.stringMatching(/knip\.js$/), '--no-progress'],
      wholeTree: true,
    });
  });

  it('are each one script of package.json', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['test']).toBe('node scripts/test.js');
    expect(scripts['typecheck']).toBe('node scripts/test.js typecheck');
    expect(scripts['lint']).toBe('node scripts/test.js lint');
    expect(scripts['test:unit']).toBe('node scripts/test.js unit');
    expect(scripts['test:e2e']).toBe('node scripts/test.js e2e');
    expect(scripts['audit:electron']).toBe('node scripts/test.js audit');
    expect(scripts['package:check']).toBe('node scripts/test.js package');
  });
});

describe('scripts/test.js', () => {
  it('passes the arguments after a step’s name to that step’s command (lint: ESLint alone), and prints its time', () => {
    const result = runTests(['lint', '--version']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\n== lint\nv\d+\.\d+\.\d+\n\ntest: passed in \d+ s \(lint \d+ s\)\.\n$/);
  }, 120_000);

  it.each([
    ['a step of several commands', ['typecheck', '--version']],
    ['no step named', ['--version']],
  ])(
    'refuses arguments for %s, naming the steps, and runs nothing',
    (_case, args) => {
      const result = runTests(args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`test: arguments (--version) go to one step with one command: name it first (typecheck, lint, unit, e2e, audit, package).\n`);
    },
    60_000,
  );
});
