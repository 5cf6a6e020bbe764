/**
 * A miniature checkout for the launcher tests: the repository's bin/ and plain-JavaScript
 * scripts beside a fresh build of the command line (dist/cli), inside test-results/ so that
 * package imports still resolve to the repository's node_modules. Tests run the launchers
 * there as a terminal would, without depending on (or touching) the repository's own dist/.
 */
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** Copies bin/ and scripts/*.js into `dir` (emptied first); builds dist/cli there unless `built` is false. */
export async function makeCheckout(name: string, options: { built: boolean }): Promise<string> {
  const dir = join(REPO_ROOT, 'test-results', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(REPO_ROOT, 'bin'), join(dir, 'bin'), { recursive: true });
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  for (const file of readdirSync(join(REPO_ROOT, 'scripts')).filter((f) => f.endsWith('.js'))) {
    cpSync(join(REPO_ROOT, 'scripts', file), join(dir, 'scripts', file));
  }
  if (options.built) {
    await build({
      configFile: join(REPO_ROOT, 'vite.config.ts'),
      root: REPO_ROOT,
      mode: 'cli',
      logLevel: 'silent',
      build: { outDir: join(dir, 'dist', 'cli') },
    });
  }
  return dir;
}
