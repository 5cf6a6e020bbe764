/**
 * Counts row renders for the UI benchmark and the e2e tests: they install
 * `window.__strikeboardRenderProbe` before the page loads; without it nothing is counted. Counted
 * in a layout effect (after each commit of the row), which is where a side effect belongs.
 */
import { useLayoutEffect } from 'react';

/** What a test reads: total row renders, and per row key. */
export interface RenderProbe {
  rows: number;
  byKey: Record<string, number>;
}

declare global {
  interface Window {
    __strikeboardRenderProbe?: RenderProbe;
  }
}

/** Counts one render of the row `key` (only while a probe is installed). */
export function useRenderProbe(key: string): void {
  useLayoutEffect(() => {
    const probe = window.__strikeboardRenderProbe;
    if (probe === undefined) return;
    probe.rows += 1;
    probe.byKey[key] = (probe.byKey[key] ?? 0) + 1;
  });
}
