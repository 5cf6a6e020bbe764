/**
 * BENCH-ONLY: what the chain bench (ui-chain.bench.ts) runs in the page: scrolling the grid frame
 * by frame, a live refresh timed to its painted frame, React's commits and row renders counted on
 * a minimal DevTools hook, and a Chrome trace of a stretch written to a file.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { line, median, ms, percentile } from './bench-figures.ts';

export interface ScrollFigures {
  frames: number[];
  rows: number[];
  longTasks: number[];
  seconds: number;
  reachedBottom: boolean;
}

/**
 * Scrolls the grid from the top, `step` px per frame, to the bottom or for `maxFrames` frames,
 * measuring every frame; `lastStrike` is the strike whose row proves the bottom was rendered.
 */
export function scrollFromTop(page: Page, step: number, maxFrames: number, lastStrike = '7600'): Promise<ScrollFigures> {
  return page.evaluate(`(async ([step, maxFrames]) => {
    const grid = document.querySelector('[role="grid"]');
    grid.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const longTasks = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    const frames = [];
    const rows = [];
    const started = performance.now();
    let last = started;
    await new Promise((resolve) => {
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        rows.push(grid.querySelectorAll('.chain-body [role="row"]').length);
        if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1 || frames.length > maxFrames) return resolve();
        grid.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
    });
    // Long task entries are delivered asynchronously: let the last ones in.
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    const bottom = [...grid.querySelectorAll('.chain-cell-strike')].some((cell) => cell.textContent === ${JSON.stringify(lastStrike)});
    return { frames: frames.slice(1), rows, longTasks, seconds: (performance.now() - started) / 1000, reachedBottom: bottom };
  })([${step}, ${maxFrames}])`);
}

export function printScroll(label: string, step: number, figures: ScrollFigures, toBottom: boolean) {
  const { frames, rows, longTasks } = figures;
  const end = toBottom ? (figures.reachedBottom ? ', last strike rendered' : ', DID NOT REACH THE BOTTOM') : '';
  console.log(`${label}: ${frames.length} frames in ${figures.seconds.toFixed(1)} s, ${step} px per frame${end}`);
  line(
    'frame time median / p95 / p99 / max',
    `${median(frames).toFixed(1)} / ${percentile(frames, 0.95).toFixed(1)} / ${percentile(frames, 0.99).toFixed(1)} / ${Math.max(...frames).toFixed(1)} ms`,
  );
  // rAF deltas jitter around 16.7 ms; a delta over 25 ms means at least one frame was missed.
  line('frames late (> 25 ms, one frame missed) / > 50 ms', `${frames.filter((f) => f > 25).length} / ${frames.filter((f) => f > 50).length}`);
  line('long tasks (> 50 ms): count, longest', `${longTasks.length}, ${longTasks.length ? ms(Math.max(...longTasks)) : '-'}`);
  line('grid rows in the DOM while scrolling: min / median / max', `${Math.min(...rows)} / ${median(rows)} / ${Math.max(...rows)}`);
}

/**
 * Installed before the app's scripts: a minimal React DevTools hook. After each commit it counts,
 * while `window.__benchCount.on`, the commit and the grid body rows React rendered in it (a row
 * element with new props: mounted, or its component ran again). And after the data of an armed
 * load (ui-chain.bench.ts, DATA_MARK), the first commit whose grid shows the asked chain marks
 * `bench:chain-committed`, and a message posted from the next animation frame marks
 * `bench:chain-painted` (rAF runs just before the frame is painted; the message arrives just after).
 */
export const COMMIT_COUNTER = `(() => {
  const count = { on: false, commits: 0, rowsRendered: 0 };
  window.__benchCount = count;
  // A row's element gets a new props object exactly when its component renders.
  const seen = new WeakSet();
  const walk = (fiber) => {
    for (let f = fiber; f !== null; f = f.sibling) {
      const props = f.memoizedProps;
      if (f.tag === 5 && props && props.role === 'row' && typeof props.className === 'string' && props.className.startsWith('chain-row')) {
        if (!seen.has(props)) count.rowsRendered += 1;
        seen.add(props);
        continue;
      }
      if (f.child !== null) walk(f.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const timing = window.__benchChain;
      if (timing && !timing.armed && !timing.committed && performance.getEntriesByName('bench:chain-data').length > 0) {
        const grid = document.querySelector('[role="grid"]');
        const groups = timing.groups === undefined || document.querySelectorAll('[data-testid="chain-compare-heading"]').length === timing.groups;
        if (grid && grid.getAttribute('aria-label') === timing.label && groups) {
          timing.committed = true;
          performance.mark('bench:chain-committed');
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => performance.mark('bench:chain-painted');
            channel.port2.postMessage(null);
          });
        }
      }
      if (!count.on) return;
      count.commits += 1;
      walk(root.current.child);
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
})()`;

export interface RefreshFigures {
  toPainted: number;
  changed: number;
  rowsChanged: number;
  rowsRendered: number;
  commits: number;
  visibleRows: number;
}

/**
 * One live refresh in which every 10th strike in view changes (10 % of the visible quotes): from
 * the push arriving in the page (the `chain:quotes` event) to the frame that shows it painted,
 * and how many rows React rendered for it (only the changed ones should).
 */
export function timeRefresh(page: Page): Promise<RefreshFigures> {
  return page.evaluate(`(async () => {
    const grid = document.querySelector('[role="grid"]');
    const top = grid.getBoundingClientRect().top + 52;
    const bottom = grid.getBoundingClientRect().bottom;
    const visibleRows = [...grid.querySelectorAll('.chain-strike-row')].filter((r) => {
      const box = r.getBoundingClientRect();
      return box.top >= top && box.bottom <= bottom;
    }).length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const count = window.__benchCount;
    Object.assign(count, { on: true, commits: 0, rowsRendered: 0 });
    const painted = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!grid.querySelector('.chain-flash')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      });
      observer.observe(grid, { childList: true, subtree: true });
    });
    const started = performance.now();
    const changed = window.__v1Market.tick({ count: visibleRows, every: 10 });
    const at = await painted;
    await new Promise((resolve) => setTimeout(resolve, 200));
    count.on = false;
    return { toPainted: at - started, changed, rowsChanged: changed / 2, rowsRendered: count.rowsRendered, commits: count.commits, visibleRows };
  })()`);
}

export interface RenderCounts {
  frames: number;
  commits: number;
  rowsRendered: number;
  rowsEntered: number;
  cursorCommits: number;
  cursorRowsRendered: number;
}

/**
 * Not timed: scrolls 120 frames at the steady pace counting React commits and row renders against
 * the rows that entered the DOM, then moves the cursor down 20 times with the arrow key.
 */
export async function countRenders(page: Page, step: number): Promise<RenderCounts> {
  const scrolled: Omit<RenderCounts, 'cursorCommits' | 'cursorRowsRendered'> = await page.evaluate(`(async (step) => {
    const grid = document.querySelector('[role="grid"]');
    const body = grid.querySelector('.chain-body');
    grid.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    let rowsEntered = 0;
    const observer = new MutationObserver((records) => records.forEach((r) => { rowsEntered += r.addedNodes.length; }));
    observer.observe(body, { childList: true });
    const count = window.__benchCount;
    Object.assign(count, { on: true, commits: 0, rowsRendered: 0 });
    let frames = 0;
    await new Promise((resolve) => {
      const tick = () => {
        if (frames === 120) return resolve();
        frames += 1;
        grid.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    count.on = false;
    observer.disconnect();
    return { frames, commits: count.commits, rowsRendered: count.rowsRendered, rowsEntered };
  })(${step})`);
  await page.getByRole('grid').focus();
  await page.evaluate(`Object.assign(window.__benchCount, { on: true, commits: 0, rowsRendered: 0 })`);
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowDown');
  await page.evaluate(`new Promise((resolve) => setTimeout(resolve, 100))`);
  const cursor: { commits: number; rowsRendered: number } = await page.evaluate(`(() => { window.__benchCount.on = false; return window.__benchCount; })()`);
  return { ...scrolled, cursorCommits: cursor.commits, cursorRowsRendered: cursor.rowsRendered };
}

export function printRenders(counts: RenderCounts, step: number) {
  console.log(`  React work (not timed): ${counts.frames} frames at ${step} px, then 20 × ArrowDown`);
  line('scrolling: commits / rows rendered / rows entering the DOM', `${counts.commits} / ${counts.rowsRendered} / ${counts.rowsEntered}`);
  line('cursor moves: commits / rows rendered (20 moves)', `${counts.cursorCommits} / ${counts.cursorRowsRendered}`);
}

/** Runs `work` under a Chrome trace (timeline, paint, layout, CPU samples) written to `file`. */
export async function traced<T>(page: Page, file: string, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink',
        'cc',
        'gpu',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
        'latencyInfo',
        'toplevel',
      ],
    },
  });
  try {
    return await work();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    console.log(`  (trace of ${events.length} events written to ${file})`);
    await cdp.detach();
  }
}
