import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The process boundaries of STYLE.md practice 1, as the lint configuration enforces them. */
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
    ['the backend importing an adapter', 'electron/backend/x.ts', "import { createMainWindow } from '../adapters/main-window.ts';\nexport const a = createMainWindow;\n"],
    ['the demo broker importing the client', 'electron/demo-broker/x.ts', "import { createBackend } from '../backend/create-backend.ts';\nexport const a = createBackend;\n"],
    ['the renderer importing main code', 'renderer/x.tsx', "import { createBackend } from '../electron/backend/create-backend.ts';\nexport const a = createBackend;\n"],
    ['raw ipcMain outside the wrapper', 'electron/adapters/x.ts', "import { ipcMain } from 'electron';\nipcMain.handle('x', () => 1);\n"],
  ])('refuses %s', async (_name, file, code) => {
    const broken = await rulesBroken(file, code);
    expect(broken.some((r) => ['no-restricted-imports', 'import-x/no-restricted-paths', 'no-restricted-syntax'].includes(r))).toBe(true);
  });

  it.each([
    ['an adapter importing electron', 'electron/adapters/x.ts', "import { shell } from 'electron';\nexport const a = shell;\n"],
    ['the renderer importing shared/', 'renderer/x.tsx', "import { ok } from '../shared/result.ts';\nexport const a = ok;\n"],
    ['the backend importing shared/ and Node', 'electron/backend/x.ts', "import { readFileSync } from 'node:fs';\nimport { ok } from '../../shared/result.ts';\nexport const a = [readFileSync, ok];\n"],
  ])('allows %s', async (_name, file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });
});
