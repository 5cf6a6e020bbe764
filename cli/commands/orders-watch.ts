/**
 * `strikeboard orders --watch`: refreshes today's orders until interrupted (Ctrl+C, or nobody
 * reading the output any more). Data goes to standard output: the book once, then every change
 * once, stamped, with the words a notification would use. Progress and trouble go to standard
 * error: what is watched and how often, a refresh that failed, the recovery.
 */
import type { OrderWatchState } from '../../shared/domain/order-watch.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { OrderNote } from '../../electron/backend/notifications/order-notices.ts';
import type { DayOrders } from '../../electron/backend/orders/order-paging.ts';
import { createOrderWatcher, type OrderWatcherOptions } from '../../electron/backend/orders/order-watcher.ts';
import type { CliIo } from '../io/cli-io.ts';
import { changeLine, orderLines } from '../tables/orders-table.ts';
import { quietLogger } from '../session/session-text.ts';
import { formatNewYorkStamp } from '../../shared/domain/market-time.ts';

/** What to watch and how to fetch it. */
export interface WatchInput {
  accountId: string;
  json: boolean;
  fetchDay(signal: AbortSignal): Promise<Result<DayOrders>>;
  /** The Orders budget's say on the interval (v1); as asked when absent. */
  pace?: OrderWatcherOptions['pace'];
}

/**
 * The watcher's `emit` and `notify`, printing as described above. The watcher publishes its
 * state more often than the data changes (a new refresh time, a new interval), so a snapshot is
 * printed once, by its data time; notes wait for the snapshot they belong to.
 */
export function watchPrinter(input: Pick<WatchInput, 'accountId' | 'json'>, io: CliIo): { emit(state: OrderWatchState): void; notify(note: OrderNote): void } {
  let printedDataTime: number | null = null;
  let lastError: string | null = null;
  let notes: OrderNote[] = [];
  const printSnapshot = (state: OrderWatchState & { book: NonNullable<OrderWatchState['book']> }) => {
    if (input.json) {
      io.out(JSON.stringify(state));
      return;
    }
    if (printedDataTime === null) {
      for (const line of orderLines(state.book)) io.out(line);
      io.err(`Watching account ${input.accountId}, refreshing every ${Math.round(state.intervalMs / 1000)} s. Ctrl+C ends.`);
      return;
    }
    // New York time, as every table of the command line says it ("2026-06-10 11:00:20 ET").
    const stamp = `${formatNewYorkStamp(state.dataTime ?? io.clock.now())} ET`;
    for (const change of state.changes) io.out(`${stamp} ${changeLine(change)}`);
    for (const note of notes) io.out(`${stamp} * ${note.title}: ${note.body}`);
  };
  return {
    emit(state) {
      if (state.refreshing) return;
      if (state.stale !== null) {
        // The watch ends with this one (watchOrders): it is the command's error, not progress.
        if (state.book === null && state.stale.error.code === 'invalid-argument') return;
        if (state.stale.error.message === lastError) return;
        lastError = state.stale.error.message;
        if (input.json) io.out(JSON.stringify(state));
        else
          io.err(
            `! refresh failed, showing data from ${state.dataTime === null ? 'nowhere yet' : `${formatNewYorkStamp(state.dataTime)} ET`}: ${lastError} Next try in ${Math.round(state.intervalMs / 1000)} s.`,
          );
        return;
      }
      const book = state.book;
      if (book === null || state.dataTime === printedDataTime) return;
      if (lastError !== null && !input.json) io.err('Refreshing works again.');
      lastError = null;
      printSnapshot({ ...state, book });
      printedDataTime = state.dataTime;
      notes = [];
    },
    notify(note) {
      notes.push(note);
    },
  };
}

/** Watches until interrupted; `random` spreads the retries of a failing provider. */
export async function watchOrders(input: WatchInput, io: CliIo, random: () => number = Math.random): Promise<Result<void>> {
  const interrupted = io.interrupted?.() ?? new AbortController().signal;
  const printer = watchPrinter(input, io);
  const watcher = createOrderWatcher({
    accountKey: input.accountId,
    clock: io.clock,
    random,
    logger: quietLogger,
    fetchDay: input.fetchDay,
    ...(input.pace === undefined ? {} : { pace: input.pace }),
    preferences: () => ({ refreshSeconds: 10, notifications: !input.json }),
    windowVisible: () => true,
    emit: printer.emit,
    notify: printer.notify,
  });
  const first = await watcher.refresh();
  // An account that is not the user's will not become theirs by waiting: end with the error.
  if (first.book === null && first.stale?.error.code === 'invalid-argument') {
    watcher.stop();
    return { ok: false, error: first.stale.error };
  }
  await new Promise<void>((resolve) => {
    if (interrupted.aborted) resolve();
    interrupted.addEventListener('abort', () => resolve(), { once: true });
  });
  watcher.stop();
  return ok(undefined);
}
