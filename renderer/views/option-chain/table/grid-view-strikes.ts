/**
 * The strikes that matter for what the grid shows: the row at the money a chain opens centred on,
 * and the strikes in view, which main keeps fresh (it re-asks for those quotes and pushes changes).
 */
import { atTheMoneyIndex } from './chain-price-line.ts';
import type { ChainRows } from './chain-rows.ts';

/** The row of the strike at the money in the first expiry with strikes, or null without a price. */
export function atTheMoneyRow(rows: ChainRows, price: number | null): number | null {
  // Compared expiries: every row is a strike of the union, in order.
  if (rows.groups !== undefined)
    return atTheMoneyIndex(
      rows.rows.flatMap((row) => (row.kind === 'strike' ? [row.row] : [])),
      price,
    );
  for (const start of rows.expiryStarts) {
    const heading = rows.rows[start];
    if (heading === undefined || heading.expiry.strikes.length === 0) continue;
    const at = atTheMoneyIndex(heading.expiry.strikes, price);
    return at === null ? null : start + 1 + at;
  }
  return null;
}

/** Where a link asked the cursor to land: a strike of an expiry (a position's contract). */
export interface ChainLanding {
  /** ISO `YYYY-MM-DD`. */
  readonly expiry: string;
  readonly strike: number;
}

/** The row of the landing's strike in its expiry, or null when the grid does not show it. */
export function landingRow(rows: ChainRows, landing: ChainLanding | null): number | null {
  if (landing === null) return null;
  const index = rows.rows.findIndex(
    (row) =>
      row.kind === 'strike' &&
      row.row.strike === landing.strike &&
      (row.expiry.date === landing.expiry || (row.lanes?.some((lane) => lane.expiry.date === landing.expiry) ?? false)),
  );
  return index === -1 ? null : index;
}

/** The strike in the middle of rows [first, first + count) and how many strikes they show. */
export function strikesInView(rows: ChainRows, first: number, count: number): { centre: number | null; inView: number } {
  let inView = 0;
  let centre: number | null = null;
  const middle = first + Math.floor(count / 2);
  let best = Number.POSITIVE_INFINITY;
  for (let i = first; i < Math.min(rows.rows.length, first + count); i += 1) {
    const row = rows.rows[i];
    if (row?.kind !== 'strike') continue;
    inView += 1;
    if (Math.abs(i - middle) < best) {
      best = Math.abs(i - middle);
      centre = row.row.strike;
    }
  }
  return { centre, inView };
}
