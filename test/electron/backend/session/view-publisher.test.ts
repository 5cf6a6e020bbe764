/**
 * The session view publisher: anything that matters reaches the UI at once; pushes that only move
 * the last-activity time go out at most once a second, the newest one last.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_PUSH_MS, createViewPublisher } from '../../../../electron/backend/session/view-publisher.ts';
import type { SessionState, SessionView } from '../../../../shared/session.ts';
import { createFakeClock, settle } from './fake-clock.ts';

const START = Date.parse('2026-11-23T15:00:00Z');

function viewAt(lastActivityAt: number, state: SessionState = 'active'): SessionView {
  return {
    session: {
      state,
      environment: 'demo',
      environmentName: 'Local demo',
      sandbox: false,
      expiresAt: null,
      lastActivityAt,
      keepAlive: true,
      persistent: true,
      lastError: null,
      clockSkewSeconds: null,
    },
    signIn: { phase: 'idle', authorizePage: null },
    keychain: { available: true, reason: null, sessionOnly: false },
    setupNeeded: null,
  };
}

function setup() {
  const clock = createFakeClock(START);
  let current = viewAt(START);
  const emitted: SessionView[] = [];
  const errors: unknown[] = [];
  const publisher = createViewPublisher({
    clock,
    view: async () => current,
    emit: (view) => emitted.push(view),
    onError: (error) => errors.push(error),
  });
  const publish = async (next: SessionView) => {
    current = next;
    publisher.publish();
    await settle();
  };
  return { clock, emitted, errors, publisher, publish };
}

describe('the session view publisher', () => {
  it('pushes the first view at once', async () => {
    const s = setup();
    await s.publish(viewAt(START));
    expect(s.emitted).toHaveLength(1);
  });

  it('holds activity-only pushes for the rest of the second and then sends the newest one, once', async () => {
    const s = setup();
    await s.publish(viewAt(START));
    await s.clock.advance(200);
    await s.publish(viewAt(START + 200));
    await s.clock.advance(300);
    await s.publish(viewAt(START + 500));
    expect(s.emitted).toHaveLength(1);
    expect(s.clock.pending()).toBe(1);
    await s.clock.advance(ACTIVITY_PUSH_MS - 500 - 1);
    expect(s.emitted).toHaveLength(1);
    await s.clock.advance(1);
    expect(s.emitted.map((v) => v.session.lastActivityAt)).toEqual([START, START + 500]);
    expect(s.clock.pending()).toBe(0);
  });

  it('sends activity at once when the last push is a second old', async () => {
    const s = setup();
    await s.publish(viewAt(START));
    await s.clock.advance(ACTIVITY_PUSH_MS);
    await s.publish(viewAt(START + ACTIVITY_PUSH_MS));
    expect(s.emitted).toHaveLength(2);
    expect(s.clock.pending()).toBe(0);
  });

  it('sends a change of state at once, and it replaces the waiting activity push', async () => {
    const s = setup();
    await s.publish(viewAt(START));
    await s.clock.advance(100);
    await s.publish(viewAt(START + 100));
    expect(s.clock.pending()).toBe(1);
    await s.clock.advance(100);
    await s.publish(viewAt(START + 100, 'expired'));
    expect(s.emitted.map((v) => v.session.state)).toEqual(['active', 'expired']);
    expect(s.clock.pending()).toBe(0);
    await s.clock.advance(5 * ACTIVITY_PUSH_MS);
    expect(s.emitted).toHaveLength(2);
  });

  it('stop() while a view is still being built: that view is never pushed', async () => {
    const clock = createFakeClock(START);
    const emitted: SessionView[] = [];
    let release: (view: SessionView) => void = () => {};
    const publisher = createViewPublisher({
      clock,
      view: () => new Promise<SessionView>((resolve) => (release = resolve)),
      emit: (view) => emitted.push(view),
      onError: () => {},
    });
    publisher.publish();
    publisher.stop();
    release(viewAt(START));
    await settle();
    expect(emitted).toEqual([]);
  });

  it('treats a sign-in phase, a setup need or a keychain change as significant', async () => {
    const s = setup();
    await s.publish(viewAt(START));
    await s.publish({ ...viewAt(START), signIn: { phase: 'authorizing', authorizePage: null } });
    await s.publish({ ...viewAt(START), setupNeeded: { kind: 'consumer-key', message: 'Enter your key.' } });
    await s.publish({ ...viewAt(START), keychain: { available: false, reason: 'none', sessionOnly: false } });
    expect(s.emitted).toHaveLength(4);
  });

  it('stop() drops a waiting push and pushes nothing after; a view that fails to build is reported, not pushed', async () => {
    const s = setup();
    await s.publish(viewAt(START));
    await s.clock.advance(10);
    await s.publish(viewAt(START + 10));
    s.publisher.stop();
    await s.clock.advance(ACTIVITY_PUSH_MS);
    expect(s.emitted).toHaveLength(1);
    await s.publish(viewAt(START + 20, 'revoked'));
    expect(s.emitted).toHaveLength(1);
    expect(s.clock.pending()).toBe(0);

    const failing = createViewPublisher({
      clock: s.clock,
      view: () => Promise.reject(new Error('keychain gone')),
      emit: (view) => s.emitted.push(view),
      onError: (error) => s.errors.push(error),
    });
    failing.publish();
    await settle();
    expect(s.errors).toHaveLength(1);
    expect(s.emitted).toHaveLength(1);
  });
});
