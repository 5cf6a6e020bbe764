/**
 * Which alerts of a read are news: unread, never seen before, and no older than the newest alert
 * of the read before (an old unread alert that a cut list had left out until now is not news). The
 * first read is the baseline: what waited in the inbox is counted as unread, not announced. Every
 * id seen stays seen until the session is replaced, so an alert that leaves the lists and comes
 * back is never news twice.
 */
import { isUnread, type InboxAlert } from '../../../shared/domain/alerts-watch.ts';

/** What the diff keeps between reads. */
export interface AlertMemory {
  readonly seen: ReadonlySet<string>;
  /** The newest creation time seen (epoch ms); `null` before any. */
  readonly newestAt: number | null;
}

/** The most ids remembered: well past what the lists can bring (2 × 300 unread + 2 × 50 recent). */
const SEEN_MAX = 5_000;

/** The news of `alerts` after `memory` (`null`: the first read), and the memory for the next read. */
export function diffAlerts(memory: AlertMemory | null, alerts: readonly InboxAlert[]): { fresh: string[]; memory: AlertMemory } {
  const fresh: string[] = [];
  if (memory !== null) {
    for (const alert of alerts) {
      if (!isUnread(alert) || memory.seen.has(alert.id)) continue;
      if (memory.newestAt !== null && alert.createdAt !== null && alert.createdAt < memory.newestAt) continue;
      fresh.push(alert.id);
    }
  }
  const seen = new Set(memory?.seen);
  for (const alert of alerts) seen.add(alert.id);
  // Forget the oldest first (a Set iterates in insertion order).
  for (const id of seen) {
    if (seen.size <= SEEN_MAX) break;
    seen.delete(id);
  }
  let newestAt = memory?.newestAt ?? null;
  for (const alert of alerts) if (alert.createdAt !== null && (newestAt === null || alert.createdAt > newestAt)) newestAt = alert.createdAt;
  return { fresh, memory: { seen, newestAt } };
}
