import { describe, expect, it } from 'vitest';
import { fittedCompareColumns } from '../../../../../renderer/views/option-chain/compare/compare-fit.ts';
import { compareColumns, gridMinWidth, resolveColumns } from '../../../../../renderer/views/option-chain/table/chain-columns.ts';

/** The grid at the default 1360 px window: less its margins, borders and scroll bar. */
const AT_1360 = 1360 - 28 - 2 - 15;
/** The quotes' default columns, nearest the strike first (Bid, Ask, IV, Delta, Open interest). */
const QUOTES = resolveColumns(null, true);

describe('fittedCompareColumns: each compared expiry shows the columns that fit', () => {
  it('keeps the columns nearest the strike, as many as fit beside the expiries compared', () => {
    for (const groups of [2, 3, 4]) {
      const { shown, leftOut } = fittedCompareColumns(QUOTES, 'CALLPUT', groups, AT_1360);
      expect(shown).toEqual(QUOTES.slice(0, shown.length));
      expect(leftOut).toBe(QUOTES.length - shown.length);
      expect(gridMinWidth(compareColumns(shown, 'CALLPUT', groups))).toBeLessThanOrEqual(AT_1360);
      // One column more would not fit.
      if (leftOut > 0) expect(gridMinWidth(compareColumns(QUOTES.slice(0, shown.length + 1), 'CALLPUT', groups))).toBeGreaterThan(AT_1360);
    }
    // Two expiries at 1360 px: three columns a side (every five scrolled 629 px past the edge).
    expect(fittedCompareColumns(QUOTES, 'CALLPUT', 2, AT_1360).shown.map((column) => column.id)).toEqual(QUOTES.slice(0, 3).map((column) => column.id));
  });

  it('one side only has room for more; never fewer than one column; an unknown width fits all', () => {
    const both = fittedCompareColumns(QUOTES, 'CALLPUT', 2, AT_1360).shown.length;
    expect(fittedCompareColumns(QUOTES, 'CALL', 2, AT_1360).shown.length).toBeGreaterThan(both);
    expect(fittedCompareColumns(QUOTES, 'CALLPUT', 4, 200).shown).toHaveLength(1);
    expect(fittedCompareColumns(QUOTES, 'CALLPUT', 4, 0)).toEqual({ shown: QUOTES, leftOut: 0 });
  });
});
