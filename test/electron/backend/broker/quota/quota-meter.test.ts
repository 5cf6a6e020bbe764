/**
 * The quota meter: a sliding hour per module, refusal before sending, the provider's hold, the
 * pace that slows pollers before the budget runs out (and says so), levels, and a throttled push.
 */
import { describe, expect, it } from 'vitest';
import { createQuotaMeter, describeWait, QUOTA_WINDOW_MS } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { createQuotaPublisher } from '../../../../../electron/backend/broker/quota/quota-publisher.ts';
import { DEFAULT_QUOTA_PER_HOUR, type QuotaModule } from '../../../../../shared/domain/quota.ts';
import { createFakeClock } from '../../session/fake-clock.ts';

const START = Date.parse('2026-06-10T14:00:00Z');
const meterWith = (limits: Partial<Record<QuotaModule, number>> = {}) => {
  const clock = createFakeClock(START);
  const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, ...limits }) });
  return { clock, meter };
};

describe('counting in a sliding hour', () => {
  it('counts per module, and spending leaves the window an hour later', async () => {
    const { clock, meter } = meterWith();
    meter.charge('markets', 41);
    meter.charge('orders', 1);
    await clock.advance(30 * 60_000);
    meter.charge('markets', 9);
    expect(meter.snapshot().modules.markets).toMatchObject({ used: 50, limit: 140_000, level: 'ok', freesAt: START + QUOTA_WINDOW_MS });
    expect(meter.snapshot().modules.orders.used).toBe(1);
    await clock.advance(30 * 60_000);
    expect(meter.snapshot().modules.markets.used).toBe(9);
    expect(meter.snapshot().modules.orders).toMatchObject({ used: 0, freesAt: null });
  });

  it('settle corrects an estimate once the real cost is known (a chain: 2 per pair answered)', () => {
    const { meter } = meterWith();
    const charge = meter.charge('markets', 40);
    charge.settle(144);
    expect(meter.snapshot().modules.markets.used).toBe(144);
    charge.settle(10);
    expect(meter.snapshot().modules.markets.used).toBe(10);
  });

  it('memory stays bounded: one bucket a second whatever the request rate', () => {
    let now = START;
    const meter = createQuotaMeter({ clock: { now: () => now, setTimeout: () => () => {} }, limits: () => DEFAULT_QUOTA_PER_HOUR });
    // Two hours, two requests a second: only the last hour's 3,599 whole seconds remain.
    for (let i = 0; i < 7_200; i += 1) {
      meter.charge('markets', 1);
      meter.charge('markets', 1);
      now += 1_000;
    }
    expect(meter.snapshot().modules.markets.used).toBe(2 * 3_599);
  });
});

describe('refusing before sending', () => {
  it('admits within the budget, refuses what would exceed it, with when requests resume', async () => {
    const { clock, meter } = meterWith({ orders: 10 });
    meter.charge('orders', 6);
    await clock.advance(10 * 60_000);
    meter.charge('orders', 3);
    expect(meter.admit('orders', 1).ok).toBe(true);
    const refused = meter.admit('orders', 2);
    expect(refused).toEqual({ ok: false, error: { code: 'rate-limited', message: expect.stringMatching(/Orders budget \(10\).*resume in 50 min/) } });
    expect(meter.snapshot().modules.orders.level).toBe('low');
    await clock.advance(50 * 60_000);
    expect(meter.admit('orders', 2).ok).toBe(true);
  });

  it('the provider hold refuses everything of that module until it ends, and only that module', async () => {
    const { clock, meter } = meterWith();
    meter.holdBack('markets', START + 120_000);
    expect(meter.admit('markets', 1)).toMatchObject({ ok: false, error: { code: 'rate-limited', message: expect.stringMatching(/resume in 2 min/) } });
    expect(meter.admit('orders', 1).ok).toBe(true);
    expect(meter.snapshot().modules.markets).toMatchObject({ level: 'exhausted', blockedUntil: START + 120_000 });
    await clock.advance(120_000);
    expect(meter.admit('markets', 1).ok).toBe(true);
    expect(meter.snapshot().modules.markets).toMatchObject({ level: 'ok', blockedUntil: null });
  });
});

describe('pace', () => {
  it('as asked while the budget easily lasts', () => {
    const { meter } = meterWith();
    expect(meter.pace('markets', 45, 5_000)).toEqual({ intervalMs: 5_000, slowedBecause: null });
  });

  it('slower than asked when the asked pace would run the budget out, and says so', () => {
    // 45 quotes every 5 s is 32,400 an hour: more than a 10,000 budget.
    const { meter } = meterWith({ markets: 10_000 });
    const advice = meter.pace('markets', 45, 5_000);
    expect(advice.intervalMs).toBe(Math.ceil(45 / ((10_000 - 45) / QUOTA_WINDOW_MS)));
    expect(advice.slowedBecause).toMatch(/Market data \(quotes\) budget running low \(0 of 10,000 this hour\): refreshing every 17 s instead of 5 s/);
    expect(meter.snapshot().modules.markets.level).toBe('low');
  });

  it('the low mark of a slowed poll ends once the interval it advised has passed (the poller stopped asking)', async () => {
    const { clock, meter } = meterWith({ markets: 10_000 });
    const advice = meter.pace('markets', 45, 5_000);
    expect(meter.snapshot().modules.markets.level).toBe('low');
    await clock.advance(advice.intervalMs - 1);
    expect(meter.snapshot().modules.markets.level).toBe('low');
    await clock.advance(1);
    expect(meter.snapshot().modules.markets.level).toBe('ok');
  });

  it('a pace that is no longer slowed clears the low mark at once', () => {
    const { meter } = meterWith({ markets: 10_000 });
    meter.pace('markets', 45, 5_000);
    expect(meter.snapshot().modules.markets.level).toBe('low');
    meter.pace('markets', 1, 5_000);
    expect(meter.snapshot().modules.markets.level).toBe('ok');
  });

  it('a burst that just spent most of the budget slows the poll until it leaves the window', () => {
    const { meter } = meterWith({ markets: 10_000 });
    meter.charge('markets', 9_000);
    // 1,000 left for the next hour (one poll kept in hand): one poll every 2.8 minutes.
    const advice = meter.pace('markets', 45, 5_000);
    expect(advice.intervalMs).toBe(Math.ceil(45 / ((1_000 - 45) / QUOTA_WINDOW_MS)));
  });

  it('a poll that keeps to its pace uses the whole budget in steady state, never more', async () => {
    const { clock, meter } = meterWith({ markets: 10_000 });
    let maxUsed = 0;
    for (let polls = 0; polls < 2_000; polls += 1) {
      const { intervalMs } = meter.pace('markets', 45, 5_000);
      expect(meter.admit('markets', 45).ok).toBe(true);
      meter.charge('markets', 45);
      maxUsed = Math.max(maxUsed, meter.snapshot().modules.markets.used);
      await clock.advance(intervalMs);
    }
    expect(maxUsed).toBeLessThanOrEqual(10_000);
    expect(maxUsed).toBeGreaterThan(9_000);
  });

  it('spent: waits until the window frees room (or the hold ends), in words', async () => {
    const { clock, meter } = meterWith({ markets: 100 });
    meter.charge('markets', 100);
    await clock.advance(60_000);
    const advice = meter.pace('markets', 45, 5_000);
    expect(advice.intervalMs).toBe(QUOTA_WINDOW_MS - 60_000);
    expect(advice.slowedBecause).toMatch(/budget spent \(100 of 100 this hour\): next refresh in 59 min/);
    expect(meter.snapshot().modules.markets.level).toBe('exhausted');
    meter.holdBack('orders', clock.now() + 90_000);
    expect(meter.pace('orders', 1, 10_000).intervalMs).toBe(90_000);
  });

  it('a settings change of the limit applies at once', () => {
    let markets = 10_000;
    const clock = createFakeClock(START);
    const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, markets }) });
    expect(meter.pace('markets', 45, 5_000).slowedBecause).not.toBeNull();
    markets = 140_000;
    expect(meter.pace('markets', 45, 5_000)).toEqual({ intervalMs: 5_000, slowedBecause: null });
  });
});

describe('words and pushes', () => {
  it.each([
    [400, '1 s'],
    [45_000, '45 s'],
    [61_000, '2 min'],
    [3_900_000, '1 h 5 min'],
    [7_200_000, '2 h'],
  ])('%i ms reads "%s"', (ms, words) => {
    expect(describeWait(ms)).toBe(words);
  });

  it('quota:changed at most once a second: the first at once, a burst once at the end', async () => {
    const { clock, meter } = meterWith();
    const pushed: number[] = [];
    const publisher = createQuotaPublisher(
      clock,
      () => meter.snapshot(),
      (snapshot) => pushed.push(snapshot.modules.markets.used),
    );
    meter.onChange(() => publisher.changed());
    meter.charge('markets', 1);
    for (let i = 0; i < 10; i += 1) meter.charge('markets', 1);
    expect(pushed).toEqual([1]);
    await clock.advance(999);
    expect(pushed).toEqual([1]);
    await clock.advance(1);
    expect(pushed).toEqual([1, 11]);
    await clock.advance(5_000);
    meter.charge('markets', 1);
    expect(pushed).toEqual([1, 11, 12]);
    publisher.stop();
  });
});
