/**
 * Tests that sign in on the real clock (the CLI's processes read the system time) hold a session
 * that ends at midnight US Eastern, and count "today" in New York days. A file that starts just
 * before that midnight would see its session end, or its day change, half-way through: such a
 * file waits until the day has turned, so its outcome never depends on when it ran.
 */
import { nextNewYorkMidnight } from '../../shared/domain/market-time.ts';

/** How long before New York midnight a file counts as "too close" to start. */
export const MIDNIGHT_MARGIN_MS = 4 * 60_000;

/** The wait (ms) before a file that starts at `now` may run: 0 unless midnight is within the margin. */
export function waitBeforeStart(now: number, margin: number = MIDNIGHT_MARGIN_MS): number {
  const midnight = nextNewYorkMidnight(now);
  return midnight - now <= margin ? midnight - now + 1_000 : 0;
}

/** Waits, on the real clock, until New York midnight is not within the margin. Use in beforeAll with a timeout above the margin. */
export async function clearOfNewYorkMidnight(): Promise<void> {
  const wait = waitBeforeStart(Date.now());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** beforeAll's timeout for a file that may wait: the margin plus its own set-up. */
export const CLEAR_OF_MIDNIGHT_TIMEOUT_MS = MIDNIGHT_MARGIN_MS + 60_000;
