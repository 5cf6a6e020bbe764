import { describe, expect, it } from 'vitest';
import { tabStops, wrapTo, type StopCandidate } from '../../../../renderer/components/focus/focus-trap.ts';

const button = (overrides: Partial<StopCandidate> = {}): StopCandidate => ({ tabIndex: 0, disabled: false, rendered: true, radio: null, ...overrides });
const radio = (name: string, checked: boolean): StopCandidate => button({ radio: { name, checked } });

describe('tabStops: which focusable elements Tab stops on, in document order', () => {
  it('skips what is disabled, not rendered or taken out of the order', () => {
    expect(tabStops([button(), button({ disabled: true }), button({ rendered: false }), button({ tabIndex: -1 }), button()])).toEqual([0, 4]);
  });

  it('stops once per radio group: on its checked radio, or on its first when none is checked', () => {
    const candidates = [button(), radio('theme', false), radio('theme', true), radio('theme', false), radio('env', false), radio('env', false), button()];
    expect(tabStops(candidates)).toEqual([0, 2, 4, 6]);
  });

  it('treats radios without a group name as stops of their own', () => {
    expect(tabStops([radio('', false), radio('', true)])).toEqual([0, 1]);
  });
});

describe('wrapTo: Tab at the last stop goes to the first, Shift+Tab at the first to the last', () => {
  it('wraps at the ends', () => {
    expect(wrapTo(5, 4, false)).toBe(0);
    expect(wrapTo(5, 0, true)).toBe(4);
  });

  it('leaves Tab to the browser inside the stops, and when the focus is on no stop', () => {
    expect(wrapTo(5, 2, false)).toBeNull();
    expect(wrapTo(5, 2, true)).toBeNull();
    expect(wrapTo(5, 0, false)).toBeNull();
    expect(wrapTo(5, 4, true)).toBeNull();
    expect(wrapTo(5, -1, false)).toBeNull();
  });

  it('keeps the focus on a lone stop, and does nothing without stops', () => {
    expect(wrapTo(1, 0, false)).toBe(0);
    expect(wrapTo(1, 0, true)).toBe(0);
    expect(wrapTo(0, -1, false)).toBeNull();
  });
});
