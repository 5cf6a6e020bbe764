/**
 * BENCH-ONLY: where a measured stretch of the orders benchmark spends its time, when asked
 * (`BENCH_TRACE_ORDERS=refresh,scroll,history,history-refresh`): a Chrome trace of the page's threads while `work`
 * runs, its complete events summed by name and thread, and a CPU profile of the page's scripts
 * summed by function (self time), each printed heaviest first. Nothing is written to disk.
 */
import type { CDPSession, Page } from '@playwright/test';
import { printCollections, type TraceEvent } from './ui-orders-gc.ts';

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

/**
 * Starts a trace; `done` settles once Tracing.end has delivered every event. (Returned in an
 * object: an async function that returns the promise itself hands its caller that promise to wait
 * on, so the caller waited for the trace to end before it began, and the benchmark hung.)
 */
async function startTrace(cdp: CDPSession, events: TraceEvent[]): Promise<{ done: Promise<void> }> {
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    // The timeline's own categories carry every figure printed, V8's GC ones the collections and
    // user timing the scroll's marks (ui-orders-gc.ts); adding blink, cc and all of v8 made the
    // trace large enough to stall a loaded machine for many minutes.
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.gc', 'disabled-by-default-v8.gc', 'blink.user_timing'],
    },
  });
  return { done };
}

/** The area (px²) of a paint's clip quad (x1 y1 x2 y2 x3 y3 x4 y4), 0 without one. */
const clipArea = (clip: readonly number[] | undefined): number => {
  if (clip === undefined || clip.length < 8) return 0;
  const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = clip;
  return Math.abs((x3 - x1) * (y3 - y1));
};

/**
 * What the page's rendering did, in counts that do not move with the machine's load: style
 * recalculations and the elements each restyled, layouts and the objects each laid out, paints
 * and the area they covered.
 */
function printWork(events: readonly TraceEvent[]): void {
  const style = { events: 0, elements: 0 };
  const layout = { events: 0, dirty: 0, total: 0 };
  const paint = { events: 0, area: 0 };
  // An event is complete (X) or a begin (B) and end (E) pair, its figures on either.
  for (const event of events) {
    if (!['X', 'B', 'E'].includes(event.ph)) continue;
    const starts = event.ph !== 'E' ? 1 : 0;
    if (event.name === 'UpdateLayoutTree') {
      style.events += starts;
      style.elements += event.args?.elementCount ?? 0;
    } else if (event.name === 'Layout') {
      layout.events += starts;
      layout.dirty += event.args?.beginData?.dirtyObjects ?? 0;
      layout.total += event.args?.beginData?.totalObjects ?? 0;
    } else if (event.name === 'Paint') {
      paint.events += starts;
      paint.area += clipArea(event.args?.data?.clip);
    }
  }
  console.log(
    `    -- rendering work (load-independent counts)\n` +
      `    style recalcs ${style.events}, elements restyled ${style.elements}\n` +
      `    layouts ${layout.events}, dirty objects ${layout.dirty}, of total objects ${layout.total}\n` +
      `    paints ${paint.events}, area ${(paint.area / 1e6).toFixed(2)} Mpx`,
  );
}

/** Whether `BENCH_TRACE_ORDERS` (a comma-separated list) names `part`. */
export const traced = (part: string): boolean => (process.env.BENCH_TRACE_ORDERS ?? '').split(',').includes(part);

/** Runs `work`, traced and profiled when `on`; returns what it returns. */
export async function traceWhile<T>(page: Page, on: boolean, work: () => Promise<T>): Promise<T> {
  if (!on) return work();
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  const traced = process.env.BENCH_TRACE_EVENTS === '1';
  const { done } = traced ? await startTrace(cdp, events) : { done: Promise.resolve() };
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    if (traced) await cdp.send('Tracing.end');
    // A trace that never completes must not hang the benchmark: print what arrived after a minute.
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 60_000).unref())]);
    const byName = new Map<string, number>();
    for (const event of events) {
      if (event.ph !== 'X' || event.dur === undefined) continue;
      const key = `${event.name} [${event.tid}]`;
      byName.set(key, (byName.get(key) ?? 0) + event.dur);
    }
    if (traced) {
      printTop('trace events by name [thread]', byName, 30);
      printWork(events);
      printCollections(events);
    }
    printTop('scripts, self time', selfTimes(profile), 40);
    await cdp.detach();
  }
}

/** Chromium's own counters (CDP Performance.getMetrics) that the figures below are taken from. */
type Counter = 'RecalcStyleCount' | 'LayoutCount' | 'RecalcStyleDuration' | 'LayoutDuration' | 'ScriptDuration' | 'TaskDuration';

/**
 * Runs `work` and prints what the page's rendering did meanwhile, from Chromium's counters (no
 * trace, so it costs the page nothing): style recalculations and layouts per `per.unit` (a frame,
 * a run), the time in each, and the nodes and layout objects alive after it. The counts do not
 * move with the machine's load; the durations do.
 */
export async function countRendering<T>(page: Page, label: string, work: () => Promise<T>, per: { unit: string; count: (result: T) => number }): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async (): Promise<Map<string, number>> => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return new Map(metrics.map((metric) => [metric.name, metric.value]));
  };
  const before = await read();
  const result = await work();
  const after = await read();
  await cdp.detach();
  const n = Math.max(1, per.count(result));
  const delta = (name: Counter): number => (after.get(name) ?? 0) - (before.get(name) ?? 0);
  const each = (name: Counter, scale = 1): string => ((delta(name) * scale) / n).toFixed(2);
  console.log(
    `  ${label}, per ${per.unit}: style recalcs ${each('RecalcStyleCount')}, layouts ${each('LayoutCount')}; ` +
      `ms in style ${each('RecalcStyleDuration', 1000)}, layout ${each('LayoutDuration', 1000)}, script ${each('ScriptDuration', 1000)}, tasks ${each('TaskDuration', 1000)}; ` +
      `after: ${after.get('Nodes') ?? 0} nodes, ${after.get('LayoutObjects') ?? 0} layout objects`,
  );
  return result;
}
