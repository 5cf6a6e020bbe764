/**
 * BENCH-ONLY: why a scrolled frame was late. Reads the trace of a measured stretch of the orders
 * benchmark (ui-orders-trace.ts, `BENCH_TRACE_ORDERS=scroll BENCH_TRACE_EVENTS=1`) for the
 * renderer's garbage collections during the timed scroll: each full (mark-compact) collection's
 * pause on the page's main thread, with the part spent marking WeakMap entries (ephemerons), and
 * the frames the scroll counted late, all in ms from the scroll's start. The scroll marks its
 * start, its end and each late frame with `performance.mark` (ui-orders-scroll.ts).
 */

/** A Chrome trace event, with the figures the benchmark reads. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    data?: { clip?: number[] };
  };
}

/** The marks the timed scroll sets (ui-orders-scroll.ts). */
export const SCROLL_MARKS = { start: 'orders-scroll-start', end: 'orders-scroll-end', late: 'orders-scroll-late-frame' } as const;

/** Prints the collections of the timed scroll the trace holds; nothing when it holds none. */
export function printCollections(events: readonly TraceEvent[]): void {
  const mark = (name: string) => events.filter((event) => event.name === name && (event.cat ?? '').includes('user_timing'));
  const start = mark(SCROLL_MARKS.start)[0];
  const end = mark(SCROLL_MARKS.end)[0];
  if (start === undefined || end === undefined) return;
  const main = (event: TraceEvent) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X';
  const during = (event: TraceEvent) => main(event) && event.ts >= start.ts && event.ts <= end.ts;
  const at = (event: TraceEvent) => ((event.ts - start.ts) / 1000).toFixed(0);
  const within = (outer: TraceEvent, name: string) =>
    events
      .filter((event) => main(event) && event.name === name && event.ts >= outer.ts && event.ts <= outer.ts + (outer.dur ?? 0))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const full = events.filter((event) => during(event) && event.name === 'V8.GC_MARK_COMPACTOR');
  const minor = events.filter((event) => during(event) && event.name === 'V8.GC_SCAVENGER');
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
}
