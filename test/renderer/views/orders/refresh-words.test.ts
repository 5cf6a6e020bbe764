import { describe, expect, it } from 'vitest';
import { loadingWords, scheduleWords } from '../../../../renderer/views/orders/refresh-words.ts';

const base = { paused: false, refreshing: false, intervalMs: 30_000, nextRefreshAt: 12_000, slowedBecause: null };

describe('scheduleWords: the freshness line says the schedule and why it is slower', () => {
  it('says the interval and the next refresh', () => {
    expect(scheduleWords(base, 0)).toBe(' · every 30 s, next in 12 s');
  });

  it('says why the Orders budget slowed polling', () => {
    expect(scheduleWords({ ...base, slowedBecause: 'Orders budget running low: refreshing every 30 s' }, 0)).toBe(
      ' · every 30 s, next in 12 s · slower: Orders budget running low: refreshing every 30 s',
    );
  });

  it('says only "paused" while paused', () => {
    expect(scheduleWords({ ...base, paused: true, slowedBecause: 'budget' }, 0)).toBe(' · paused');
  });
});

describe('loadingWords: while a first load merges in its later pages', () => {
  it('says the rest is loading and how many orders are in', () => {
    expect(loadingWords(1)).toBe('Loading the rest… 1 order so far');
    expect(loadingWords(1_218)).toBe('Loading the rest… 1,218 orders so far');
  });
});
