/**
 * A group order with more members than a call can take as arguments (a hostile or broken page:
 * 200,000 members): the orders view reads it without a stack overflow. `push(...members)` and
 * `Math.min(...times)` threw "Maximum call stack size exceeded" past about 125,000.
 */
import { describe, expect, it } from 'vitest';
import { effectiveSort } from '../../../../../renderer/views/orders/table/order-columns.ts';
import { visibleUnits } from '../../../../../renderer/views/orders/table/order-rows.ts';
import { groupValues } from '../../../../../renderer/views/orders/table/unit-values.ts';
import { book, group, OPEN_BELL, order } from '../order-fixtures.ts';

const MEMBERS = 200_000;
const members = Array.from({ length: MEMBERS }, (_, i) => order(`m${i}`, { placedAt: OPEN_BELL + i }));
const huge = group('G1', members);

describe('a group of 200,000 members', () => {
  it('is searched and counted', () => {
    const { units, counts } = visibleUnits(book([], [huge]), { tab: 'all', search: '', sort: effectiveSort(null) });
    expect(units).toHaveLength(1);
    expect(Object.values(counts).some((count) => count === MEMBERS)).toBe(true);
  });

  it('is placed when its first member was', () => {
    expect(groupValues(huge).placedAt).toBe(OPEN_BELL);
  });
});
