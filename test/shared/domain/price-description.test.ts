import { describe, expect, it } from 'vitest';
import { describePrice, formatPrice } from '../../../shared/domain/price-description.ts';
import type { PriceFields } from '../../../shared/domain/price-description.ts';

const order = (fields: Partial<PriceFields>): PriceFields => ({
  priceType: null,
  orderType: 'EQ',
  limitPrice: null,
  stopPrice: null,
  stopLimitPrice: null,
  bracketLimitPrice: null,
  initialStopPrice: null,
  trailPrice: null,
  triggerPrice: null,
  conditionPrice: null,
  conditionSymbol: null,
  conditionType: null,
  conditionFollowPrice: null,
  legs: [{ option: null }],
  ...fields,
});

describe('formatPrice', () => {
  it.each([
    [12.5, '12.50'],
    [101.2, '101.20'],
    [0.055, '0.055'],
    [1.23456, '1.2346'],
    [0.1 + 0.2, '0.30'],
    [1234, '1234.00'],
    [-0.8, '-0.80'],
    [-0.00001, '0.00'],
    [0, '0.00'],
    [2.675, '2.675'],
    [1e20, '100000000000000000000.00'],
  ])('shows %s as %s', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });
});

describe('describePrice follows the price-field rules of the legacy order record', () => {
  it.each<[string, Partial<PriceFields>, string]>([
    ['market', { priceType: 'MARKET', limitPrice: 5 }, 'Market'],
    ['limit', { priceType: 'LIMIT', limitPrice: 12.5, stopPrice: 0 }, 'Limit 12.50'],
    ['limit without its price', { priceType: 'LIMIT' }, 'Limit (no price)'],
    ['stop', { priceType: 'STOP', stopPrice: 9 }, 'Stop 9.00'],
    ['equity stop-limit: limitPrice and stopPrice', { priceType: 'STOP_LIMIT', stopPrice: 9, limitPrice: 8.9 }, 'Stop 9.00 / Limit 8.90'],
    [
      'option stop-limit: the limit is in stopLimitPrice',
      { priceType: 'STOP_LIMIT', orderType: 'OPTN', stopPrice: 9, stopLimitPrice: 8.9, limitPrice: 0 },
      'Stop 9.00 / Limit 8.90',
    ],
    [
      'option stop-limit known by its option leg when the order type says nothing',
      { priceType: 'STOP_LIMIT', orderType: null, legs: [{ option: {} }], stopPrice: 3, stopLimitPrice: 2.9, limitPrice: 7 },
      'Stop 3.00 / Limit 2.90',
    ],
    ['option stop-limit with only stopLimitPrice', { priceType: 'STOP_LIMIT', orderType: 'OPTN', stopLimitPrice: 2.9 }, 'Stop limit 2.90'],
    [
      'dollar trailing stop with the stop as it stands now',
      { priceType: 'TRAILING_STOP_CNST', trailPrice: 0.5, stopPrice: 101.2 },
      'Trailing stop $0.50 (now 101.20)',
    ],
    [
      'dollar trailing stop with its initial stop',
      { priceType: 'TRAILING_STOP_CNST', trailPrice: 0.5, initialStopPrice: 102, stopPrice: 101.2 },
      'Trailing stop $0.50 (initial stop 102.00, now 101.20)',
    ],
    ['dollar trailing stop whose unused stop is 0', { priceType: 'TRAILING_STOP_CNST', trailPrice: 0.5, stopPrice: 0 }, 'Trailing stop $0.50'],
    [
      'percentage trailing stop: trailPrice is a price, not a percent',
      { priceType: 'TRAILING_STOP_PRCT', trailPrice: 5, initialStopPrice: 95 },
      'Percentage trailing stop (trail 5.00, initial stop 95.00)',
    ],
    [
      'trailing stop by lower trigger (bracketLimitPrice)',
      { priceType: 'TRAILING_STOP_CNST_BY_LOWER_TRIGGER', trailPrice: 0.5, bracketLimitPrice: 98 },
      'Trailing stop $0.50 / Lower trigger 98.00',
    ],
    [
      'percentage trailing stop by lower trigger',
      { priceType: 'TRAILING_STOP_PRCT_BY_LOWER_TRIGGER', trailPrice: 2, triggerPrice: 97 },
      'Percentage trailing stop (trail 2.00) / Lower trigger 97.00',
    ],
    [
      'upper trigger by dollar trailing stop',
      { priceType: 'UPPER_TRIGGER_BY_TRAILING_STOP_CNST', trailPrice: 1, bracketLimitPrice: 110 },
      'Upper trigger 110.00 / Trailing stop $1.00',
    ],
    [
      'upper trigger by percentage trailing stop, trigger in triggerPrice when bracketLimitPrice is 0',
      { priceType: 'UPPER_TRIGGER_BY_TRAILING_STOP_PRCT', trailPrice: 2, bracketLimitPrice: 0, triggerPrice: 110 },
      'Upper trigger 110.00 / Percentage trailing stop (trail 2.00)',
    ],
    ['hidden stop', { priceType: 'HIDDEN_STOP', stopPrice: 9 }, 'Hidden stop 9.00'],
    [
      'hidden stop by lower trigger',
      { priceType: 'HIDDEN_STOP_BY_LOWER_TRIGGER', stopPrice: 9, bracketLimitPrice: 8 },
      'Hidden stop 9.00 / Lower trigger 8.00',
    ],
    [
      'upper trigger by hidden stop',
      { priceType: 'UPPER_TRIGGER_BY_HIDDEN_STOP', stopPrice: 9, bracketLimitPrice: 12 },
      'Upper trigger 12.00 / Hidden stop 9.00',
    ],
    ['net debit', { priceType: 'NET_DEBIT', limitPrice: 1.25 }, 'Net debit 1.25'],
    ['net credit', { priceType: 'NET_CREDIT', limitPrice: 0.8 }, 'Net credit 0.80'],
    ['net even', { priceType: 'NET_EVEN', limitPrice: 0 }, 'Net even'],
    ['market on open', { priceType: 'MARKET_ON_OPEN' }, 'Market on open'],
    ['market on close', { priceType: 'MARKET_ON_CLOSE' }, 'Market on close'],
    ['limit on open', { priceType: 'LIMIT_ON_OPEN', limitPrice: 12.5 }, 'Limit 12.50 on open'],
    ['limit on close', { priceType: 'LIMIT_ON_CLOSE', limitPrice: 12.5 }, 'Limit 12.50 on close'],
    [
      'a conditional order names its condition',
      {
        priceType: 'LIMIT',
        limitPrice: 150,
        conditionType: 'CONTINGENT_GTE',
        conditionSymbol: 'IBM',
        conditionFollowPrice: 'LAST',
        conditionPrice: 148,
      },
      'Limit 150.00, if IBM LAST ≥ 148.00',
    ],
    [
      'an unknown condition type is shown by its word',
      { priceType: 'MARKET', conditionType: 'CONTINGENT_EQ', conditionSymbol: 'IBM', conditionPrice: 1 },
      'Market, if IBM price CONTINGENT_EQ 1.00',
    ],
    [
      'a condition type named like an Object member is still just its word',
      { priceType: 'MARKET', conditionType: 'constructor', conditionSymbol: 'IBM', conditionPrice: 1 },
      'Market, if IBM price constructor 1.00',
    ],
    [
      'a condition type named __proto__ too',
      { priceType: 'MARKET', conditionType: '__proto__', conditionSymbol: 'IBM', conditionPrice: 1 },
      'Market, if IBM price __proto__ 1.00',
    ],
    ['an unknown price type is kept, with the prices that came with it', { priceType: 'PEGGED_MID', limitPrice: 3, stopPrice: 0 }, 'PEGGED_MID (limit 3.00)'],
    ['an unknown price type without prices', { priceType: 'PEGGED_MID' }, 'PEGGED_MID'],
    ['a price type named like an Object method is still unknown', { priceType: 'toString' }, 'toString'],
    ['no price type at all', {}, 'Price type not given'],
  ])('%s', (_name, fields, text) => {
    expect(describePrice(order(fields))).toBe(text);
  });
});
