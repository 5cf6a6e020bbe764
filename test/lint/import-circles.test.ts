/**
 * No two modules of the source folders import each other, directly or around a loop, counting
 * `import type` too (the lint rule import-x/no-cycle skips type imports, so it is left off). The
 * graph's reader is proved on circles planted in a temporary folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildImportGraph, describeCircles, findCircles } from './import-graph.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE_FOLDERS = ['electron', 'cli', 'demo-broker', 'renderer', 'shared'];

const planted: string[] = [];
afterEach(() => {
  for (const folder of planted.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A throwaway tree with the given files (path -> text), read as the folders shared/ and renderer/. */
function circlesIn(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'strikeboard-circles-'));
  planted.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return describeCircles(findCircles(buildImportGraph(root, ['shared', 'renderer'])));
}

describe('import circles', () => {
  it('the source folders import one another without a circle, type imports included', () => {
    const graph = buildImportGraph(ROOT, SOURCE_FOLDERS);
    // The reader found the tree (a wrong root would find nothing, and no circle), type imports too.
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('shared/domain/price-description.ts')).toContain('shared/domain/orders.ts');
    expect(describeCircles(findCircles(graph))).toBe('');
  });

  it('names a circle made of type imports only', () => {
    expect(
      circlesIn({
        'shared/orders.ts': "import type { Price } from './price.ts';\nexport interface Order { price: Price }\n",
        'shared/price.ts': "import { type Order } from './orders.ts';\nexport type Price = Pick<Order, 'price'>;\n",
      }),
    ).toBe('shared/orders.ts -> shared/price.ts -> shared/orders.ts');
  });

  it('names a circle around three files across folders, through a re-export and a .tsx file', () => {
    expect(
      circlesIn({
        'shared/a.ts': "export { b } from './b.ts';\n",
        'shared/b.ts': "import { C } from '../renderer/c.tsx';\nexport const b = C;\n",
        'renderer/c.tsx': "import type { A } from '../shared/a.ts';\nexport const C = (a: A) => a;\n",
      }),
    ).toBe('renderer/c.tsx -> shared/a.ts -> shared/b.ts -> renderer/c.tsx');
  });

  it('names the shortest circle of a group and the rest of the group beside it', () => {
    expect(
      circlesIn({
        'shared/types.ts': "import type { Plan } from './faults.ts';\nimport type { Budget } from './limiter.ts';\nexport type T = [Plan, Budget];\n",
        'shared/faults.ts': "import { limited } from './limiter.ts';\nexport type Plan = typeof limited;\n",
        'shared/limiter.ts': "import type { T } from './types.ts';\nexport type Budget = T;\nexport const limited = 1;\n",
      }),
    ).toBe('shared/faults.ts -> shared/limiter.ts -> shared/types.ts -> shared/faults.ts');
    expect(
      circlesIn({
        'shared/a.ts': "import './b.ts';\n",
        'shared/b.ts': "import './a.ts';\nimport './c.ts';\n",
        'shared/c.ts': "import './b.ts';\n",
      }),
    ).toBe('shared/a.ts -> shared/b.ts -> shared/a.ts (the same group holds shared/c.ts)');
  });

  it('names a file that imports itself, and a circle through a dynamic import', () => {
    expect(circlesIn({ 'shared/self.ts': "import type { X } from './self.ts';\nexport type Y = X;\n" })).toBe('shared/self.ts -> shared/self.ts');
    expect(
      circlesIn({
        'renderer/view.tsx': "export const load = () => import('./lazy.tsx');\n",
        'renderer/lazy.tsx': "import { load } from './view.tsx';\nexport default load;\n",
      }),
    ).toBe('renderer/lazy.tsx -> renderer/view.tsx -> renderer/lazy.tsx');
  });

  it('finds none where imports only look like a circle', () => {
    expect(
      circlesIn({
        // A diamond: two ways down, none back up.
        'shared/top.ts': "import { left } from './left.ts';\nimport { right } from './right.ts';\nexport const top = [left, right];\n",
        'shared/left.ts': "import { bottom } from './bottom.ts';\nexport const left = bottom;\n",
        'shared/right.ts': "import type { Bottom } from './bottom.ts';\nexport const right: Bottom = 1;\n",
        // Imports named in text, a package, a stylesheet and a file outside the folders read.
        'shared/bottom.ts': [
          "// import { top } from './top.ts';",
          'export const note = "import { top } from \'./top.ts\'";',
          "import { z } from 'zod';",
          "import './bottom.css';",
          "import { outside } from '../test/outside.ts';",
          'export type Bottom = number;',
          'export const bottom = [z, outside];',
          '',
        ].join('\n'),
        'shared/bottom.css': '',
        'test/outside.ts': "import { top } from '../shared/top.ts';\nexport const outside = top;\n",
      }),
    ).toBe('');
  });
});
