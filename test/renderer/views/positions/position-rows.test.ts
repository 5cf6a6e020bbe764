/**
 * The positions table's rows and figures: groups by underlier (the stock first, then options by
 * expiry and strike), collapsed groups without their positions, sorting groups and the positions
 * inside them by a column with missing figures last, share equivalents and theta per position and
 * per group, unknown costs kept unknown, and the same values object for an unchanged position.
 */
import { describe, expect, it } from 'vitest';
import { positionSort } from '../../../../renderer/views/positions/position-columns.ts';
import { groupKey, positionRows } from '../../../../renderer/views/positions/position-rows.ts';
import { contractWords, positionValues } from '../../../../renderer/views/positions/position-values.ts';
import { position } from '../../../helpers/position-builder.ts';

const stock = position({ positionId: '1', symbol: 'AAPL', quantity: 100, marketValue: 19_000, totalCost: 18_000, totalGain: 1_000, quote: { last: 190 } });
const call = position({
  positionId: '2',
  symbol: 'AAPL',
  quantity: -2,
  option: { osiKey: 'AAPL--261218C00200000', callPut: 'CALL', expiry: '2026-12-18', strike: 200 },
  greeks: { delta: 0.4, theta: -0.05, iv: 0.31 },
  marketValue: -1_000,
  totalCost: null,
  daysToExpiry: 190,
});
const put = position({
  positionId: '3',
  symbol: 'AAPL',
  quantity: 1,
  option: { osiKey: 'AAPL--261120P00180000', callPut: 'PUT', expiry: '2026-11-20', strike: 180 },
  greeks: { delta: -0.3, theta: -0.02 },
  marketValue: 400,
  totalCost: 350,
});
const msft = position({ positionId: '4', symbol: 'MSFT', underlier: 'MSFT', quantity: 10, marketValue: 4_100, totalCost: 4_000, quote: { last: 410 } });

describe('position rows', () => {
  it('groups by underlier: the stock, then options by expiry; each group open unless collapsed', () => {
    const rows = positionRows('k', [msft, call, put, stock], positionSort(null), new Set(['MSFT']));
    expect(rows.map((row) => row.key)).toEqual([groupKey('AAPL'), '1', '3', '2', groupKey('MSFT')]);
    expect(rows.map((row) => (row.kind === 'group' ? row.expanded : null))).toEqual([true, null, null, null, false]);
  });

  it('sorts groups and the positions inside them by a column, missing figures last', () => {
    const rows = positionRows('k', [msft, call, put, stock], positionSort({ column: 'cost', direction: 'desc' }), new Set());
    expect(rows.map((row) => row.key)).toEqual([groupKey('AAPL'), '1', '3', '2', groupKey('MSFT'), '4']);
    const ascending = positionRows('k', [msft, call, put, stock], positionSort({ column: 'cost', direction: 'asc' }), new Set());
    expect(ascending.map((row) => row.key)).toEqual([groupKey('MSFT'), '4', groupKey('AAPL'), '3', '1', '2']);
  });

  it('counts share equivalents and theta a day per position and group; an unknown cost stays unknown', () => {
    expect(positionValues(stock)).toMatchObject({ delta: 1, shareDelta: 100, theta: null });
    expect(positionValues(call)).toMatchObject({ shareDelta: -80, theta: 10, iv: 0.31, cost: null, unknownCost: 1, daysToExpiry: 190 });
    const [group] = positionRows('k', [stock, call, put], positionSort(null), new Set());
    expect(group?.values).toMatchObject({ shareDelta: 100 - 80 - 30, cost: 18_350, unknownCost: 1, description: '3 positions, 2 options' });
    expect(group?.values.theta).toBeCloseTo(10 - 2, 10);
  });

  it('keeps one values object per position object, and per group while its positions are the same', () => {
    const first = positionRows('k', [stock, call], positionSort(null), new Set());
    const again = positionRows('k', [stock, call], positionSort(null), new Set());
    expect(again.map((row) => row.values)).toEqual(first.map((row) => row.values));
    expect(again.every((row, i) => row.values === first[i]?.values)).toBe(true);
    const moved = positionRows('k', [stock, { ...call, marketValue: -1_100 }], positionSort(null), new Set());
    expect(moved[0]?.values).not.toBe(first[0]?.values);
    expect(moved[1]?.values).toBe(first[1]?.values);
  });

  it('writes a contract from its own fields, else the provider’s words', () => {
    expect(contractWords(call)).toBe("AAPL Dec 18 '26 $200 Call");
    expect(contractWords(position({ option: { osiKey: 'X', expiry: null }, description: 'AAPL Jan 2027 $5 Put' }))).toBe('AAPL Jan 2027 $5 Put');
    expect(contractWords(stock)).toBe('AAPL');
  });
});
