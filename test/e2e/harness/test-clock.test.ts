import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../../e2e/harness/test-clock.ts';

const START = Date.parse('2026-06-10T18:00:00Z');

/** Work the test finishes by hand, standing in for a request over loopback. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the e2e clock: advance waits until the backend has nothing in flight', () => {
  it('does not move on to the next timer while the work a timer started is in flight, however long it takes', async () => {
    vi.useFakeTimers({ now: START });
    let inFlight: Promise<void> | null = null;
    const clock = createTestClock(START, () => inFlight ?? Promise.resolve());
    const log: string[] = [];
    const renew = gate();
    clock.setTimeout(() => {
      log.push('renew sent');
      inFlight = renew.done.then(() => {
        log.push('renew answered');
        inFlight = null;
      });
    }, 1_000);
    // An hour later: real time flowing meanwhile (the clock's own ticker) cannot reach it.
    clock.setTimeout(() => log.push('idle check'), 3_600_000);
    const advancing = clock.advance(7_200_000);
    // Far longer than any fixed settle: the renew is still out, so time must not have moved on.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log).toEqual(['renew sent']);
    renew.open();
    await vi.advanceTimersByTimeAsync(100);
    await advancing;
    expect(log).toEqual(['renew sent', 'renew answered', 'idle check']);
    clock.stop();
  });

  it('fires the timers the finished work set, in order, within the same advance (renew, then poll)', async () => {
    // Real time flows in this clock: hold it still, so the instants asserted below are exact.
    vi.useFakeTimers({ now: START, toFake: ['Date'] });
    let pending: Promise<void> = Promise.resolve();
    const clock = createTestClock(START, () => pending);
    const fired: [string, number][] = [];
    clock.setTimeout(() => {
      fired.push(['renew', clock.now() - START]);
      pending = Promise.resolve().then(() => {
        clock.setTimeout(() => fired.push(['poll', clock.now() - START]), 500);
      });
    }, 1_000);
    clock.setTimeout(() => fired.push(['expiry', clock.now() - START]), 2_000);
    await clock.advance(10_000);
    expect(fired).toEqual([
      ['renew', 1_000],
      ['poll', 1_500],
      ['expiry', 2_000],
    ]);
    expect(clock.now() - START).toBeGreaterThanOrEqual(10_000);
    clock.stop();
  });

  it('waits for what the last timers started before returning', async () => {
    const work = gate();
    let settledCalls = 0;
    let busy = false;
    const clock = createTestClock(START, async () => {
      settledCalls += 1;
      if (busy) await work.done;
    });
    clock.setTimeout(() => (busy = true), 10_000);
    let returned = false;
    const advancing = clock.advance(10_000).then(() => (returned = true));
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(returned).toBe(false);
    work.open();
    await advancing;
    expect(settledCalls).toBeGreaterThan(0);
    clock.stop();
  });

  it('keeps timers after the target for later', async () => {
    const clock = createTestClock(START, () => Promise.resolve());
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('later'), 60_000);
    await clock.advance(30_000);
    expect(fired).toEqual([]);
    await clock.advance(30_000);
    expect(fired).toEqual(['later']);
    clock.stop();
  });

  it('held still (flows: false), real time moves nothing: only advance does, and what is due now still fires', async () => {
    vi.useFakeTimers({ now: START });
    const clock = createTestClock(START, () => Promise.resolve(), { flows: false });
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('next refresh'), 10_000);
    clock.setTimeout(() => fired.push('at once'), 0);
    // A minute of real time: the instant stays, the refresh ten seconds ahead stays unfired.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(clock.now()).toBe(START);
    expect(fired).toEqual(['at once']);
    await clock.advance(10_000);
    expect(clock.now()).toBe(START + 10_000);
    expect(fired).toEqual(['at once', 'next refresh']);
    clock.stop();
  });

  it('fails the advance, loudly, when the backend never settles', async () => {
    const clock = createTestClock(START, () => Promise.reject(new Error('backend still busy after 15000 ms: GET /v1/accounts (15002 ms)')));
    clock.setTimeout(() => {}, 1_000);
    await expect(clock.advance(2_000)).rejects.toThrow(/still busy .*GET \/v1\/accounts/);
    clock.stop();
  });
});
