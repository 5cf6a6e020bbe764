/**
 * Waiting for a running child process to print something: the CLI and preview tests start a
 * process, wait for one line (a URL, "loaded"), then act on it while it keeps running.
 */
import type { Readable } from 'node:stream';

/** A child whose standard output is collected into `output.stdout` as it arrives. */
export interface WatchedChild {
  stdout: Readable | null;
  output: { stdout: string; stderr: string };
  once(event: 'close', listener: () => void): unknown;
}

/** Resolves the first stdout line matching `pattern`; rejects if the process ends without one. */
export function waitForLine(child: WatchedChild, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const line = child.output.stdout.split('\n').find((candidate) => pattern.test(candidate));
      if (line === undefined) return;
      child.stdout?.off('data', check);
      resolve(line);
    };
    child.stdout?.on('data', check);
    child.once('close', () => reject(new Error(`the process exited before printing ${pattern}:\n${child.output.stdout}\n${child.output.stderr}`)));
    check();
  });
}
