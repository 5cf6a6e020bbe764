import { describe, expect, it } from 'vitest';
import { compareColumns, resolveColumns } from '../../../../../renderer/views/option-chain/table/chain-columns.ts';
import { compareRows, laneOf } from '../../../../../renderer/views/option-chain/compare/compare-rows.ts';
import { cellWords } from '../../../../../renderer/views/option-chain/compare/compare-words.ts';
import { expiry, quotedStrike } from '../chain-fixtures.ts';
import type { ExpiryFigures } from '../../../../../shared/domain/expiry-figures.ts';

describe('what a compared cell says under the cursor', () => {
  const near = expiry('2027-03-19', [quotedStrike('2027-03-19', 100), quotedStrike('2027-03-19', 102.5)]);
  const far = expiry('2027-06-18', [quotedStrike('2027-06-18', 100)]);
  const figures = new Map([['2027-03-19', { spot: 100, ivMove: 2.5, straddle: null } as unknown as ExpiryFigures]]);
  const rows = compareRows([near, far], [near, far], figures).rows.flatMap((row) => (row.kind === 'strike' ? [row] : []));
  const columns = compareColumns(resolveColumns(['bid'], true), 'CALLPUT', 2);
  const words = (row: number, col: number) => {
    const r = rows[row];
    const c = columns[col];
    if (r === undefined || c === undefined) throw new Error('no such cell');
    return cellWords(r.row.strike, laneOf(r, c), c);
  };

  it('names the expiry, the strike and the side, then the value', () => {
    expect(words(0, 1)).toBe('Fri, Mar 19, 2027, strike 100, call bid: 1.00');
    expect(words(0, 6)).toBe('Fri, Jun 18, 2027, strike 100, put bid: 1.00');
  });

  it('says the σ mark of its own expiry, and where an expiry lists no such strike', () => {
    expect(words(1, 2)).toBe('Fri, Mar 19, 2027, strike 102.50, σ mark: +1σ');
    expect(words(0, 5)).toBe('Fri, Jun 18, 2027, strike 100, σ mark: none');
    expect(words(1, 4)).toBe('Fri, Jun 18, 2027, strike 102.50: not listed in this expiry');
  });
});
