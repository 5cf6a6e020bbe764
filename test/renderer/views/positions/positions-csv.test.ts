/** The positions CSV: a line per underlier and per position, the shown columns' headers, plain numbers, provider text guarded. */
import { describe, expect, it } from 'vitest';
import { POSITION_COLUMNS, positionSort, shownPositionColumns } from '../../../../renderer/views/positions/position-columns.ts';
import { positionRows } from '../../../../renderer/views/positions/position-rows.ts';
import { positionsCsv } from '../../../../renderer/views/positions/positions-csv.ts';
import { position } from '../../../helpers/position-builder.ts';

describe('positionsCsv', () => {
  const hostile = position({
    positionId: '1',
    description: "=cmd|' /C calc'!A0",
    quantity: -3,
    marketValue: -570.1,
    totalCost: null,
    quote: { last: 190.0333 },
  });
  const option = position({
    positionId: '2',
    option: { osiKey: 'AAPL--261218C00200000', callPut: 'CALL', expiry: '2026-12-18', strike: 200 },
    greeks: { delta: 0.1 + 0.2, iv: 0.3123 },
  });

  it('writes every position under its underlier with the shown columns', () => {
    const rows = positionRows('k', [hostile, option], positionSort(null), new Set());
    const text = positionsCsv(rows, shownPositionColumns(['symbol', 'quantity', 'value', 'delta', 'iv']));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Row,Symbol,Description,Quantity,Market value,Delta,IV %');
    expect(lines[1]).toMatch(/^Underlier,AAPL,"2 positions, 1 option",,-570.1,,$/);
    // The formula is made text (a leading apostrophe); the negative figures stay numbers.
    expect(lines[2]).toBe(`Position,AAPL,'=cmd|' /C calc'!A0,-3,-570.1,1,`);
    expect(lines[3]).toBe("Position,AAPL Dec 18 '26 $200 Call,,100,,0.3,31.23");
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('has a header for every column', () => {
    const rows = positionRows('k', [hostile], positionSort(null), new Set());
    expect(positionsCsv(rows, POSITION_COLUMNS).split('\r\n')[0]?.split(',').length).toBeGreaterThan(POSITION_COLUMNS.length);
  });
});
