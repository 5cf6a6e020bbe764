import { describe, expect, it } from 'vitest';
import { tableTracks } from '../../../../renderer/components/tree-table/tree-table.tsx';
import { defaultPositionColumns, POSITION_COLUMNS, positionColumnsFor, shownPositionColumns } from '../../../../renderer/views/positions/position-columns.ts';

/** What the table has at the default 1360 px window: less its 14 px margins, its borders and a 15 px scroll bar. */
const TABLE_AT_1360 = 1360 - 28 - 2 - 15;
/** The expander's track (positions-table.tsx). */
const TREE = '32px';

describe('the positions table’s default layout', () => {
  it('fits the default window, for one account and for all of them', () => {
    for (const all of [false, true]) {
      const { minWidth } = tableTracks([TREE, ...defaultPositionColumns(all).map((column) => column.width)]);
      expect(minWidth, all ? 'All accounts' : 'one account').toBeLessThanOrEqual(TABLE_AT_1360);
    }
  });

  it('keeps Theta, IV and days to expiry, and leaves out what the chooser shows again', () => {
    const one = defaultPositionColumns(false).map((column) => column.id);
    expect(one).toEqual(expect.arrayContaining(['symbol', 'last', 'total-gain', 'value', 'share-delta', 'theta', 'iv', 'dte']));
    expect(
      positionColumnsFor(false)
        .filter((column) => !one.includes(column.id))
        .map((column) => column.id),
    ).toEqual(['cost', 'delta']);
    const all = defaultPositionColumns(true).map((column) => column.id);
    expect(all[1]).toBe('account');
    expect(
      positionColumnsFor(true)
        .filter((column) => !all.includes(column.id))
        .map((column) => column.id),
    ).toEqual(['cost', 'portfolio', 'delta']);
  });

  it('is what no choice shows; a choice is kept as made', () => {
    expect(shownPositionColumns(null)).toEqual(defaultPositionColumns(false));
    expect(shownPositionColumns(null, true)).toEqual(defaultPositionColumns(true));
    expect(shownPositionColumns(['cost', 'symbol']).map((column) => column.id)).toEqual(['cost', 'symbol']);
    expect(shownPositionColumns([...POSITION_COLUMNS.map((column) => column.id)], true)).toEqual([...POSITION_COLUMNS]);
  });

  it('says on every group figure’s header that a group row is net', () => {
    for (const id of ['day-gain', 'total-gain', 'value', 'cost', 'portfolio'])
      expect(POSITION_COLUMNS.find((column) => column.id === id)?.title).toMatch(/A group row: net, long minus short$/);
  });
});
