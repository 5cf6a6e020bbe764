/**
 * BENCH-ONLY: where a measured stretch of the orders benchmark spends its time, when asked
 * (`BENCH_TRACE_SCROLL=1`): a Chrome trace of the page's threads while `work` runs, its complete
 * events summed by name and thread and printed, the heaviest first. Nothing is written to disk.
 */
import type { Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
}

/** Runs `work`, traced when `on`; returns what it returns. */
export async function traceWhile<T>(page: Page, on: boolean, work: () => Promise<T>): Promise<T> {
  if (!on) return work();
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'] },
  });
  try {
    return await work();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    const byName = new Map<string, number>();
    for (const event of events) {
      if (event.ph !== 'X' || event.dur === undefined) continue;
      const key = `${event.name} [${event.tid}]`;
      byName.set(key, (byName.get(key) ?? 0) + event.dur);
    }
    const top = [...byName].sort((x, y) => y[1] - x[1]).slice(0, 30);
    console.log(top.map(([name, micros]) => `    ${(micros / 1000).toFixed(1)} ms ${name}`).join('\n'));
    await cdp.detach();
  }
}
