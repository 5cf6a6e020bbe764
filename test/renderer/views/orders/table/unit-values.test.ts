import { describe, expect, it } from 'vitest';
import { groupKey, groupValues, orderValues } from '../../../../../renderer/views/orders/table/unit-values.ts';
import { buyWrite, cloned, group, leg, OPEN_BELL, optionLeg, order, spread } from '../order-fixtures.ts';

describe('orderValues', () => {
  it('reads an order into the values every column uses', () => {
    const o = spread('9001', { orderValue: 250.75, orderTerm: 'GOOD_UNTIL_CANCEL', status: 'OPEN' });
    expect(orderValues(o)).toEqual({
      id: '9001',
      placedAt: OPEN_BELL,
      symbols: ['KO'],
      description: 'KO · Call debit vertical',
      type: 'Spread',
      // Counted in spreads: a 2-lot vertical is 2 spreads, not 4 contracts.
      action: '2 spreads',
      actionParts: ['2 spreads'],
      quantities: [{ unit: 'spreads', ordered: 2, filled: 0 }],
      progress: 0,
      price: 'Net debit 1.25',
      netFill: null,
      strategy: { kind: 'vertical', name: 'Call debit vertical', platformName: null },
      term: 'GTC',
      status: 'OPEN',
      value: 250.75,
      commission: null,
      fees: null,
      searchText: "9001 ko call debit vertical ko jul 17 '26 $60 call ko jul 17 '26 $65 call",
    });
  });

  it('never adds a buy-write’s shares and contracts: counted in spreads of 100 shares and a call, whole spreads filled', () => {
    expect(orderValues(buyWrite(1, 1400, 7))).toMatchObject({
      action: '14 spreads',
      actionParts: ['14 spreads'],
      quantities: [{ unit: 'spreads', ordered: 14, filled: 7 }],
      progress: 0.5,
    });
  });

  it('counts legs that are no whole spread (odd shares) per unit, as before', () => {
    const odd = buyWrite(1, 1450, 7);
    const legs = odd.legs.map((item, i) => (i === 0 ? { ...item, orderedQuantity: 1450 } : item));
    expect(orderValues({ ...odd, legs })).toMatchObject({
      action: 'Buy 1,450 sh / Sell 14 ct',
      quantities: [
        { unit: 'shares', ordered: 1450, filled: 1450 },
        { unit: 'contracts', ordered: 14, filled: 7 },
      ],
      progress: 0.75,
    });
  });

  it('counts a butterfly in spreads with its ratio, and nets its fills per butterfly', () => {
    const fill = (strike: number, action: string, quantity: number, price: number) =>
      optionLeg(strike === 60 ? 1 : strike === 65 ? 2 : 3, 'CALL', strike, {
        action,
        orderedQuantity: quantity,
        filledQuantity: quantity,
        executedPrice: price,
      });
    const fly = order(7, {
      orderType: 'BUTTERFLY',
      priceType: 'NET_DEBIT',
      limitPrice: 0.8,
      status: 'EXECUTED',
      legs: [fill(60, 'BUY_OPEN', 5, 3.1), fill(65, 'SELL_OPEN', 10, 1.4), fill(70, 'BUY_OPEN', 5, 0.45)],
    });
    expect(orderValues(fly)).toMatchObject({
      description: 'KO · Call butterfly',
      action: '5 spreads · 1×2×1',
      actionParts: ['5 spreads', '1×2×1'],
      quantities: [{ unit: 'spreads', ordered: 5, filled: 5 }],
      price: 'Net debit 0.80',
      netFill: 'filled at 0.75 debit',
      strategy: { kind: 'butterfly', name: 'Call butterfly', platformName: null },
    });
  });

  it('leaves a single-leg order as it was', () => {
    expect(orderValues(order(1, { legs: [leg({ filledQuantity: 40 })] }))).toMatchObject({
      action: 'Buy 100',
      quantities: [{ unit: 'shares', ordered: 100, filled: 40 }],
      progress: 0.4,
    });
  });

  it('sums commission and fees over the legs without float artefacts, null when no leg says', () => {
    const legs = [
      leg({ estimatedCommission: 0.1, estimatedFees: null }),
      leg({ legNumber: 2, estimatedCommission: 0.2, estimatedFees: null }),
      leg({ legNumber: 3, estimatedCommission: null, estimatedFees: null }),
    ];
    expect(orderValues(order(1, { legs }))).toMatchObject({ commission: 0.3, fees: null });
    expect(orderValues(order(2, { legs: [leg({ estimatedCommission: 0 })] })).commission).toBe(0);
  });

  it('makes search text lower-case', () => {
    const o = order('77', { legs: [leg({ symbol: 'BRK.B', symbolDescription: 'Berkshire Hathaway' })] });
    expect(orderValues(o).searchText).toBe('77 brk.b berkshire hathaway');
  });

  it('is read once per order object, and afresh for a changed copy', () => {
    const o = order(1);
    expect(orderValues(o)).toBe(orderValues(o));
    const filled = { ...cloned(o), status: 'EXECUTED' };
    expect(orderValues(filled).status).toBe('EXECUTED');
    expect(orderValues(o).status).toBe('OPEN');
  });
});

describe('groupKey: stable across refreshes', () => {
  it.each([
    [group('555', [order(1)]), 'group:555'],
    [group(null, [order(1), order(2)]), 'group:of-1'],
    [group(null, []), 'group:of-none'],
    [group('', [order(3)]), 'group:'],
  ])('%# is %s', (g, key) => {
    expect(groupKey(g)).toBe(key);
  });

  it('is the same for a fresh copy of the same group', () => {
    const g = group(null, [order(1), order(2)]);
    expect(groupKey(cloned(g))).toBe(groupKey(g));
  });
});

describe('groupValues', () => {
  const entry = order(1, { placedAt: OPEN_BELL + 60_000, orderValue: 1000, legs: [leg({ symbol: 'KO', estimatedCommission: 1 })] });
  const target = order(2, { placedAt: OPEN_BELL, orderValue: null, legs: [leg({ symbol: 'KO', action: 'SELL', estimatedCommission: 0.5 })] });
  const stop = order(3, { placedAt: null, orderTerm: 'GOOD_UNTIL_CANCEL', status: 'CANCELLED', legs: [leg({ symbol: 'PEP', action: 'SELL' })] });

  it('sums its members and takes the earliest time placed', () => {
    const v = groupValues(group('G1', [entry, target, stop], { groupType: 'BRACKETED' }));
    expect(v).toMatchObject({
      id: 'G1',
      placedAt: OPEN_BELL,
      symbols: ['KO', 'PEP'],
      description: 'KO, PEP · 3 orders',
      type: 'Bracket',
      action: 'Buy 100 / Sell 200',
      quantities: [{ unit: 'shares', ordered: 300, filled: 0 }],
      progress: 0,
      price: '',
      term: 'Mixed',
      status: 'OPEN',
      value: 1000,
      commission: 1.5,
      fees: null,
    });
  });

  it('never adds an equity member’s shares to an option member’s contracts', () => {
    const shares = order(5, { legs: [leg({ symbol: 'KO', orderedQuantity: 200, filledQuantity: 200 })] });
    const puts = order(6, { legs: [optionLeg(1, 'PUT', 55, { action: 'BUY_OPEN', orderedQuantity: 2, filledQuantity: 0 })] });
    expect(groupValues(group('G4', [shares, puts]))).toMatchObject({
      action: 'Buy 200 sh + 2 ct',
      quantities: [
        { unit: 'shares', ordered: 200, filled: 200 },
        { unit: 'contracts', ordered: 2, filled: 0 },
      ],
      progress: 0.5,
    });
  });

  it('prefers the provider’s cumulative figures, a zero included', () => {
    const v = groupValues(group('G2', [entry, target], { cumulativeEstimatedCommission: 0, cumulativeEstimatedFees: 0.02 }));
    expect(v).toMatchObject({ commission: 0, fees: 0.02, term: 'Day' });
  });

  it('has no time placed when no member has one, and a plain description without symbols', () => {
    // "· 1 orders" never appears.
    const nameless = order(4, { placedAt: null, legs: [leg({ symbol: null })] });
    expect(groupValues(group(null, [nameless]))).toMatchObject({ id: '', placedAt: null, description: 'Group · 1 order' });
  });

  it('is found by its own ID and by its members’', () => {
    const text = groupValues(group('G3', [order('42', { legs: [optionLeg(1, 'PUT', 55)] })])).searchText;
    expect(text.split(' ')).toEqual(expect.arrayContaining(['g3', '42', 'ko']));
  });
});
