/**
 * TEST-ONLY worker of linear-time.ts: runs each case of hostile input and says when it starts
 * (with its time limit) and when it is done, so that the test thread can stop a case that never
 * ends instead of freezing with it. Runs in its own thread: a regular expression or decoder stuck
 * for minutes holds only this thread, which the test terminates.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { buildArgument, buildText, type LinearTimeCase, type LinearTimeJob, type WorkerMessage } from './linear-time-text.ts';

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

/** Cases between two measures of the baseline (a pass costs about what a linear case does). */
const BASELINE_EVERY = 16;
let baselineMs = Number.POSITIVE_INFINITY;

/**
 * The linear baseline: the fastest of three passes over a case's input, in the same thread (the
 * first pass of a job runs before the loop is compiled and can be ten times slower), measured on
 * the first case and again every BASELINE_EVERY cases, so that a machine growing busy is seen.
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

const modules = new Map<string, Record<string, unknown>>();

/** The case, ready to run, and the text its baseline is measured on. */
async function prepare(item: LinearTimeCase): Promise<{ run: () => unknown; text: string }> {
  if (item.kind === 'regex') {
    const text = buildText(item.text);
    if (item.flags.includes('y')) {
      // A sticky expression is tried only where its caller puts it, which no test of the expression
      // alone can know: once, at the start (the caller's own scan is proved on its own).
      const sticky = new RegExp(item.source, item.flags.replace('g', ''));
      return { run: () => sticky.exec(text), text };
    }
    // Every start position, every match: the harshest way any caller can use the expression.
    const pattern = new RegExp(item.source, `${item.flags}${item.flags.includes('g') ? '' : 'g'}`);
    return { run: () => text.replace(pattern, ''), text };
  }
  let module = modules.get(item.module);
  if (module === undefined) {
    module = (await import(pathToFileURL(item.module).href)) as Record<string, unknown>;
    modules.set(item.module, module);
  }
  const call = module[item.name];
  if (typeof call !== 'function') throw new Error(`${item.name} is not a function of ${item.module}`);
  const args = item.args.map(buildArgument);
  return { run: () => (call as (...values: unknown[]) => unknown)(...args), text: JSON.stringify(args) };
}

for (const [index, item] of job.cases.entries()) {
  const { run, text } = await prepare(item);
  if (index % BASELINE_EVERY === 0) baselineMs = linearPass(text);
  post({ type: 'start', index, limitMs: limitFor(baselineMs), baselineMs });
  const start = performance.now();
  run();
  post({ type: 'done', index, ms: performance.now() - start });
}
post({ type: 'end' });
