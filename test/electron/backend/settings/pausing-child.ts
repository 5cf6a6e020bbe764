/**
 * TEST-ONLY: a child like child-together's that stops itself (SIGSTOP) once it has printed
 * "paused", and is resumed (SIGCONT) by the test: an owner of the settings lock paused as long as
 * the test likes, alive all along. It prints "resumed" once it runs again; until then the test
 * keeps sending SIGCONT (one sent before the child stopped itself would be lost). Killed if it has
 * not finished by its deadline.
 */
import { spawn } from 'node:child_process';

const NODE_FLAGS = process.features.typescript === false ? ['--experimental-strip-types', '--no-warnings=ExperimentalWarning'] : [];

export interface PausingChild {
  /** Resolves once the child said "ready". */
  ready: Promise<void>;
  /** Lets it act. */
  go(): void;
  /** Resolves once it said "paused" (it stops itself right after). */
  paused: Promise<void>;
  /** Lets it go on; resolves once it said "resumed". */
  resume(): Promise<void>;
  /** What it printed after "resumed"; rejects when it failed or ran past its deadline. */
  output: Promise<string>;
}

/** Starts `node script ...args`. */
export function startPausingChild(script: string, args: readonly string[], deadlineMs = 60_000): PausingChild {
  const child = spawn(process.execPath, [...NODE_FLAGS, script, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let markReady = (): void => {};
  let markPaused = (): void => {};
  let markResumed = (): void => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const paused = new Promise<void>((resolve) => (markPaused = resolve));
  const resumed = new Promise<void>((resolve) => (markResumed = resolve));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.startsWith('ready\n')) markReady();
    if (stdout.startsWith('ready\npaused\n')) markPaused();
    if (stdout.startsWith('ready\npaused\nresumed\n')) markResumed();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const output = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child did not finish within ${deadlineMs} ms (blocked?)`));
    }, deadlineMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout.replace(/^ready\npaused\nresumed\n/, ''));
      else reject(new Error(`the child exited ${code}: ${stderr}`));
    });
  });
  const resume = async (): Promise<void> => {
    let done = false;
    void resumed.then(() => (done = true));
    while (!done && child.exitCode === null) {
      child.kill('SIGCONT');
      await Promise.race([resumed, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
  };
  return { ready, go: () => child.stdin.end('go\n'), paused, resume, output };
}
