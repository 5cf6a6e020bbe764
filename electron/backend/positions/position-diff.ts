/**
 * What changed between two reads of an account's positions, by position key (positions.ts
 * `positionKey`): added, changed (any figure moved: a price, a gain, the quantity, a greek) and
 * removed. Each read is indexed once into a Map, so a diff is one pass over each side, and only the
 * last index is kept between refreshes.
 */
import { positionKey, type Position } from '../../../shared/domain/positions.ts';

/** Positions by key, in the read's order. */
export type PositionIndex = ReadonlyMap<string, Position>;

/** What one refresh changed. */
export interface PositionChanges {
  /** Added or changed, in the new read's order. */
  readonly changed: string[];
  readonly removed: string[];
}

/** Indexes a read (a key seen twice keeps its first position, as the pager does). */
export function indexPositions(positions: readonly Position[]): PositionIndex {
  const index = new Map<string, Position>();
  for (const position of positions) {
    const key = positionKey(position);
    if (!index.has(key)) index.set(key, position);
  }
  return index;
}

/** Whether two plain values (numbers, text, null, nested records of them) are the same. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The changes from `previous` to `next`. */
export function diffPositions(previous: PositionIndex, next: PositionIndex): PositionChanges {
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [key, position] of next) {
    const before = previous.get(key);
    if (before === undefined || !same(before, position)) changed.push(key);
  }
  for (const key of previous.keys()) if (!next.has(key)) removed.push(key);
  return { changed, removed };
}
