// One Vite build of the checkout in Vite's own process, as `npm run build` runs it, for the
// launchers that build what is out of date before they run it (the demo broker, the preview).
// Quiet: only errors reach stderr, so a launcher's output is its own and a size warning of the
// renderer bundle is not mistaken for a problem. Plain JavaScript in syntax Node 18 parses.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Builds `mode` (null: the renderer, Vite's default mode) in the checkout at `root`, with Vite's
 * errors on stderr and nothing else; true when the build succeeded.
 */
export function viteBuildQuietly(root, mode) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', ...(mode === null ? [] : ['--mode', mode]), '--logLevel', 'error'];
  // Standard output of the launchers is theirs (the demo broker's banner, which scripts read).
  return spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 2, 2] }).status === 0;
}
