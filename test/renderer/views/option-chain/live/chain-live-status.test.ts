import { describe, expect, it } from 'vitest';
import type { QuotaSnapshot } from '../../../../../shared/domain/quota.ts';
import { scheduleWords } from '../../../../../renderer/components/feed-status/feed-words.ts';
import { costWords, quotaWords, quotesPerHour, refreshWords } from '../../../../../renderer/views/option-chain/live/chain-live-status.ts';

describe('the live refresh in words', () => {
  it('counts what an hour of refreshing costs', () => {
    expect(quotesPerHour(42, 5000)).toBe(30_240);
    expect(quotesPerHour(42, 0)).toBe(0);
    // The chain's cost after the feed's interval, as its bar says them (the feed's words: feed-words.test.ts).
    const words = (intervalMs: number, cost: number) =>
      scheduleWords({ paused: false, refreshing: false, intervalMs, slowedBecause: null }, 0, costWords(cost, intervalMs));
    expect(words(5000, 42)).toBe(' · every 5 s · 42 quotes a refresh (30,240 an hour)');
    expect(words(120_000, 81)).toBe(' · every 2 min · 81 quotes a refresh (2,430 an hour)');
    expect(costWords(null, 5000)).toBe('');
  });

  it('never says "Updated" beside a stale chain: the stale mark wins', () => {
    const schedule = ' · every 5 s · 42 quotes a refresh (30,240 an hour)';
    expect(refreshWords(1_000, schedule, 1_500, false)).toBe(`Updated just now${schedule}`);
    expect(refreshWords(1_000, schedule, 1_500, true)).toBe('every 5 s · 42 quotes a refresh (30,240 an hour)');
    expect(refreshWords(null, schedule, 1_500, false)).toBe('every 5 s · 42 quotes a refresh (30,240 an hour)');
  });

  it('reads the market-data module of the quota meter', () => {
    const use = (used: number, blockedUntil: number | null = null) => ({
      module: 'markets' as const,
      used,
      limit: 140_000,
      level: 'ok' as const,
      freesAt: null,
      blockedUntil,
    });
    const snapshot: QuotaSnapshot = {
      at: 1,
      modules: {
        accounts: { ...use(1), module: 'accounts' },
        orders: { ...use(1), module: 'orders' },
        users: { ...use(1), module: 'users' },
        markets: use(12_345),
      },
    };
    expect(quotaWords(snapshot)).toEqual({ text: 'Quotes 12,345 of 140,000 this hour', level: 'ok' });
    expect(quotaWords({ ...snapshot, modules: { ...snapshot.modules, markets: use(5, 99) } })?.text).toContain('held back by the provider');
    expect(quotaWords(undefined)).toBeNull();
  });
});
