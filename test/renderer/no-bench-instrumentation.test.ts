import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Benchmarks measure the product from the outside (bench/ui-*.bench.ts: wrapped bridge calls, the
 * React DevTools hook, requestAnimationFrame in the page), so no product component carries marks,
 * probes or globals that exist only for them.
 */
const RENDERER = join(import.meta.dirname, '..', '..', 'renderer');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(?:ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const FORBIDDEN: [string, RegExp][] = [
  ['user timing marks', /performance\s*\.\s*(mark|measure|clearMarks|clearMeasures|getEntriesByName)\s*\(/],
  ['render probes', /RenderProbe|render-probe/],
  ['benchmark globals', /__strikeboard(RenderProbe|Bench)|__bench/],
  ['benchmark mark names', /strikeboard:chain-(data|committed|painted)/],
];

describe('product code carries no benchmark instrumentation', () => {
  const files = sources(RENDERER);

  it('finds the renderer’s sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(FORBIDDEN)('has no %s', (_what, pattern) => {
    const offenders = files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(RENDERER, file));
    expect(offenders).toEqual([]);
  });
});
