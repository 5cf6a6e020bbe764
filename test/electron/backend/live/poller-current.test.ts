/**
 * A cycle's `current()`: what a feed that shows part of an answer early (the orders' first load)
 * asks before each part. True while the answer would still count; false once the feed stopped or
 * was suspended, or the session news moved since the cycle began (the rule that drops a whole
 * answer drops its parts too).
 */
import { describe, expect, it } from 'vitest';
import { createPoller } from '../../../../electron/backend/live/poller.ts';
import { ok } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from '../session/fake-clock.ts';

const START = Date.parse('2026-06-10T15:00:00Z');

/** A poller whose fetch waits for `release` and hands its `current` out. */
function setup() {
  const clock = createFakeClock(START);
  const session = { serial: 0, check: () => session.serial };
  const currents: (() => boolean)[] = [];
  let release = () => {};
  const poller = createPoller<number, null>({
    name: 'test feed',
    clock,
    random: () => 0,
    logger: silentLogger,
    hidden: 'stop',
    seconds: () => 10,
    bounds: { min: 5, max: 300, default: 10 },
    windowVisible: () => true,
    cost: () => 1,
    session,
    async fetch(_signal, current) {
      currents.push(current);
      await new Promise<void>((resolve) => (release = resolve));
      return ok(1);
    },
    accept: () => {},
    compose: () => null,
    emit: () => {},
  });
  return { poller, session, currents, release: () => release() };
}

describe("a cycle's current()", () => {
  it('is true while the cycle would still count, and false after the session news moved', async () => {
    const t = setup();
    const cycle = t.poller.refresh();
    const current = t.currents[0];
    expect(current?.()).toBe(true);
    t.session.serial += 1;
    expect(current?.()).toBe(false);
    t.release();
    await cycle;
  });

  it('is false once the feed was suspended or stopped', async () => {
    const suspended = setup();
    const first = suspended.poller.refresh();
    suspended.poller.suspend({ code: 'not-signed-in', message: 'Not signed in.' });
    expect(suspended.currents[0]?.()).toBe(false);
    suspended.release();
    await first;

    const stopped = setup();
    const second = stopped.poller.refresh();
    stopped.poller.stop();
    expect(stopped.currents[0]?.()).toBe(false);
    stopped.release();
    await second;
  });
});
