/**
 * BENCH-ONLY: part 4 of the orders benchmark (ui-orders.bench.ts): the whole list scrolled 240 px
 * a frame, with the multi-leg orders in view expanded on the way, from rest at the top. A frame is
 * the time between the starts of two frames; the frames that missed the display are counted as in
 * the chain's bench. Stops when fewer than `leastRows` rows were shown or the last never rendered.
 */
import type { Page } from '@playwright/test';
import { expectRows, goalLine, line, median, percentile } from './bench-figures.ts';
import { SCROLL_MARKS } from './ui-orders-gc.ts';
import type { PageGlobal } from './ui-orders-page.ts';
import { countRendering, traced, traceWhile } from './ui-orders-trace.ts';

export async function benchScroll(page: Page, leastRows: number): Promise<void> {
  const table = page.getByTestId('orders-table');
  const scrollHeight = await table.evaluate((el) => el.scrollHeight);
  for (let y = 0; y < scrollHeight; y += Math.floor(scrollHeight / 12)) {
    await table.evaluate((el, top) => (el.scrollTop = top), y);
    const toggles = page.locator('.tree-row[aria-expanded="false"] .tree-toggle');
    for (let i = 0, n = Math.min(4, await toggles.count()); i < n; i += 1) await toggles.first().click();
  }
  // From rest at the top, as the chain's bench starts: the jump there renders every slot again,
  // and that work is not the scroll's.
  await table.evaluate(async (el) => {
    el.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  const scroll = await countRendering(
    page,
    'scrolling',
    () =>
      traceWhile(page, traced('scroll'), () =>
        table.evaluate(async (el, marks) => {
          const counts: number[] = [];
          const frames: number[] = [];
          // A frame's time is the interval between the starts of two frames (requestAnimationFrame's
          // timestamps, as the chain's bench reads them): the time a promise took to resume after the
          // callback added its own jitter to every frame (frames that all made the display's 60 Hz read
          // a median just over 16.7).
          const frame = () => new Promise<number>((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(resolve));
          let last = await frame();
          // Marks a trace can read (ui-orders-gc.ts): where the scroll starts and ends, and each late frame.
          performance.mark(marks.start);
          for (let top = 0; top <= el.scrollHeight; top += 240) {
            el.scrollTop = top;
            const now = await frame();
            frames.push(now - last);
            if (now - last > 25) performance.mark(marks.late, { startTime: last });
            last = now;
            counts.push(el.querySelectorAll('[role="rowgroup"] > [role="row"]').length);
          }
          performance.mark(marks.end);
          // The DOM the scroll kept (load-independent): elements and nodes (text too) in the body and the whole table.
          const nodes = (root: Parameters<typeof el.ownerDocument.createTreeWalker>[0]): number => {
            let n = 0;
            for (const walker = el.ownerDocument.createTreeWalker(root); walker.nextNode() !== null;) n += 1;
            return n;
          };
          const body = el.querySelector('.tree-table-body');
          const dom = {
            bodyElements: body?.querySelectorAll('*').length ?? 0,
            bodyNodes: body === null ? 0 : nodes(body),
            tableElements: el.querySelectorAll('*').length,
            rows: body?.children.length ?? 0,
          };
          const lastShown = Math.max(...[...el.querySelectorAll('[role="rowgroup"] > [role="row"]')].map((row) => Number(row.getAttribute('aria-rowindex'))));
          return {
            counts,
            frames,
            dom,
            rows: Number(el.getAttribute('aria-rowcount')) - 1,
            reachedBottom: lastShown === Number(el.getAttribute('aria-rowcount')),
          };
        }, SCROLL_MARKS),
      ),
    { unit: 'frame', count: (result) => result.frames.length },
  );
  const churn = await nodesCreated(page);
  line('rows in the table (orders, groups and expanded legs)', String(scroll.rows));
  line('rows in the DOM while scrolling: min / max', `${Math.min(...scroll.counts)} / ${Math.max(...scroll.counts)}`);
  expectRows('scrolling', scroll.rows, leastRows);
  if (!scroll.reachedBottom) throw new Error('scrolling: the last row was never rendered');
  const { dom } = scroll;
  line(
    'DOM at the bottom: rows, body elements (per row), body nodes (per row)',
    `${dom.rows}, ${dom.bodyElements} (${(dom.bodyElements / dom.rows).toFixed(1)}), ${dom.bodyNodes} (${(dom.bodyNodes / dom.rows).toFixed(1)})`,
  );
  line('  elements in the whole table (header too)', String(dom.tableElements));
  line(
    'elements / text nodes created by the same scroll (not timed), per frame',
    `${(churn.elements / churn.frames).toFixed(1)} / ${(churn.texts / churn.frames).toFixed(1)}`,
  );
  console.log(`  scrolling 240 px a frame, ${scroll.frames.length} frames`);
  goalLine('  frame time, median', [median(scroll.frames)], 16.7);
  goalLine('  frame time, 95th percentile', [percentile(scroll.frames, 0.95)], 20);
  goalLine('  frame time, worst', [Math.max(...scroll.frames)], 33);
  // As the chain's bench counts them: a frame over 25 ms missed at least one of the display's.
  line('  frames late (> 25 ms, one frame missed) / > 50 ms', `${scroll.frames.filter((f) => f > 25).length} / ${scroll.frames.filter((f) => f > 50).length}`);
}

/**
 * The same scroll again, untimed, counting the nodes it creates: the rows are recycled slots, so
 * what a frame builds is what a slot's new row shows in another shape than the row before (a
 * load-independent figure). Counted apart because the observer's work would be in the frames timed.
 */
async function nodesCreated(page: Page): Promise<{ elements: number; texts: number; frames: number }> {
  return page.getByTestId('orders-table').evaluate(async (el) => {
    const frame = () => new Promise<number>((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(resolve));
    el.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = { elements: 0, texts: 0, frames: 0 };
    // The DOM's types as this file sees them (type-checked without the DOM library).
    interface Added {
      nodeType: number;
      childNodes: { forEach(each: (node: Added) => void): void };
    }
    type Observer = new (callback: (records: { addedNodes: { forEach(each: (node: Added) => void): void } }[]) => void) => {
      observe(target: unknown, options: object): void;
      disconnect(): void;
    };
    const count = (node: Added) => {
      if (node.nodeType === 3) created.texts += 1;
      if (node.nodeType !== 1) return;
      created.elements += 1;
      node.childNodes.forEach(count);
    };
    const observer = new (globalThis as unknown as { MutationObserver: Observer }).MutationObserver((records) =>
      records.forEach((record) => record.addedNodes.forEach(count)),
    );
    observer.observe(el, { childList: true, subtree: true });
    for (let top = 0; top <= el.scrollHeight; top += 240) {
      el.scrollTop = top;
      await frame();
      created.frames += 1;
    }
    observer.disconnect();
    return created;
  });
}
