import { describe, expect, it } from 'vitest';
import { intervalWords, loadingWords, scheduleWords, staleReason } from '../../../../renderer/components/feed-status/feed-words.ts';

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

describe('one set of words for every feed', () => {
  it("an interval to the second under a minute, to the minute above (the orders' jittered backoff, the chain's held-back pace)", () => {
    expect(intervalWords(5_000)).toBe('5 s');
    expect(intervalWords(18_600)).toBe('19 s');
    expect(intervalWords(59_600)).toBe('1 min');
    expect(intervalWords(114_900)).toBe('2 min');
    expect(intervalWords(7_200_000)).toBe('2 h 00 min');
  });

  it('a cost goes after the interval; a status without a next refresh says none', () => {
    expect(scheduleWords({ paused: false, refreshing: false, intervalMs: 5000, slowedBecause: 'budget' }, 0, '42 quotes a refresh')).toBe(
      ' · every 5 s · 42 quotes a refresh · slower: budget',
    );
  });

  it("stale: the feed's own mark first, else the ended session", () => {
    const error = { code: 'network' as const, message: 'down' };
    expect(staleReason({ error, since: 1 }, true)).toBe(error);
    expect(staleReason(null, true)?.code).toBe('not-signed-in');
    expect(staleReason(null, false)).toBeNull();
  });
});

describe('loadingWords: while a first load merges in its later pages', () => {
  it("says the rest is loading and how many items are in, by the feed's names for one and many", () => {
    const orders = { one: 'order', many: 'orders' };
    expect(loadingWords(1, orders)).toBe('Loading the rest… 1 order so far');
    expect(loadingWords(1_218, orders)).toBe('Loading the rest… 1,218 orders so far');
  });
});
