/**
 * Cleanup for tests that start a long-running launcher: whatever a test's outcome, nothing it
 * started keeps running (the launcher's child, a browser, a demo broker on loopback).
 */
import type { ChildProcess } from 'node:child_process';
import { processTree } from './listening-sockets.ts';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Asks `child` to stop (SIGTERM, which launchers forward), waits up to `graceMs` for it to exit,
 * then kills every process of its tree that is still there. The tree is read from /proc first:
 * once the launcher is gone its orphans can no longer be found from it. Elsewhere than Linux,
 * only the child itself can be reached.
 */
export async function stopProcessTree(child: ChildProcess, graceMs = 5000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const tree = process.platform === 'linux' ? processTree(pid) : [pid];
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  }
  // Descendants may have started since the first look; count them too, then kill what remains.
  const remaining = new Set([...tree, ...(process.platform === 'linux' && alive(pid) ? processTree(pid) : [])]);
  for (const each of remaining) {
    if (alive(each)) {
      try {
        process.kill(each, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
  }
}
