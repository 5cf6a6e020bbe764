/**
 * TEST-ONLY worker of linear-time.ts: runs each case of hostile input and says when it starts
 * (with its time limit) and when it is done, so that the test thread can stop a case that never
 * ends instead of freezing with it. Runs in its own thread: a regular expression or decoder stuck
 * for minutes holds only this thread, which the test terminates.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { buildArgument, buildText, type LinearTimeJob, type WorkerMessage } from './linear-time-text.ts';

const job = workerData as LinearTimeJob;
const port = parentPort;
if (port === null) throw new Error('linear-time-worker runs only as a worker thread');
const post = (message: WorkerMessage): void => port.postMessage(message);

/** One pass over every character, which any scan of the text must at least match. */
function hashPass(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

/**
 * The linear baseline: the fastest of three passes over the same input, in the same thread, right
 * before the case (the first pass runs before the loop is compiled and can be ten times slower).
 */
function linearPass(text: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    if (hashPass(text) === 0.5) post({ type: 'log', text: 'unreachable' }); // keeps the pass from being dropped
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const limitFor = (baselineMs: number): number => Math.max(job.floorMs, job.ratio * baselineMs);

async function run(): Promise<void> {
  if (job.subject.kind === 'regex') {
    // Every start position, every match: the harshest way any caller can use the expression.
    const flags = `${job.subject.flags.replace(/[gy]/g, '')}g`;
    const pattern = new RegExp(job.subject.source, flags);
    for (const [index, spec] of job.texts.entries()) {
      const text = buildText(spec);
      const baselineMs = linearPass(text);
      post({ type: 'start', index, limitMs: limitFor(baselineMs), baselineMs });
      const start = performance.now();
      text.replace(pattern, '');
      post({ type: 'done', index, ms: performance.now() - start });
    }
  } else {
    const module = (await import(pathToFileURL(job.subject.module).href)) as Record<string, unknown>;
    const call = module[job.subject.name];
    if (typeof call !== 'function') throw new Error(`${job.subject.name} is not a function of ${job.subject.module}`);
    for (const [index, args] of job.calls.entries()) {
      const built = args.map(buildArgument);
      const baselineMs = linearPass(JSON.stringify(built));
      post({ type: 'start', index, limitMs: limitFor(baselineMs), baselineMs });
      const start = performance.now();
      (call as (...values: unknown[]) => unknown)(...built);
      post({ type: 'done', index, ms: performance.now() - start });
    }
  }
  post({ type: 'end' });
}

await run();
