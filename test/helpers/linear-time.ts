/**
 * TEST-ONLY: proves that code stays linear on megabytes of hostile input without being a flaky
 * timing test. Each case runs in a worker thread and may take a generous time: the larger of a
 * floor (2 s) and 250 times a linear baseline measured on the same input, in the same thread,
 * right before it (one pass over every character). Linear code takes milliseconds on a megabyte;
 * a quadratic scan takes tens of minutes, so the two sides are orders of magnitude apart and a
 * busy machine (which slows the baseline too) cannot tip a case over. A case past its limit
 * fails the test naming it, and the worker is terminated: a regression never freezes the run.
 */
import { Worker } from 'node:worker_threads';
import { describeSpec, type Argument, type LinearTimeCase, type LinearTimeJob, type TextSpec, type WorkerMessage } from './linear-time-text.ts';

export type { Argument, TextSpec } from './linear-time-text.ts';

/** One megabyte: the size every hostile text of the suite reaches. */
export const MEGABYTE = 1024 * 1024;

/** What a case took, against its baseline. */
export interface CaseTime {
  label: string;
  ms: number;
  baselineMs: number;
}

const FLOOR_MS = 2_000;
const RATIO = 250;

function runJob(job: LinearTimeJob, labels: readonly string[]): Promise<CaseTime[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./linear-time-worker.ts', import.meta.url), { workerData: job });
    const times: CaseTime[] = [];
    let timer: NodeJS.Timeout | undefined;
    let baselineMs = 0;
    const stop = (error: Error): void => {
      clearTimeout(timer);
      void worker.terminate();
      reject(error);
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'start') {
        clearTimeout(timer);
        baselineMs = message.baselineMs;
        const label = labels[message.index] ?? `case ${message.index}`;
        timer = setTimeout(
          () =>
            stop(
              new Error(
                `${label}: still running after ${Math.round(message.limitMs)} ms (a linear pass over the same input took ${message.baselineMs.toFixed(2)} ms)`,
              ),
            ),
          message.limitMs,
        );
      } else if (message.type === 'done') {
        clearTimeout(timer);
        times.push({ label: labels[message.index] ?? `case ${message.index}`, ms: message.ms, baselineMs });
      } else if (message.type === 'end') {
        clearTimeout(timer);
        void worker.terminate();
        resolve(times);
      }
    });
    worker.on('error', (error) => stop(error));
    worker.on('exit', (code) => {
      if (code !== 0 && times.length < labels.length) stop(new Error(`the linear-time worker exited with code ${code}`));
    });
  });
}

/** One expression to run over hostile texts, named for the messages (`file:line /source/flags`). */
export interface RegexCases {
  name: string;
  source: string;
  flags: string;
  texts: readonly TextSpec[];
}

/**
 * Runs every expression over each of its texts (all start positions, all matches; a sticky one
 * once, at the start) in one worker; rejects on the first case past its limit.
 */
export function regexTimes(expressions: readonly RegexCases[]): Promise<CaseTime[]> {
  const cases: LinearTimeCase[] = [];
  const labels: string[] = [];
  for (const { name, source, flags, texts } of expressions) {
    for (const text of texts) {
      cases.push({ kind: 'regex', source, flags, text });
      labels.push(`${name} on ${describeSpec(text)}`);
    }
  }
  return runJob({ cases, floorMs: FLOOR_MS, ratio: RATIO }, labels);
}

/**
 * Calls `name`, exported by the module at `modulePath` (a file path), once per argument list;
 * TextSpecs among the arguments (at any depth) become their texts in the worker.
 */
export function callTimes(modulePath: string, name: string, calls: readonly { label: string; args: Argument[] }[]): Promise<CaseTime[]> {
  const cases: LinearTimeCase[] = calls.map((call) => ({ kind: 'call', module: modulePath, name, args: call.args }));
  return runJob(
    { cases, floorMs: FLOOR_MS, ratio: RATIO },
    calls.map((call) => `${name}: ${call.label}`),
  );
}
