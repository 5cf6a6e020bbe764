/**
 * BENCH-ONLY: the route of the orders view's pushes in a first load, from the backend's emit to
 * the page (the harness's bridge hands a push over as JSON text through the browser's protocol):
 * with the backend's own emit times (Node's clock, turned into the page's) it splits the first
 * load's figure into the backend, the bridge and the page.
 */
import type { Page } from '@playwright/test';

/** A push as the backend emitted it: when (Node's clock) and the orders it held. */
export interface EmittedPush {
  at: number;
  orders: number;
}

/** A push as it reached the page: when (the page's clock) and its JSON text's length. */
export interface ArrivedPush {
  at: number;
  bytes: number;
}

/** Installed once signed in: records each `orders:changed` push reaching the page in `window.__benchPushes`. */
export const PUSH_ARRIVALS = `(() => {
  const emit = window.__strikeboardEmitWire;
  window.__benchPushes = [];
  window.__strikeboardEmitWire = (channel, text) => {
    if (channel === 'orders:changed') window.__benchPushes.push({ at: performance.now(), bytes: text.length });
    return emit(channel, text);
  };
})()`;

/** The page's clock less Node's (ms), to a few tenths: read halfway through one round trip. */
export async function pageClockOffset(page: Page): Promise<number> {
  const before = performance.now();
  const inPage = await page.evaluate('performance.now()');
  return Number(inPage) - (before + performance.now()) / 2;
}

/**
 * One first load's pushes: when the first holding orders left the backend and reached the page,
 * against the first row's paint, all on the page's clock from the ask (`offset` turns Node's into
 * the page's), and what each push carried; pushes are matched by their order (the bridge keeps it).
 */
export function pushRoute(emitted: readonly EmittedPush[], arrivals: readonly ArrivedPush[], offset: number, asked: number, rowMs: number): string {
  const first = emitted.findIndex((push) => push.orders > 0);
  if (first === -1 || arrivals.length !== emitted.length) return `${emitted.length} pushes emitted, ${arrivals.length} reached the page`;
  const out = (emitted[first]?.at ?? Number.NaN) + offset - asked;
  const reached = (arrivals[first]?.at ?? Number.NaN) - asked;
  const sizes = emitted.map((push, i) => `${push.orders}/${Math.round((arrivals[i]?.bytes ?? 0) / 1000)}`).slice(first);
  return `${out.toFixed(0)} / ${reached.toFixed(0)} / ${rowMs.toFixed(0)}; ${sizes.join(', ')}`;
}
