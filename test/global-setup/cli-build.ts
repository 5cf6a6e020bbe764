/**
 * Vitest global setup of the `shared` project (where the command line's process tests run): makes
 * sure dist/cli, the plain-JavaScript build a user's `strikeboard` runs (bin/strikeboard.js), is at
 * least as new as every source it is built from, building it when it is not. The process tests
 * start that build: it starts in a third of the time `node cli/strikeboard.ts` takes (no type
 * stripping of a few hundred files per process), which over a hundred processes is about a minute
 * of the suite. `npm test` builds first, so there this only compares times; a test run alone after
 * an edit rebuilds once.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildModes } from '../../scripts/build.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** What the command line's build reads: its entries' folders, the build config and the package. */
const SOURCES = ['cli', 'electron', 'shared', 'demo-broker', 'vite.config.ts', 'package.json'];
export const BUILT_CLI = join(ROOT, 'dist', 'cli', 'strikeboard.js');

/** The newest modification time of `path`, a file or a folder walked whole (ms). */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Whether dist/cli is missing or older than a source it is built from. */
export function cliBuildIsStale(): boolean {
  if (!existsSync(BUILT_CLI)) return true;
  const built = statSync(BUILT_CLI).mtimeMs;
  return SOURCES.some((source) => existsSync(join(ROOT, source)) && newest(join(ROOT, source)) > built);
}

export default async function setup(): Promise<void> {
  if (!cliBuildIsStale()) return;
  const here = process.cwd();
  // vite.config.ts resolves its folders from the working folder.
  process.chdir(ROOT);
  try {
    await buildModes(['cli'], 'warn');
  } finally {
    process.chdir(here);
  }
}
