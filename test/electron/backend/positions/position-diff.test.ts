/** The diff of two reads by position key: added, changed (any figure, nested ones too), removed; same figures change nothing. */
import { describe, expect, it } from 'vitest';
import { diffPositions, indexPositions } from '../../../../electron/backend/positions/position-diff.ts';
import { position } from '../../../helpers/position-builder.ts';

describe('diffPositions', () => {
  const base = [
    position({ positionId: '1', quote: { last: 190 } }),
    position({ positionId: '2', symbol: 'MSFT', underlier: 'MSFT' }),
    position({ positionId: '3', option: { osiKey: 'AAPL--261218C00200000', strike: 200 }, greeks: { delta: 0.4 } }),
  ];

  it('finds nothing between equal reads decoded apart', () => {
    expect(diffPositions(indexPositions(base), indexPositions(structuredClone(base)))).toEqual({ changed: [], removed: [] });
  });

  it('names the added, the changed (a price, a greek) and the removed, in the new read’s order', () => {
    const next = [
      position({ positionId: '4', symbol: 'TSLA', underlier: 'TSLA' }),
      position({ positionId: '3', option: { osiKey: 'AAPL--261218C00200000', strike: 200 }, greeks: { delta: 0.41 } }),
      position({ positionId: '1', quote: { last: 190.01 } }),
    ];
    expect(diffPositions(indexPositions(base), indexPositions(next))).toEqual({ changed: ['4', '3', '1'], removed: ['2'] });
  });

  it('keys a position without an id by what it holds and its side (a long and a short of one symbol are two)', () => {
    const long = position({ positionId: null, symbol: 'F', underlier: 'F', side: 'LONG' });
    const short = position({ positionId: null, symbol: 'F', underlier: 'F', side: 'SHORT', quantity: -50 });
    const index = indexPositions([long, short]);
    expect([...index.keys()]).toEqual(['F|LONG', 'F|SHORT']);
    expect(diffPositions(index, indexPositions([long, { ...short, quantity: -60 }]))).toEqual({ changed: ['F|SHORT'], removed: [] });
  });
});
