/**
 * Lint refuses a list spread into `push`, `unshift`, `Math.max` or `Math.min` in the programs'
 * sources: past about 125,000 elements the call overflows the stack, and a provider's list (quote
 * messages, group members, strikes) gets that long. Loops and folds pass.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..') });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint refuses lists spread into arguments', () => {
  it.each([
    ['push', 'electron/backend/x.ts', 'export const f = (a: number[], b: number[]): number => a.push(...b);\n'],
    ['unshift', 'cli/x.ts', 'export const f = (a: number[], b: number[]): number => a.unshift(...b);\n'],
    ['Math.max', 'renderer/x.ts', 'export const f = (a: number[]): number => Math.max(0, ...a);\n'],
    ['Math.min', 'shared/x.ts', 'export const f = (a: number[]): number => Math.min(...a);\n'],
    ['push in an IPC wrapper', 'electron/preload.ts', 'export const f = (a: number[], b: number[]): number => a.push(...b);\n'],
  ])('%s', async (_name, file, code) => {
    expect(await rulesBroken(file, code)).toContain('no-restricted-syntax');
  });

  it('lets loops, folds and array literals through', async () => {
    const code =
      'export const f = (a: number[], b: number[]): number[] => {\n  for (const x of b) a.push(x);\n  return [...a, a.reduce((m, x) => Math.max(m, x), 0)];\n};\n';
    expect(await rulesBroken('electron/backend/x.ts', code)).toEqual([]);
  });
});
