/**
 * How an order moves through the day towards its final status (the platform gives the states, not
 * the transitions; these are the ones a live view should see): open → partly filled → executed,
 * open → cancel requested → cancelled, open → expired, open → rejected.
 */
import type { OrderStatus, OrderTerm } from '../../shared/spec-constants.ts';
import type { Random } from '../market/seeded-random.ts';
import type { StatusStep } from './order-model.ts';

const MINUTE = 60_000;

/**
 * The steps from placement to `finalStatus`. With `settleBy`, the whole timeline is squeezed so the
 * final status is reached by then (the orders that must be visible in every status at start-up).
 */
export function buildTimeline(finalStatus: OrderStatus, placedAt: number, term: OrderTerm, random: Random, settleBy?: number): StatusStep[] {
  const first = random.int(2, 25) * MINUTE + random.int(0, 59_999);
  const second = random.int(1, 20) * MINUTE + random.int(0, 59_999);
  const immediate = term === 'IMMEDIATE_OR_CANCEL' || term === 'FILL_OR_KILL';
  const offsets: [number, OrderStatus, number][] = [[0, 'OPEN', 0]];
  switch (finalStatus) {
    case 'OPEN':
      if (random.chance(0.5)) offsets.push([first, 'OPEN', cents2(0.2 + random.next() * 0.5)]);
      break;
    case 'EXECUTED':
      if (!immediate) offsets.push([first, 'OPEN', cents2(0.3 + random.next() * 0.4)]);
      offsets.push([immediate ? random.int(200, 4000) : first + second, 'EXECUTED', 1]);
      break;
    case 'CANCELLED':
      offsets.push([first, 'CANCEL_REQUESTED', 0], [first + second, 'CANCELLED', 0]);
      break;
    case 'CANCEL_REQUESTED':
      offsets.push([first, 'CANCEL_REQUESTED', 0]);
      break;
    case 'EXPIRED':
      offsets.push([immediate ? random.int(200, 4000) : first + second * 3, 'EXPIRED', 0]);
      break;
    case 'REJECTED':
      offsets.push([random.int(500, 8000), 'REJECTED', 0]);
      break;
  }
  const last = offsets[offsets.length - 1]?.[0] ?? 0;
  const scale = settleBy !== undefined && last > 0 && placedAt + last > settleBy ? Math.max(0, settleBy - placedAt) / last : 1;
  return offsets.map(([offset, status, filledFraction]) => ({
    at: placedAt + Math.floor(offset * scale),
    status,
    filledFraction,
  }));
}

function cents2(fraction: number): number {
  return Math.round(fraction * 100) / 100;
}
