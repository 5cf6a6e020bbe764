import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  actionParts,
  fillLines,
  fillTitle,
  formatEasternClock,
  formatEasternDayClock,
  formatEasternStamp,
  formatExpiry,
  formatLegPrice,
  formatMoney,
  groupTypeWords,
  orderDescription,
  orderSymbols,
  orderTypeLabel,
  statusLabel,
  termLabel,
} from '../../../../../renderer/views/orders/format/order-format.ts';
import { quantitiesByUnit } from '../../../../../shared/domain/order-quantities.ts';
import { buyWrite, leg, optionLeg, order, spread } from '../order-fixtures.ts';

describe('the provider’s words as a trader reads them', () => {
  it.each([
    [orderTypeLabel, 'SPREADS', 'Spread'],
    [orderTypeLabel, 'ONE_CANCELS_ALL', 'OCA'],
    [orderTypeLabel, 'BRACKETED', 'Bracket'],
    [termLabel, 'GOOD_UNTIL_CANCEL', 'GTC'],
    [termLabel, 'GOOD_FOR_DAY', 'Day'],
    [actionLabel, 'SELL_CLOSE', 'Sell to close'],
    [actionLabel, 'BUY_TO_COVER', 'Buy to cover'],
    [statusLabel, 'CANCEL_REQUESTED', 'Cancel requested'],
  ])('%o: %s reads %s', (fn, word, text) => {
    expect(fn(word)).toBe(text);
  });

  it.each([orderTypeLabel, termLabel, actionLabel, statusLabel])('%o shows an unknown word as it came, and nothing as a dash', (fn) => {
    expect(fn('NEW_WORD')).toBe('NEW_WORD');
    expect(fn('')).toBe('');
    expect(fn(null)).toBe('—');
    // A word that names an Object.prototype member is still just a word.
    expect(fn('constructor')).toBe('constructor');
    expect(fn('__proto__')).toBe('__proto__');
  });

  it('explains group types in full words', () => {
    expect(groupTypeWords('BRACKETED')).toBe('Bracket: an entry with a profit target and a stop');
    expect(groupTypeWords('NEW_WORD')).toBe('NEW_WORD');
    expect(groupTypeWords('toString')).toBe('toString');
    expect(groupTypeWords(null)).toBe('Group order');
  });
});

describe('numbers', () => {
  it.each([
    [null, '—'],
    [0, '0.00'],
    [5793.15, '5,793.15'],
    [-1250.5, '-1,250.50'],
    [0.005, '0.01'],
    [1_000_000, '1,000,000.00'],
  ])('money %j reads %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it.each([
    [null, '—'],
    [0.225, '0.225'],
    [12.5, '12.50'],
    [0.1 + 0.2, '0.30'],
  ])('leg price %j reads %s', (value, text) => {
    expect(formatLegPrice(value)).toBe(text);
  });
});

describe('actionParts: what the legs do to the position (the Action column joins them with " / ")', () => {
  it.each([
    [[], '—'],
    [[leg({ action: 'SELL_CLOSE', orderedQuantity: 11 })], 'Sell to close 11'],
    [[leg({ action: null, orderedQuantity: null })], '— —'],
    [[leg({ action: 'BUY_OPEN', orderedQuantity: 2 }), leg({ action: 'SELL_OPEN', orderedQuantity: 2 })], 'Buy 2 / Sell 2'],
    [[leg({ action: 'BUY_OPEN', orderedQuantity: 1 }), leg({ action: 'BUY_TO_COVER', orderedQuantity: 3 })], 'Buy 4'],
    [[leg({ action: 'SELL', orderedQuantity: 1500 }), leg({ action: 'SELL_SHORT', orderedQuantity: 1500 })], 'Sell 3,000'],
    [[leg({ orderedQuantity: null }), leg({ orderedQuantity: null })], '2 legs'],
    [[leg({ action: 'BUY_OPEN', orderedQuantity: 2 }), leg({ action: null, orderedQuantity: 2 })], 'Buy 2 / 2 unspecified'],
    [[leg({ action: 'SELL_OPEN', orderedQuantity: 1 }), leg({ action: 'EXCHANGE', orderedQuantity: 1 })], 'Sell 1 / 1 unspecified'],
  ])('%j reads %s', (legs, text) => {
    expect(actionParts(legs).join(' / ')).toBe(text);
  });
});

describe('actionParts never adds shares and contracts', () => {
  it.each([
    ['a buy-write', 'Buy 1,400 sh / Sell 14 ct', buyWrite(1).legs],
    ['a married put', 'Buy 1,000 sh + 10 ct', [leg({ orderedQuantity: 1000 }), optionLeg(2, 'PUT', 55, { action: 'BUY_OPEN', orderedQuantity: 10 })]],
    [
      'a collar',
      'Buy 500 sh + 5 ct / Sell 5 ct',
      [
        leg({ orderedQuantity: 500 }),
        optionLeg(2, 'PUT', 55, { action: 'BUY_OPEN', orderedQuantity: 5 }),
        optionLeg(3, 'CALL', 65, { action: 'SELL_OPEN', orderedQuantity: 5 }),
      ],
    ],
    [
      'a leg without an action',
      'Buy 100 sh / 1 ct unspecified',
      [leg({ orderedQuantity: 100 }), optionLeg(2, 'CALL', 65, { action: null, orderedQuantity: 1 })],
    ],
    ['a spread (one unit)', 'Buy 2 / Sell 2', spread(1).legs],
  ])('%s reads %s', (_name, text, legs) => {
    expect(actionParts(legs).join(' / ')).toBe(text);
  });
});

describe('the Filled cell', () => {
  it('gives a buy-write one line per unit, never a sum of shares and contracts', () => {
    const units = quantitiesByUnit(buyWrite(1).legs);
    expect(fillLines(units)).toEqual(['0/1,400 sh', '0/14 ct']);
    expect(fillTitle(units)).toBe('0 of 1,400 shares and 0 of 14 contracts filled');
    expect(fillLines(quantitiesByUnit(buyWrite(1, 700, 7).legs))).toEqual(['700/1,400 sh', '7/14 ct']);
  });

  it('totals a spread: its legs all count contracts', () => {
    const units = quantitiesByUnit(spread(1, { legs: [optionLeg(1, 'CALL', 60, { filledQuantity: 1 }), optionLeg(2, 'CALL', 65)] }).legs);
    expect(fillLines(units)).toEqual(['1 / 4']);
    expect(fillTitle(units)).toBe('1 of 4 contracts filled');
  });

  it('leaves a single-leg order as it was', () => {
    const units = quantitiesByUnit(order(1, { legs: [leg({ orderedQuantity: 12_500, filledQuantity: null })] }).legs);
    expect(fillLines(units)).toEqual(['0 / 12,500']);
    expect(fillTitle(units)).toBe('0 of 12,500 shares filled');
  });

  it('says nothing is known for an order without legs', () => {
    expect(fillLines([])).toEqual(['0 / —']);
    expect(fillTitle([])).toBe('No quantities given');
  });
});

describe('orderSymbols and orderDescription', () => {
  it('lists each symbol once, in leg order, falling back to the description', () => {
    const o = order(1, {
      legs: [leg({ symbol: 'KO' }), leg({ legNumber: 2, symbol: null, symbolDescription: 'Coca-Cola' }), leg({ legNumber: 3, symbol: 'KO' })],
    });
    expect(orderSymbols(o)).toEqual(['KO', 'Coca-Cola']);
  });

  it('skips legs that name nothing', () => {
    expect(orderSymbols(order(1, { legs: [leg({ symbol: null })] }))).toEqual([]);
  });

  it.each([
    [order(1, { legs: [leg({ symbolDescription: 'XYZ Corp' })] }), 'XYZ Corp'],
    [order(1), 'XYZ'],
    [order(1, { legs: [leg({ symbol: null })] }), '—'],
    // A multi-leg order by the strategy its legs make; legs that make none say how many.
    [spread(1), 'KO · Call debit vertical'],
    [order(1, { legs: [] }), 'Order · 0 legs'],
    [order(1, { legs: [leg({ symbol: null }), leg({ legNumber: 2, symbol: null })] }), 'Order · Custom, 2 legs'],
    [order(1, { legs: [optionLeg(1, 'CALL', 60), leg({ legNumber: 2, symbol: 'PEP' })] }), 'KO, PEP · Custom, 2 legs'],
  ])('describes %# as %s', (o, text) => {
    expect(orderDescription(o)).toBe(text);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['2026-07-17', "Jul 17 '26"],
    ['2026-12-31', "Dec 31 '26"],
    ['2027-01-01', "Jan 1 '27"],
    [null, '—'],
    ['Jul 2026', 'Jul 2026'],
    ['2026-7-17', '2026-7-17'],
  ])('%j reads %s', (iso, text) => {
    expect(formatExpiry(iso)).toBe(text);
  });
});

describe('times in New York (the formats themselves are tested with market time)', () => {
  it.each([
    ['2026-06-10T13:30:00Z', '09:30:00', '2026-06-10 09:30:00'],
    ['2027-01-01T04:59:59Z', '23:59:59', '2026-12-31 23:59:59'],
  ])('%s reads %s on screen and %s in files', (iso, clock, stamp) => {
    expect(formatEasternClock(Date.parse(iso))).toBe(clock);
    expect(formatEasternStamp(Date.parse(iso))).toBe(stamp);
  });

  it('shows nothing known as a dash on screen and as empty in files', () => {
    expect(formatEasternClock(null)).toBe('—');
    expect(formatEasternStamp(null)).toBe('');
  });
});

describe('formatEasternDayClock: the day and time in a window of history', () => {
  it('reads New York, not UTC, across DST, with the year (a window may reach two years back)', () => {
    expect(formatEasternDayClock(Date.parse('2026-11-02T04:59:00Z'))).toBe('2026-11-01 23:59');
    expect(formatEasternDayClock(Date.parse('2026-03-09T04:30:00Z'))).toBe('2026-03-09 00:30');
    expect(formatEasternDayClock(Date.parse('2026-01-01T04:59:00Z'))).toBe('2025-12-31 23:59');
    expect(formatEasternDayClock(null)).toBe('—');
  });
});
