/**
 * BENCH-ONLY: why a scrolled frame was late, when asked (`BENCH_TRACE_GC=1`): the renderer's
 * garbage collections during the timed scroll of the orders benchmark, from a Chrome trace of V8's
 * GC categories. Printed: each full (mark-compact) collection's pause on the page's main thread,
 * with the part spent marking WeakMap entries (ephemerons), the frames the scroll counted late (ms
 * from the scroll's start), and the rendering work per frame that fills the DOM's heap.
 *
 * The trace runs from the page's creation: started in the middle of the benchmark, Chromium's
 * Tracing.start never answered. The scroll marks its start, its end and each late frame with
 * `performance.mark` (ui-orders-scroll.ts), which the trace carries.
 */
import type { CDPSession, Page } from '@playwright/test';

interface Event {
  name: string;
  args?: { elementCount?: number; beginData?: { dirtyObjects?: number } };
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** The marks the timed scroll sets (ui-orders-scroll.ts). */
export const SCROLL_MARKS = { start: 'orders-scroll-start', end: 'orders-scroll-end', late: 'orders-scroll-late-frame' } as const;

export interface GcTrace {
  /** Ends the trace and prints the collections of the timed scroll. */
  report(): Promise<void>;
}

/** Starts the trace when `BENCH_TRACE_GC=1` (else does nothing); call before the app loads. */
export async function traceGc(page: Page): Promise<GcTrace> {
  if (process.env.BENCH_TRACE_GC !== '1') return { report: async () => {} };
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: Event[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as Event[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['v8.gc', 'disabled-by-default-v8.gc', 'blink.user_timing', 'devtools.timeline'] },
  });
  return {
    async report() {
      await cdp.send('Tracing.end');
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 60_000).unref())]);
      await cdp.detach();
      printCollections(events);
    },
  };
}

function printCollections(events: readonly Event[]): void {
  const mark = (name: string) => events.filter((event) => event.name === name && (event.cat ?? '').includes('user_timing'));
  const start = mark(SCROLL_MARKS.start)[0];
  const end = mark(SCROLL_MARKS.end)[0];
  if (start === undefined || end === undefined) {
    console.log('    -- garbage collections: the trace holds no timed scroll');
    return;
  }
  const main = (event: Event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X';
  const at = (event: Event) => ((event.ts - start.ts) / 1000).toFixed(0);
  const within = (outer: Event, name: string) =>
    events.filter((event) => main(event) && event.name === name && event.ts >= outer.ts && event.ts <= outer.ts + (outer.dur ?? 0)).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const full = events.filter((event) => main(event) && event.name === 'V8.GC_MARK_COMPACTOR' && event.ts >= start.ts && event.ts <= end.ts);
  const minor = events.filter((event) => main(event) && event.name === 'V8.GC_SCAVENGER' && event.ts >= start.ts && event.ts <= end.ts);
  const late = mark(SCROLL_MARKS.late).map(at);
  console.log(`    -- garbage collections in the timed scroll (${((end.ts - start.ts) / 1000).toFixed(0)} ms; ms from its start)`);
  console.log(`    late frames at: ${late.length === 0 ? 'none' : late.join(', ')}`);
  console.log(`    minor collections: ${minor.length}, longest ${(Math.max(0, ...minor.map((event) => event.dur ?? 0)) / 1000).toFixed(1)} ms`);
  for (const gc of full) {
    console.log(
      `    full collection at ${at(gc)}: pause ${((gc.dur ?? 0) / 1000).toFixed(1)} ms, of which marking ${within(gc, 'V8.GC_MC_MARK').toFixed(1)} ` +
        `(WeakMap entries ${within(gc, 'V8.GC_MC_MARK_WEAK_CLOSURE_EPHEMERON_MARKING').toFixed(1)}), evacuating ${within(gc, 'V8.GC_MC_EVACUATE').toFixed(1)}`,
    );
  }
  if (full.length === 0) console.log('    full collections: none');
  // What makes the garbage: the DOM's heap takes a new style for every element restyled and new
  // layout results for every object laid out again (counts, which the machine's load does not move).
  const ours = events.filter((event) => event.pid === start.pid && event.tid === start.tid && event.ts >= start.ts && event.ts <= end.ts && event.ph !== 'E');
  const frames = Math.max(1, ours.filter((event) => event.name === 'FireAnimationFrame').length);
  const total = (name: string, pick: (event: Event) => number) => ours.filter((event) => event.name === name).reduce((sum, event) => sum + pick(event), 0) / frames;
  console.log(
    `    per frame: elements restyled ${total('UpdateLayoutTree', (event) => event.args?.elementCount ?? 0).toFixed(1)}, ` +
      `layout objects laid out again ${total('Layout', (event) => event.args?.beginData?.dirtyObjects ?? 0).toFixed(1)}`,
  );
}
