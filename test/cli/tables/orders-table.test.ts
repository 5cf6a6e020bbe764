/**
 * The terminal's orders table and its watch lines: a multi-leg order's Filled never adds shares
 * and contracts; legs keep their own figures.
 */
import { describe, expect, it } from 'vitest';
import { changeLine, orderLines } from '../../../cli/tables/orders-table.ts';
import { completeOrder } from '../../../shared/domain/order-assembly.ts';
import type { Order, OrderLeg } from '../../../shared/domain/orders.ts';
import { legFields, orderFields } from '../../helpers/order-fixtures.ts';

const call = (strikePrice: number): OrderLeg['option'] => ({ callPut: 'CALL', expiry: '2026-07-17', strikePrice });

const order = (orderId: string, orderType: string, legs: OrderLeg[]): Order =>
  completeOrder(orderFields({ orderId, orderType, placedAt: Date.parse('2026-06-10T13:30:00Z'), priceType: 'NET_DEBIT', limitPrice: 1.25, legs }));

const buyWrite = order('100', 'BUY_WRITES', [
  legFields({ legNumber: 1, action: 'BUY', orderedQuantity: 1400, filledQuantity: 0 }),
  legFields({ legNumber: 2, action: 'SELL_OPEN', orderedQuantity: 14, filledQuantity: 0, symbolDescription: 'XYZ Jul 17 26 $45 Call', option: call(45) }),
]);
const spread = order('200', 'SPREADS', [
  legFields({ legNumber: 1, action: 'BUY_OPEN', orderedQuantity: 12, filledQuantity: 6, symbolDescription: 'XYZ Jul 17 26 $40 Call', option: call(40) }),
  legFields({ legNumber: 2, action: 'SELL_OPEN', orderedQuantity: 6, filledQuantity: 3, symbolDescription: 'XYZ Jul 17 26 $45 Call', option: call(45) }),
]);
const single = order('300', 'EQ', [legFields({ orderedQuantity: 100, filledQuantity: 40 })]);

/**
 * The Filled cell of each line: it ends two spaces before the Price column (it is right-aligned),
 * and columns are two spaces apart while a cell holds single spaces only.
 */
function filledCells(lines: string[]): string[] {
  const end = (lines[0] ?? '').indexOf('Price') - 2;
  return lines.slice(1).map((line) => /\S+(?: \S+)*$/.exec(line.slice(0, end))?.[0] ?? '');
}

describe('orderLines: the Filled column', () => {
  // A multi-leg order counts spreads, and each leg is on its own line (leg 1 no longer
  // shares the order's line, where its figure read as the order's).
  it('counts a buy-write in spreads (100 shares and a call each), each leg on its own line with its own figure', () => {
    const lines = orderLines({ orders: [buyWrite], groups: [] });
    expect(filledCells(lines)).toEqual(['0/14', '0/1,400', '0/14']);
    expect(lines.join('\n')).not.toContain('1414');
  });

  it('counts a 2:1 ratio spread in spreads, never its contracts summed', () => {
    const lines = orderLines({ orders: [spread], groups: [] });
    expect(filledCells(lines)).toEqual(['3/6', '6/12', '3/6']);
    expect(lines.join('\n')).toMatch(/^200 .*XYZ Call ratio spread, 6 spreads · 2×1 /m);
  });

  it('leaves a single-leg order as it was', () => {
    expect(filledCells(orderLines({ orders: [single], groups: [] }))).toEqual(['40/100']);
  });
});

describe('changeLine: a fill while watching', () => {
  it('says a buy-write’s fill per unit', () => {
    const units = [
      { unit: 'shares' as const, from: 0, to: 700 },
      { unit: 'contracts' as const, from: 0, to: 7 },
    ];
    expect(changeLine({ kind: 'fill', orderId: '100', from: null, to: null, units })).toBe('~ 100 filled 0 → 700 sh · 0 → 7 ct');
  });

  it('says a single-unit fill as before', () => {
    expect(changeLine({ kind: 'fill', orderId: '300', from: 0, to: 40 })).toBe('~ 300 filled 0 → 40');
    // Thousands grouped, as the tables and the notifications say them.
    expect(changeLine({ kind: 'fill', orderId: '301', from: 1000, to: 12500 })).toBe('~ 301 filled 1,000 → 12,500');
  });
});

describe('a group heading', () => {
  it('counts its members in good English (a one-member CONTINGENT group from a filtered history)', () => {
    const member = { ...single, orderId: '500-1', platformOrderId: '500', orderNumber: 1 };
    const group = (orders: Order[]) => ({
      groupOrderId: '500',
      groupType: 'CONTINGENT',
      cumulativeEstimatedCommission: null,
      cumulativeEstimatedFees: null,
      orders,
    });
    const one = orderLines({ orders: [], groups: [group([member])] }).join('\n');
    expect(one).toMatch(/^group 500 .*Contingent {2}1 order$/m);
    const two = orderLines({ orders: [], groups: [group([member, { ...member, orderId: '500-2', orderNumber: 2 }])] }).join('\n');
    expect(two).toMatch(/^group 500 .*Contingent {2}2 orders$/m);
  });

  it('names a member by its number, and one the platform left unnumbered as such (never "#?")', () => {
    const member = { ...single, orderId: '501-1', platformOrderId: '501', orderNumber: 2 };
    const group = (orders: Order[]) => ({
      groupOrderId: '501',
      groupType: 'ONE_CANCELS_ALL',
      cumulativeEstimatedCommission: null,
      cumulativeEstimatedFees: null,
      orders,
    });
    // Named as the app names it (order-identity.ts): the platform's ID, then the member's number.
    expect(orderLines({ orders: [], groups: [group([member])] }).join('\n')).toMatch(/^ +501 #2 /m);
    const unnumbered = orderLines({ orders: [], groups: [group([{ ...member, orderNumber: null }])] }).join('\n');
    expect(unnumbered).toMatch(/^ +501 \(unnumbered\) /m);
    expect(unnumbered).not.toContain('#?');
  });
});

// The table printed the provider's codes (SELL_SHORT, SPREADS, PARTIAL (partly filled)).
describe('the table prints words, not the provider’s codes', () => {
  const short = order('400', 'EQ', [legFields({ action: 'SELL_SHORT', orderedQuantity: 220, filledQuantity: 0, symbol: 'XOM' })]);
  const partly = {
    ...order('401', 'OPTN', [
      legFields({ action: 'SELL_OPEN', orderedQuantity: 1, filledQuantity: 0, symbolDescription: "AMZN Dec 18 '26 $27.50 Call", option: call(27.5) }),
    ]),
    status: 'PARTIAL',
  };

  it('says Sell short, Buy to open, Partly filled, Spread; an unknown word as it came', () => {
    const text = orderLines({ orders: [short, partly, spread, { ...single, orderId: '402', orderType: 'NEW_KIND', status: 'NEW_STATUS' }], groups: [] }).join(
      '\n',
    );
    expect(text).toMatch(/^400 .*Open\s+Equity\s+Sell short 220 XOM/m);
    // The contract from the leg's own fields (strike and right on every surface).
    expect(text).toMatch(/^401 .*Partly filled\s+Option\s+Sell to open 1 XYZ Jul 17 '26 \$27\.50 call/m);
    expect(text).toMatch(/^200 .*Spread\s+XYZ Call ratio spread/m);
    expect(text).toMatch(/^ {2}leg 1 .*Buy to open 12 XYZ Jul 17 '26 \$40 call/m);
    expect(text).toMatch(/^ {2}leg 2 .*Sell to open 6 XYZ/m);
    expect(text).toMatch(/^402 .*NEW_STATUS\s+NEW_KIND/m);
    expect(text).not.toMatch(/SELL_SHORT|SELL_OPEN|BUY_OPEN|SPREADS|PARTIAL|\bEQ\b|OPTN/);
  });

  it('says a status change in words', () => {
    expect(changeLine({ kind: 'status', orderId: '300', from: 'OPEN', to: 'CANCEL_REQUESTED' })).toBe('~ 300 Open → Cancel requested');
    expect(changeLine({ kind: 'status', orderId: '300', from: null, to: 'INDIVIDUAL_FILLS' })).toBe('~ 300 ? → Partly filled');
  });
});
