/**
 * `orders --watch` output, with the real order watcher on a fake clock and a scripted provider:
 * data (the book, then every change once, with a notification's words) on standard output;
 * progress and trouble (what is watched, a failed refresh) on standard error.
 */
import { describe, expect, it } from 'vitest';
import { watchOrders } from '../../cli/commands/orders-watch.ts';
import type { DayOrders } from '../../electron/backend/orders/order-paging.ts';
import type { OrderBook } from '../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { book, order } from '../electron/backend/orders/order-builders.ts';
import { createFakeClock } from '../electron/backend/session/fake-clock.ts';
import { fakeIo } from './fake-io.ts';

const START = Date.parse('2026-06-10T15:00:00Z');

function watching(json = false) {
  const clock = createFakeClock(START);
  const stop = new AbortController();
  const { io, out, err } = fakeIo();
  let next: Result<OrderBook> = ok(book(order(1), order(2)));
  const watched = watchOrders(
    { accountId: '83405188', json, fetchDay: async (): Promise<Result<DayOrders>> => (next.ok ? ok({ book: next.data, pages: 1 }) : next) },
    { ...io, clock, interrupted: () => stop.signal },
    () => 0,
  );
  return {
    out,
    err,
    serve(value: Result<OrderBook>) {
      next = value;
    },
    refresh: (ms = 10_000) => clock.advance(ms),
    async end() {
      stop.abort();
      return watched;
    },
  };
}

describe('strikeboard orders --watch', () => {
  it('prints the book and each change once on stdout, with the notification words; only progress on stderr', async () => {
    const watch = watching();
    await watch.refresh();
    expect(watch.out[0]).toMatch(/^Order ID\s+Placed ET/);
    expect(watch.out.some((line) => /^1\s/.test(line))).toBe(true);
    expect(watch.err).toEqual(['Watching account 83405188, refreshing every 10 s. Ctrl+C ends.']);
    const bookLines = watch.out.length;

    watch.serve(ok(book(order(1, { status: 'EXECUTED', filled: 100 }), order(2, { filled: 40 }), order(3))));
    await watch.refresh();
    // New York time like every table: 15:00:20 UTC is 11:00:20 in June (EDT).
    const stamp = '2026-06-10 11:00:20 ET';
    expect(watch.out.slice(bookLines)).toEqual([
      // Statuses in words (was OPEN → EXECUTED); --json keeps the codes.
      `${stamp} ~ 1 Open → Executed`,
      `${stamp} ~ 1 filled 0 → 100`,
      `${stamp} ~ 2 filled 0 → 40`,
      `${stamp} + 3 added`,
      `${stamp} * Order 1 executed: Buy 100 XYZ · Limit 12.50 (account …5188)`,
      `${stamp} * Order 2 partly filled: 40 of 100 shares filled: Buy 100 XYZ · Limit 12.50 (account …5188)`,
    ]);

    // Nothing changed: nothing printed, however often the watcher re-publishes its state.
    await watch.refresh();
    await watch.refresh();
    expect(watch.out.length).toBe(bookLines + 6);
    expect(watch.err).toEqual(['Watching account 83405188, refreshing every 10 s. Ctrl+C ends.']);

    watch.serve(fail('network', 'The provider could not be reached.'));
    await watch.refresh();
    expect(watch.out.length).toBe(bookLines + 6);
    expect(watch.err[1]).toMatch(/^! refresh failed, showing data from .*: The provider could not be reached\. Next try in \d+ s\.$/);
    watch.serve(ok(book(order(1, { status: 'EXECUTED', filled: 100 }), order(2, { filled: 40 }), order(3))));
    // After a failure the watcher backs off: give it a minute.
    await watch.refresh(60_000);
    expect(watch.err.slice(2)).toEqual(['Refreshing works again.']);
    expect(watch.out.length).toBe(bookLines + 6);

    expect(await watch.end()).toEqual({ ok: true, data: undefined });
  });

  it('--json prints one state per refreshed snapshot, never the same changes twice', async () => {
    const watch = watching(true);
    await watch.refresh();
    watch.serve(ok(book(order(1, { status: 'CANCELLED' }), order(2))));
    await watch.refresh();
    await watch.refresh();
    const states = watch.out.map((line) => JSON.parse(line) as { changes: unknown[]; dataTime: number });
    // The first refresh at start, then three more, 10 s apart.
    expect(states.map((state) => state.changes)).toEqual([[], [], [{ kind: 'status', orderId: '1', from: 'OPEN', to: 'CANCELLED' }], []]);
    expect(states.map((state) => state.dataTime)).toEqual([0, 10_000, 20_000, 30_000].map((ms) => START + ms));
    expect(watch.err).toEqual([]);
    await watch.end();
  });
});
