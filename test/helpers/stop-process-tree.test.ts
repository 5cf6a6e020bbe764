/**
 * The preview tests' cleanup: a launcher that dies of SIGTERM leaves its children behind (the
 * preview, its browser, a demo broker); the cleanup still ends every one of them.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { waitForLine } from './wait-for-line.ts';
import { stopProcessTree } from './stop-process-tree.ts';

/** Running, not ended (a zombie waiting for its parent to reap it has ended). */
const alive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

// A launcher that forwards nothing, and a child of it that ignores SIGTERM: both must end.
const LAUNCHER = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
console.log('child ' + child.pid);
setInterval(() => {}, 1000);
`;

describe.skipIf(process.platform !== 'linux')('stopProcessTree', () => {
  it("ends the launcher's children too, even one that ignores SIGTERM", async () => {
    const launcher = spawn(process.execPath, ['-e', LAUNCHER], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { stdout: '', stderr: '' };
    launcher.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
    const watched = Object.assign(launcher, { output });
    const grandchild = Number(/^child (\d+)$/.exec(await waitForLine(watched, /^child \d+$/))?.[1]);
    expect(alive(grandchild)).toBe(true);
    await stopProcessTree(launcher, 200);
    expect(alive(launcher.pid ?? 0)).toBe(false);
    // SIGKILL takes effect asynchronously: wait until it has, bounded by the test's timeout.
    while (alive(grandchild)) await new Promise((resolve) => setTimeout(resolve, 20));
  }, 10_000);
});
