import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The process boundaries (docs/architecture.md, "Boundaries"), as the lint configuration enforces them. */
const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..') });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint keeps the processes apart', () => {
  it.each([
    ['the renderer importing Node', 'renderer/x.tsx', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n"],
    ['the renderer importing a bare Node builtin', 'renderer/x.tsx', "import path from 'path';\nexport const a = path;\n"],
    ['the renderer importing electron', 'renderer/x.tsx', "import { ipcRenderer } from 'electron';\nexport const a = ipcRenderer;\n"],
    ['shared/ importing Node', 'shared/x.ts', "import { EventEmitter } from 'node:events';\nexport const a = EventEmitter;\n"],
    ['shared/ importing React', 'shared/x.ts', "import { useState } from 'react';\nexport const a = useState;\n"],
    ['the backend importing electron', 'electron/backend/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    [
      'the backend importing an adapter',
      'electron/backend/x.ts',
      "import { createMainWindow } from '../adapters/main-window.ts';\nexport const a = createMainWindow;\n",
    ],
    [
      'the demo broker importing the backend',
      'demo-broker/x.ts',
      "import { createBackend } from '../electron/backend/create-backend.ts';\nexport const a = createBackend;\n",
    ],
    ['the demo broker importing the command line', 'demo-broker/x.ts', "import { runCli } from '../cli/run-cli.ts';\nexport const a = runCli;\n"],
    ['the demo broker importing electron', 'demo-broker/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    [
      'the command line importing an adapter',
      'cli/x.ts',
      "import { createMainWindow } from '../electron/adapters/main-window.ts';\nexport const a = createMainWindow;\n",
    ],
    ['the command line importing the renderer', 'cli/x.ts', "import { App } from '../renderer/app.tsx';\nexport const a = App;\n"],
    ['the command line importing electron', 'cli/x.ts', "import { shell } from 'electron';\nexport const a = shell;\n"],
    ['the backend importing the command line', 'electron/backend/x.ts', "import { runCli } from '../../cli/run-cli.ts';\nexport const a = runCli;\n"],
    [
      'the backend importing the demo broker',
      'electron/backend/x.ts',
      "import { startDemoBroker } from '../../demo-broker/index.ts';\nexport const a = startDemoBroker;\n",
    ],
    ['the main process importing the command line', 'electron/main.ts', "import { runCli } from '../cli/run-cli.ts';\nexport const a = runCli;\n"],
    ['the demo broker importing client code from shared/', 'demo-broker/x.ts', "import { ok } from '../shared/result.ts';\nexport const a = ok;\n"],
    ['shared/ importing the demo broker', 'shared/x.ts', "import { startDemoBroker } from '../demo-broker/index.ts';\nexport const a = startDemoBroker;\n"],
    [
      'the renderer importing main code',
      'renderer/x.tsx',
      "import { createBackend } from '../electron/backend/create-backend.ts';\nexport const a = createBackend;\n",
    ],
    ['raw ipcMain outside the wrapper', 'electron/adapters/x.ts', "import { ipcMain } from 'electron';\nipcMain.handle('x', () => 1);\n"],
    [
      'the v1 client importing the legacy generation',
      'electron/backend/broker/v1/x.ts',
      "import { createLegacyClient } from '../legacy/api-client.ts';\nexport const a = createLegacyClient;\n",
    ],
    [
      'the legacy client importing the v1 generation',
      'electron/backend/broker/legacy/x.ts',
      "import { createV1Client } from '../v1/api-client.ts';\nexport const a = createV1Client;\n",
    ],
    [
      'what both generations share importing one of them',
      'electron/backend/broker/common/x.ts',
      "import { decodeQuotes } from '../v1/decode/decode-quotes.ts';\nexport const a = decodeQuotes;\n",
    ],
    [
      'where pushes land importing a view',
      'renderer/queries/x.ts',
      "import { allOrders } from '../views/orders/table/order-rows.ts';\nexport const a = allOrders;\n",
    ],
  ])('refuses %s', async (_name, file, code) => {
    const broken = await rulesBroken(file, code);
    expect(broken.some((r) => ['no-restricted-imports', 'import-x/no-restricted-paths', 'no-restricted-syntax'].includes(r))).toBe(true);
  });

  it.each([
    ['an adapter importing electron', 'electron/adapters/x.ts', "import { shell } from 'electron';\nexport const a = shell;\n"],
    ['the renderer importing shared/', 'renderer/x.tsx', "import { ok } from '../shared/result.ts';\nexport const a = ok;\n"],
    [
      'the backend importing shared/ and Node',
      'electron/backend/x.ts',
      "import { readFileSync } from 'node:fs';\nimport { ok } from '../../shared/result.ts';\nexport const a = [readFileSync, ok];\n",
    ],
    [
      'the command line importing the backend and shared/',
      'cli/x.ts',
      "import { createBackend } from '../electron/backend/create-backend.ts';\nimport { ok } from '../shared/result.ts';\nexport const a = [createBackend, ok];\n",
    ],
    ['the demo broker importing the spec constants', 'demo-broker/x.ts', "import { LIMITS } from '../shared/spec-constants.ts';\nexport const a = LIMITS;\n"],
    [
      'the main process starting the demo broker in-process',
      'electron/x.ts',
      "import { startDemoBroker } from '../demo-broker/index.ts';\nexport const a = startDemoBroker;\n",
    ],
    [
      'a generation importing what both share',
      'electron/backend/broker/v1/x.ts',
      "import { sleep } from '../common/clock-sleep.ts';\nexport const a = sleep;\n",
    ],
    [
      'the one place that picks a generation importing both',
      'electron/backend/broker/x.ts',
      "import { createLegacyClient } from './legacy/api-client.ts';\nimport { createV1Client } from './v1/api-client.ts';\nexport const a = [createLegacyClient, createV1Client];\n",
    ],
    [
      'where pushes land importing a feed',
      'renderer/queries/x.ts',
      "import { useOrdersStore } from '../feeds/orders/orders-store.ts';\nexport const a = useOrdersStore;\n",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });
});

/** Each view folder under renderer/views/, with one real module of it (the rule sees resolved files). */
const VIEWS_DIR = join(import.meta.dirname, '..', '..', 'renderer', 'views');
const views = readdirSync(VIEWS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const module = readdirSync(join(VIEWS_DIR, name), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .sort()[0];
    if (module === undefined) throw new Error(`renderer/views/${name}/ holds no module`);
    return { name, module: module.split('\\').join('/') };
  });
/** Every ordered pair of two views: each direction is a case of its own. */
const directions = views.flatMap((from) => views.filter((to) => to !== from).map((to) => [from, to] as const));
const importOf = (specifier: string) => `import * as other from '${specifier}';\nexport const a = other;\n`;

describe('lint keeps the views apart', () => {
  it('knows the views', () => {
    expect(views.map((view) => view.name)).toEqual(expect.arrayContaining(['alerts', 'option-chain', 'orders', 'positions']));
    expect(directions).toHaveLength(views.length * (views.length - 1));
  });

  it.each(directions.map(([from, to]) => [from.name, to.name, from, to] as const))('refuses %s importing %s', async (_from, _to, from, to) => {
    const depth = '../'.repeat(from.module.split('/').length);
    // A module inside the folder, the view's entry, each importing the other view's folder and entry.
    expect(await rulesBroken(`renderer/views/${from.name}/${from.module}`, importOf(`${depth}${to.name}/${to.module}`))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken(`renderer/views/${from.name}/${from.module}`, importOf(`${depth}${to.name}-view.tsx`))).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken(`renderer/views/${from.name}-view.tsx`, importOf(`./${to.name}/${to.module}`))).toContain('import-x/no-restricted-paths');
  });

  it.each(views.map((view) => [view.name, view] as const))('lets %s import its own folder and what views share', async (_name, view) => {
    const depth = '../'.repeat(view.module.split('/').length);
    expect(await rulesBroken(`renderer/views/${view.name}-view.tsx`, importOf(`./${view.name}/${view.module}`))).toEqual([]);
    for (const shared of ['components/tree-table/tree-table.tsx', 'feeds/orders/orders-store.ts', 'navigation/use-open-contract.ts', 'queries/use-accounts.ts'])
      expect(await rulesBroken(`renderer/views/${view.name}/${view.module}`, importOf(`${depth}../${shared}`))).toEqual([]);
  });
});
