import { describe, expect, it } from 'vitest';
import {
  accountHint,
  changedOrdersHead,
  fillWords,
  finalStatusWords,
  formatQuantity,
  statusWords,
  unitFillFigure,
} from '../../../shared/domain/order-words.ts';

describe('order words every surface says', () => {
  it('names an account by its last four digits', () => {
    expect(accountHint('83405188')).toBe('…5188');
    expect(changedOrdersHead(5, '83405188')).toBe('5 orders changed in account …5188');
  });

  it.each([
    [null, 'without a status', null],
    ['OPEN', 'open', null],
    ['CANCEL_REQUESTED', 'cancel requested', null],
    ['EXECUTED', 'executed', 'executed'],
    ['CANCELLED', 'cancelled', 'cancelled'],
    ['REJECTED', 'rejected', 'rejected'],
    ['EXPIRED', 'expired', 'expired'],
    // v1's other statuses (docs/platform/current-api.md, "Orders"): words, and a note for the ones
    // that end an order with a trade.
    ['OPTION_ASSIGNMENT', 'assigned', 'assigned'],
    ['OPTION_EXERCISE', 'exercised', 'exercised'],
    ['DONE_TRADE_EXECUTED', 'trade executed', 'trade executed'],
    ['DO_NOT_EXERCISE', 'do not exercise', null],
    ['INVALID', 'invalid', null],
    ['NEW_WORD', 'NEW_WORD', null],
    ['toString', 'toString', null],
  ])('status %j reads %j, final: %j', (status, words, final) => {
    expect(statusWords(status)).toBe(words);
    expect(finalStatusWords(status)).toBe(final);
  });

  it.each([
    [null, '—'],
    [0, '0'],
    [12_500, '12,500'],
    [0.5, '0.5'],
    [1234.125, '1234.125'],
  ])('quantity %j reads %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  it('groups whole numbers exactly as toLocaleString does, from one digit to beyond 2^53, negative and -0', () => {
    const wholes = [-0, 1, -1, 999, -999, 1000, -1000, 99_999, 100_000, 1_234_567, -1_234_567, 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 53, 1e21, -1e22];
    // A seeded walk over every length of digits: 10^k - 1, 10^k and values in between.
    let seed = 21;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let digits = 1; digits <= 16; digits += 1) for (let i = 0; i < 40; i += 1) wholes.push(Math.floor(next() * 10 ** digits) * (i % 2 === 0 ? 1 : -1));
    for (const value of wholes) expect(formatQuantity(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('says a fill per unit, never adding shares and contracts', () => {
    const buyWrite = [
      { unit: 'shares', ordered: 1400, filled: 700 },
      { unit: 'contracts', ordered: 14, filled: null },
    ] as const;
    expect(fillWords(buyWrite)).toBe('700 of 1,400 shares and 0 of 14 contracts');
    expect(fillWords([{ unit: 'contracts', ordered: 4, filled: 1 }])).toBe('1 of 4 contracts');
    expect(buyWrite.map((unit) => unitFillFigure(unit))).toEqual(['700/1,400 sh', '0/14 ct']);
    expect(buyWrite.map((unit) => unitFillFigure(unit, String))).toEqual(['700/1400 sh', '0/14 ct']);
  });
});

describe('v1 words', () => {
  it.each(['INDIVIDUAL_FILLS', 'PARTIAL'])('%s reads as partly filled, not final', (status) => {
    expect(statusWords(status)).toBe('partly filled');
    expect(finalStatusWords(status)).toBeNull();
  });

  it('names a dollar quantity with the dollar sign, never as a count', () => {
    expect(fillWords([{ unit: 'dollars', ordered: 5000, filled: 1250.5 }])).toBe('$1250.5 of $5,000');
    expect(unitFillFigure({ unit: 'dollars', ordered: 5000, filled: null })).toBe('$0/$5,000');
  });
});
