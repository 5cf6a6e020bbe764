/**
 * BENCH-ONLY: where a measured stretch of the orders benchmark spends its time, when asked
 * (`BENCH_TRACE_ORDERS=refresh,scroll,history,history-refresh`): a Chrome trace of the page's threads while `work`
 * runs, its complete events summed by name and thread, and a CPU profile of the page's scripts
 * summed by function (self time), each printed heaviest first. Nothing is written to disk.
 */
import type { CDPSession, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const printTop = (title: string, totals: Map<string, number>, count: number): void => {
  const top = [...totals].sort((x, y) => y[1] - x[1]).slice(0, count);
  console.log(`    -- ${title}\n${top.map(([name, micros]) => `    ${(micros / 1000).toFixed(1)} ms ${name}`).join('\n')}`);
};

/** Self time per function of a CPU profile (µs), named with the file and line. */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return totals;
}

async function startTrace(cdp: CDPSession, events: TraceEvent[]): Promise<Promise<void>> {
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'] },
  });
  return done;
}

/** Whether `BENCH_TRACE_ORDERS` (a comma-separated list) names `part`. */
export const traced = (part: string): boolean => (process.env.BENCH_TRACE_ORDERS ?? '').split(',').includes(part);

/** Runs `work`, traced and profiled when `on`; returns what it returns. */
export async function traceWhile<T>(page: Page, on: boolean, work: () => Promise<T>): Promise<T> {
  if (!on) return work();
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  const traced = process.env.BENCH_TRACE_EVENTS === '1';
  const done = traced ? await startTrace(cdp, events) : Promise.resolve();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    if (traced) await cdp.send('Tracing.end');
    await done;
    const byName = new Map<string, number>();
    for (const event of events) {
      if (event.ph !== 'X' || event.dur === undefined) continue;
      const key = `${event.name} [${event.tid}]`;
      byName.set(key, (byName.get(key) ?? 0) + event.dur);
    }
    if (traced) printTop('trace events by name [thread]', byName, 30);
    printTop('scripts, self time', selfTimes(profile), 40);
    await cdp.detach();
  }
}
