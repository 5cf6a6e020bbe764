/**
 * TEST-ONLY: child processes that start together. A child is a TypeScript file run by `node`
 * (type stripping, as the command line runs) that prints "ready" once loaded and waits for a line
 * on stdin before it acts, so several of them act at the same moment whatever their start-up
 * took; each is killed if it has not finished by its deadline (a child blocked in a system call
 * fails the test instead of hanging it).
 */
import { spawn } from 'node:child_process';

const NODE_FLAGS = process.features.typescript === false ? ['--experimental-strip-types', '--no-warnings=ExperimentalWarning'] : [];

export interface TogetherChild {
  /** Resolves once the child said "ready". */
  ready: Promise<void>;
  /** Lets it act. */
  go(): void;
  /** What it printed after "ready"; rejects when it failed or ran past its deadline. */
  output: Promise<string>;
}

/** Starts `node script ...args`. */
export function startChild(script: string, args: readonly string[], deadlineMs = 15_000): TogetherChild {
  const child = spawn(process.execPath, [...NODE_FLAGS, script, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let markReady = (): void => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.startsWith('ready\n')) markReady();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const output = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child did not finish within ${deadlineMs} ms (blocked?)`));
    }, deadlineMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout.replace(/^ready\n/, ''));
      else reject(new Error(`the child exited ${code}: ${stderr}`));
    });
  });
  return { ready, go: () => child.stdin.end('go\n'), output };
}

/** Starts every child, lets them all act once all are ready, and returns their outputs in order. */
export async function runTogether(children: readonly TogetherChild[]): Promise<string[]> {
  await Promise.all(children.map((child) => child.ready));
  for (const child of children) child.go();
  return Promise.all(children.map((child) => child.output));
}
