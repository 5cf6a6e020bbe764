// Lint: type-aware TypeScript rules plus the process boundaries (docs/architecture.md,
// "Boundaries").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const spreadMessage = 'A spread into arguments overflows the stack past about 125,000 elements, and lists from a provider get that long: loop, or reduce.';
const spreadArguments = [
  { selector: 'CallExpression[callee.property.name=/^(push|unshift)$/] > SpreadElement', message: spreadMessage },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(max|min)$/] > SpreadElement", message: spreadMessage },
];
/**
 * One zone per view: renderer/views/X/ and its entry renderer/views/X-view.tsx import nothing of
 * another view (its folder or its entry). What two views share is a component (renderer/components/),
 * a feed's store or keys (renderer/feeds/), a query, or a link between views (renderer/navigation/).
 * Read from the folder, so a new view is fenced in as it lands.
 */
const viewZones = readdirSync(new URL('./renderer/views/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: [`./renderer/views/${name}`, `./renderer/views/${name}-view.tsx`],
    from: './renderer/views',
    except: [`./${name}`, `./${name}-view.tsx`],
    message: `A view imports no other view: what ${name} shares with another goes to renderer/components/, renderer/feeds/ or renderer/navigation/.`,
  }));
const electronOnlyInAdapters = {
  name: 'electron',
  message: "Only electron/adapters/, electron/main.ts and electron/preload.ts import 'electron'.",
};

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'artifacts/**', 'test-results/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Regular expressions: the plugin's recommended set whole (it refuses super-linear backtracking),
  // plus, in the programs' sources, super-linear moves, which it leaves out: an unanchored search
  // whose every start position scans to the end (`/\/+$/` over a megabyte of slashes) is quadratic
  // with no backtracking at all. Tests and e2e specs match their own short outputs, never hostile
  // text, so that one rule stops at them.
  regexpPlugin.configs['flat/recommended'],
  { files: ['electron/**', 'cli/**', 'shared/**', 'demo-broker/**', 'renderer/**'], rules: { 'regexp/no-super-linear-move': 'error' } },
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Off: it skips `import type`, and a type-only circle still ties two modules together.
      // test/lint/import-circles.test.ts reads the whole import graph, type imports included.
      'import-x/no-cycle': 'off',
      'no-restricted-imports': ['error', { paths: [{ ...electronOnlyInAdapters, allowTypeImports: true }] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./electron', './cli', './demo-broker', './renderer', './e2e', './test'],
              message: 'shared/ imports nothing process-specific.',
            },
            {
              target: './renderer',
              from: ['./electron', './cli', './demo-broker', './e2e', './test'],
              message: 'The renderer reaches main only through window.strikeboard.',
            },
            {
              target: './electron/backend',
              from: ['./electron/adapters', './electron/main.ts', './electron/preload.ts', './cli', './demo-broker'],
              message: 'The backend never knows the Electron adapters, the command line or the demo broker.',
            },
            {
              target: './demo-broker',
              from: ['./electron', './cli', './renderer'],
              message: 'The demo broker is a program of its own: it shares no code with the client (only shared/spec-constants).',
            },
            {
              target: './demo-broker',
              from: './shared',
              except: ['./spec-constants.ts'],
              message: "The demo broker takes only the spec-level constants from shared/: a verifier that shares the client's code proves nothing.",
            },
            {
              target: './cli',
              from: ['./electron/adapters', './electron/main.ts', './electron/preload.ts', './renderer'],
              message: 'The command line runs on the backend and shared/: never the Electron adapters or the renderer.',
            },
            { target: './electron', from: ['./cli'], message: 'The app never imports the command line.' },
            {
              target: './electron/backend/broker/common',
              from: ['./electron/backend/broker/legacy', './electron/backend/broker/v1'],
              message: 'broker/common/ is what both API generations share: it imports neither generation.',
            },
            {
              target: './electron/backend/broker/legacy',
              from: './electron/backend/broker/v1',
              message: 'Neither API generation imports the other: what both need is in broker/common/.',
            },
            {
              target: './electron/backend/broker/v1',
              from: './electron/backend/broker/legacy',
              message: 'Neither API generation imports the other: what both need is in broker/common/.',
            },
            { target: './electron', from: ['./renderer'], message: 'Nothing imports the renderer.' },
            ...viewZones,
            {
              target: './renderer/queries',
              from: './renderer/views',
              message: 'Where pushes land knows no view: what it needs of a feed is in renderer/feeds/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/adapters/**', 'electron/main.ts', 'electron/preload.ts', 'test/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['renderer/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [electronOnlyInAdapters, ...nodeBuiltins.map((name) => ({ name, message: 'The renderer has no Node.' }))] }],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            electronOnlyInAdapters,
            { name: 'react', message: 'shared/ imports nothing process-specific.' },
            { name: 'react-dom', message: 'shared/ imports nothing process-specific.' },
            ...nodeBuiltins.map((name) => ({ name, message: 'shared/ imports nothing process-specific.' })),
          ],
        },
      ],
    },
  },
  {
    // Raw IPC only inside the two wrappers; no list spread into a call's arguments, where a
    // provider's list (300,000 quote messages, a group of 200,000 orders) overflows the stack.
    files: ['electron/**', 'cli/**', 'demo-broker/**', 'renderer/**', 'shared/**'],
    ignores: ['electron/adapters/ipc.ts', 'electron/preload.ts', 'electron/main.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Identifier[name='ipcMain']", message: 'Use the IPC wrapper (electron/adapters/ipc.ts).' },
        { selector: "Identifier[name='ipcRenderer']", message: 'Only the preload touches ipcRenderer.' },
        ...spreadArguments,
      ],
    },
  },
  {
    // The wrappers keep the spread rule (their own restricted syntax is the IPC they may touch).
    files: ['electron/adapters/ipc.ts', 'electron/preload.ts', 'electron/main.ts'],
    rules: { 'no-restricted-syntax': ['error', ...spreadArguments] },
  },
);
