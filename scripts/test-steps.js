// The steps of `npm test`, in order, as commands of this checkout's tools run on the current Node
// (scripts/test.js runs them). One table, so `npm test` and the single-step scripts
// (`npm run typecheck`, `lint`, `test:unit`, `test:e2e`, `audit:electron`, `package:check`)
// run the same commands. Types: test-steps.d.ts.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_MODES } from './build.js';
import { STRIP_TYPES } from './toolchain-node.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const tool = (...path) => join(ROOT, 'node_modules', ...path);
const typescript = (file) => [...STRIP_TYPES, join(ROOT, file)];

/** The type-check projects: the main process and tools, the renderer, shared/, the renderer's tests, the e2e suite. */
export const TSCONFIGS = ['tsconfig.json', 'tsconfig.renderer.json', 'tsconfig.shared.json', 'test/renderer/tsconfig.json', 'e2e/tsconfig.json'];

/**
 * Each step: `name` (the argument of scripts/test.js), `title` (for people), `jobs` (commands:
 * node arguments unless `command` says otherwise; `wholeTree` marks one that checks the whole tree
 * and takes no arguments, so a run narrowed by arguments leaves it out), `checks` (independent
 * jobs that run side by side and print their output when done, as type checks and lint can),
 * `builds` (what must be built first; `npm test` builds once for every step), `needs` (what the
 * machine must have: test-prerequisites.js).
 *
 * Lint is ESLint, the format check (Prettier, .prettierrc.json: `npx prettier --write <files>`
 * formats) and the dead-code check (knip.config.ts: files nothing reaches, dependencies nothing
 * uses, exports nothing imports). Arguments go to ESLint (`npm run lint -- --fix`), and such a run
 * leaves the format and dead-code checks out: they take none, and always read the whole tree.
 */
export function testSteps(platform = process.platform) {
  // The keychain tests need a private Secret Service (with-secret-service.sh starts one where it can; no bash on Windows).
  const vitest = [tool('vitest', 'vitest.mjs'), 'run'];
  const unit =
    platform === 'win32' ? { args: vitest } : { command: 'bash', args: [join(ROOT, 'scripts', 'with-secret-service.sh'), process.execPath, ...vitest] };
  return [
    {
      name: 'typecheck',
      title: 'type checks',
      checks: true,
      jobs: TSCONFIGS.map((project) => ({ label: `tsc -p ${project}`, args: [tool('typescript', 'bin', 'tsc'), '-p', project] })),
    },
    {
      name: 'lint',
      title: 'lint',
      checks: true,
      jobs: [
        { label: 'eslint', args: [tool('eslint', 'bin', 'eslint.js'), '--max-warnings', '0', '.'] },
        { label: 'prettier', args: [tool('prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.'], wholeTree: true },
        { label: 'knip', args: [tool('knip', 'bin', 'knip.js'), '--no-progress'], wholeTree: true },
      ],
    },
    { name: 'unit', title: 'unit and integration tests', builds: ['cli'], needs: ['chromium', 'secret-service'], jobs: [{ label: 'vitest run', ...unit }] },
    {
      name: 'e2e',
      title: 'browser end-to-end tests',
      builds: BUILD_MODES,
      needs: ['chromium'],
      jobs: [{ label: 'playwright test', args: [tool('@playwright', 'test', 'cli.js'), 'test', '-c', 'e2e'] }],
    },
    {
      name: 'audit',
      title: 'Electron security audit',
      builds: BUILD_MODES,
      jobs: [{ label: 'audit-electron', args: typescript('scripts/audit-electron.ts') }],
    },
    { name: 'package', title: 'packaging check', builds: BUILD_MODES, jobs: [{ label: 'check-package', args: typescript('scripts/check-package.ts') }] },
  ];
}
