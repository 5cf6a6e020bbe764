/**
 * Paging of the legacy order list (docs/platform/legacy-api.md, "Paging"). The marker is a cursor
 * into one day's append-only list, frozen at the instant of the first page:
 * `<key of the next entry>|<snapshot ms>`, the shape of the platform's sample marker (two numbers
 * and a bar), to be treated as opaque. Entries newer than the snapshot are left for the next
 * refresh from the top, so while the day moves nothing is lost or repeated; statuses are always
 * current.
 */
import { LIMITS } from '../../shared/spec-constants.ts';
import { BadParameterError, queryParam } from '../http/api-request.ts';
import type { ListEntry } from './order-model.ts';
import type { TradingDay } from './trading-day.ts';

/** A decoded marker. */
export interface Cursor {
  nextKey: number;
  snapshot: number;
}

/** Reads `count` (default 25; above 100 it is capped, so the answer never exceeds what was asked). */
export function parseCount(query: [string, string][]): number {
  const text = queryParam(query, 'count');
  if (text === undefined || text === '') return LIMITS.orderListDefaultCount;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) {
    throw new BadParameterError(`Invalid value for count: "${text}" (expected a positive integer)`);
  }
  return Math.min(Number(text), LIMITS.orderListMaxCount);
}

/** Reads `marker`; absent or empty means the newest entries. */
export function parseMarker(query: [string, string][], now: number): Cursor | null {
  const text = queryParam(query, 'marker');
  if (text === undefined || text === '') return null;
  const match = /^(\d{1,15})\|(\d{13})$/.exec(text);
  const snapshot = Number(match?.[2]);
  if (!match || snapshot > now || snapshot < now - 3 * 86_400_000) throw new BadParameterError(`Invalid marker: "${text}"`);
  return { nextKey: Number(match[1]), snapshot };
}

/** Formats a cursor as the wire marker. */
export function formatMarker(cursor: Cursor): string {
  return `${cursor.nextKey}|${cursor.snapshot}`;
}

/** One page: entries newest first and the marker of the next page ('' on the last). */
export interface Page {
  entries: ListEntry[];
  marker: string;
}

/** Cuts the page the cursor points at out of the day as it stood at the cursor's snapshot. */
export function pageOf(day: TradingDay, cursor: Cursor | null, count: number, now: number): Page {
  const snapshot = cursor?.snapshot ?? now;
  const visible = day.countPlacedBy(snapshot);
  let start = visible - 1;
  if (cursor) {
    const index = day.indexOfKey(cursor.nextKey);
    if (index === -1 || index >= visible) throw new BadParameterError(`Invalid marker: "${formatMarker(cursor)}"`);
    start = index;
  }
  const entries: ListEntry[] = [];
  for (let i = start; i >= 0 && entries.length < count; i -= 1) entries.push(day.entries[i] as ListEntry);
  const next = start - entries.length;
  const marker = next >= 0 ? formatMarker({ nextKey: (day.entries[next] as ListEntry).key, snapshot }) : '';
  return { entries, marker };
}
