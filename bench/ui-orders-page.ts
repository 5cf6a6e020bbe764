/**
 * BENCH-ONLY: what the orders benchmark installs in the page, all observing the app from outside:
 * a row counter on the React DevTools hook (which production builds also call), the time of a
 * person's click or choice, and "painted": a message posted from the animation frame in which a
 * condition first holds, which arrives just after that frame is painted (as the chain bench
 * measures). Times are the page's own `performance.now()`, so the figures carry no round trip
 * between the bench process and the browser.
 *
 * The page-side code is passed as source text or functions: this file is type-checked without the DOM library.
 */
import type { Page } from '@playwright/test';
import type { OrderWatchPush } from '../shared/domain/order-watch.ts';
import type { PositionsPush } from '../shared/domain/positions-watch.ts';

/** What the bench touches in the page. */
export interface PageGlobal {
  requestAnimationFrame(callback: (now: number) => void): number;
  __strikeboardEmit(channel: string, payload: unknown): void;
  __strikeboardInvoke(channel: string, arg: unknown): Promise<unknown>;
  __benchRows: RowCount;
  /** performance.now() of the last click on the Orders or Positions tab or change of the account select. */
  __benchAsked: number;
  /** performance.now() when the last `orders:history` answer reached the page. */
  __benchHistoryAt: number;
  /** Resolves with performance.now() just after the first frame in which `check` holds is painted. */
  __benchPainted(check: string, timeoutMs: number): Promise<number>;
}

/** Row renders counted since `start()`: in all and per row key (`data-key`). */
export interface RowCount {
  rows: number;
  byKey: Record<string, number>;
  /** Starts counting (from zero) the renders of the commits that follow. */
  start(): void;
  stop(): void;
}

/**
 * Installed before the app's scripts. The row counter: after each commit, once started, it counts
 * the table's order, leg and group rows React rendered in it (a row element whose props object is
 * new: mounted, or its memoised component ran again; a skipped row keeps its props). The asking
 * time: a click on the Orders or Positions tab, a change of the account select. Painted: see the module comment.
 */
export const PAGE_PROBES = `(() => {
  let on = false;
  let root = null;
  let seen = new WeakSet();
  const walk = (fiber, counting) => {
    for (let f = fiber; f !== null; f = f.sibling) {
      const props = f.memoizedProps;
      if (f.tag === 5 && props && props.role === 'row' && typeof props['data-key'] === 'string' && typeof props.className === 'string' && props.className.startsWith('tree-row')) {
        if (counting && !seen.has(props)) {
          count.rows += 1;
          count.byKey[props['data-key']] = (count.byKey[props['data-key']] ?? 0) + 1;
        }
        seen.add(props);
        continue;
      }
      if (f.child !== null) walk(f.child, counting);
    }
  };
  const count = {
    rows: 0,
    byKey: {},
    start() {
      Object.assign(count, { rows: 0, byKey: {} });
      seen = new WeakSet();
      if (root !== null) walk(root.current.child, false);
      on = true;
    },
    stop() { on = false; },
  };
  window.__benchRows = count;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, fiberRoot) {
      root = fiberRoot;
      if (on) walk(fiberRoot.current.child, true);
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
  window.__benchAsked = Number.NaN;
  document.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (tab !== null && ['Orders', 'Positions'].includes(tab.textContent.trim())) window.__benchAsked = performance.now();
  }, true);
  document.addEventListener('change', (event) => {
    if (event.target instanceof Element && event.target.matches('[data-testid="account-select"]')) window.__benchAsked = performance.now();
  }, true);
  window.__benchPainted = (check, timeoutMs) => new Promise((resolve, reject) => {
    const test = new Function('return (' + check + ')');
    const started = performance.now();
    const frame = () => {
      if (test()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
        return;
      }
      if (performance.now() - started > timeoutMs) return reject(new Error('never true: ' + check));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
})()`;

/**
 * Emits a push in the page (`orders:changed` unless another channel is named: made by
 * feed-wire.ts, as main makes it) and resolves with the ms from it to the painted frame in which
 * `done` first holds. The push goes to the page as
 * JSON text, parsed there before the clock starts (as the bridge does): handing Playwright the
 * object would cost the page seconds of protocol parsing.
 */
export function pushAndTime(
  page: Page,
  push: OrderWatchPush | PositionsPush,
  done: string,
  channel: 'orders:changed' | 'positions:changed' = 'orders:changed',
): Promise<number> {
  return page.evaluate(
    async ({ text, check, event }) => {
      const target = globalThis as unknown as PageGlobal;
      const payload: unknown = JSON.parse(text);
      const painted = target.__benchPainted(check, 10_000);
      const started = performance.now();
      target.__strikeboardEmit(event, payload);
      return (await painted) - started;
    },
    { text: JSON.stringify(push), check: done, event: channel },
  );
}

/** Starts watching for the painted frame in which `check` holds; resolves with its time (page clock). */
export function paintedWhen(page: Page, check: string, timeoutMs = 20_000): Promise<number> {
  return page.evaluate(({ c, t }) => (globalThis as unknown as PageGlobal).__benchPainted(c, t), { c: check, t: timeoutMs });
}

/** Reads a number the probes keep in the page (`__benchAsked`, `__benchHistoryAt`). */
export function pageValue(page: Page, key: '__benchAsked' | '__benchHistoryAt'): Promise<number> {
  return page.evaluate((k) => (globalThis as unknown as PageGlobal)[k], key);
}

/** Stops the row counter and returns what it counted. */
export function stopCounting(page: Page): Promise<{ rows: number; byKey: Record<string, number> }> {
  return page.evaluate(() => {
    const count = (globalThis as unknown as PageGlobal).__benchRows;
    count.stop();
    return { rows: count.rows, byKey: count.byKey };
  });
}
