import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CLI entry a user's `strikeboard` runs: the plain-JavaScript build (bin/strikeboard.js imports
 * it), which the `shared` project's global setup keeps as new as the sources
 * (test/global-setup/cli-build.ts).
 */
export const CLI = fileURLToPath(new URL('../../dist/cli/strikeboard.js', import.meta.url));
export const BIN = fileURLToPath(new URL('../../bin/strikeboard.js', import.meta.url));

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where the commands keep their files (the quota ledger) unless a test says: never the user's folder. */
const scratchDataDir = mkdtempSync(join(tmpdir(), 'strikeboard-cli-data-'));

/** Starts the CLI as a child process with extra environment variables (no browser, ever). */
export function startCli(
  args: string[],
  env: Record<string, string | undefined> = {},
  entry = CLI,
): ChildProcessWithoutNullStreams & { finished: Promise<Finished>; output: { stdout: string; stderr: string } } {
  const child = spawn(process.execPath, [entry, ...args], {
    env: { ...process.env, STRIKEBOARD_NO_BROWSER: '1', STRIKEBOARD_DATA_DIR: scratchDataDir, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  const finished = new Promise<Finished>((resolve) => child.once('close', (code) => resolve({ code, ...output })));
  return Object.assign(child, { finished, output });
}

/** Runs the CLI to completion. */
export function runCli(args: string[], env: Record<string, string | undefined> = {}, stdin = ''): Promise<Finished> {
  const child = startCli(args, env);
  child.stdin.end(stdin);
  return child.finished;
}

/** Resolves the first stdout line matching `pattern` (the process keeps running). */
export { waitForLine } from '../helpers/wait-for-line.ts';
