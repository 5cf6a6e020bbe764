/** What a position's "today's orders" link searches for: an option by its contract's words (its legs carry them), else its symbol. */
import { describe, expect, it } from 'vitest';
import { orderSearchOf } from '../../../../renderer/views/positions/use-open-orders.ts';
import { position } from '../../../helpers/position-builder.ts';

describe('orderSearchOf', () => {
  it('searches an option by its description, a stock (or an option without one) by its symbol', () => {
    expect(orderSearchOf(position({ option: { osiKey: 'AAPL--260619C00040000' }, description: "AAPL Jun 19 '26 $40 Call" }))).toBe("AAPL Jun 19 '26 $40 Call");
    expect(orderSearchOf(position({ description: 'APPLE INC COM' }))).toBe('AAPL');
    expect(orderSearchOf(position({ option: { osiKey: 'X' }, description: null }))).toBe('AAPL');
  });
});
