import { describe, expect, it } from 'vitest';
import { netFillPrice, netFillWords, ratioText, spreadQuantity, spreadsWords, tradedQuantities } from '../../../shared/domain/spread-units.ts';
import { jot } from './strategy-cases.ts';

const filled = (text: string, legNumber: number, quantity: number, price: number) => jot(text, legNumber, 'F', { filled: quantity, price });

describe('spreadQuantity', () => {
  it('counts a 14-lot vertical as 14 spreads, 14 filled, 1:1', () => {
    const legs = [filled('+14 15C', 1, 14, 0.52), filled('-14 17C', 2, 14, 0.14)];
    expect(spreadQuantity(legs)).toEqual({ ordered: 14, filled: 14, ratio: [1, 1] });
    expect(ratioText([1, 1])).toBeNull();
    expect(tradedQuantities(legs)).toEqual([{ unit: 'spreads', ordered: 14, filled: 14 }]);
  });

  it('counts a butterfly 1×2×1 in spreads', () => {
    const legs = [jot('+5 260C', 1), jot('-10 270C', 2), jot('+5 280C', 3)];
    const spreads = spreadQuantity(legs);
    expect(spreads).toEqual({ ordered: 5, filled: 0, ratio: [1, 2, 1] });
    expect(ratioText(spreads?.ratio ?? [])).toBe('1×2×1');
  });

  it('counts only whole spreads: the leg filled least decides', () => {
    const legs = [filled('+5 260C', 1, 5, 1), filled('-10 270C', 2, 7, 0.5), filled('+5 280C', 3, 4, 0.2)];
    // The body's 7 of 10 make 3 whole spreads; the upper wing's 4 make 4: 3 are whole.
    expect(spreadQuantity(legs)?.filled).toBe(3);
  });

  it('counts a buy-write of 1,400 shares and 14 calls as 14 spreads', () => {
    const legs = [filled('+1400 STK', 1, 700, 270.1), filled('-14 290C', 2, 7, 3.2)];
    expect(spreadQuantity(legs)).toEqual({ ordered: 14, filled: 7, ratio: [1, 1] });
  });

  it('has no spreads for one leg, odd shares, dollars or an unknown action', () => {
    expect(spreadQuantity([jot('+14 15C')])).toBeNull();
    expect(spreadQuantity([jot('+150 STK', 1), jot('-1 290C', 2)])).toBeNull();
    expect(spreadQuantity([{ ...jot('+100 STK', 1), quantityType: 'DOLLAR' }, jot('-1 290C', 2)])).toBeNull();
    expect(spreadQuantity([{ ...jot('+1 270C', 1), action: 'EXCHANGE' }, jot('-1 280C', 2)])).toBeNull();
    // Then the legs count in their own units, as before.
    expect(tradedQuantities([jot('+150 STK', 1), jot('-1 290C', 2)]).map((q) => q.unit)).toEqual(['shares', 'contracts']);
  });

  it('says spreads in words', () => {
    expect(spreadsWords(1)).toBe('1 spread');
    expect(spreadsWords(1400)).toBe('1,400 spreads');
  });
});

describe('netFillPrice', () => {
  it('nets a credit vertical: sold 0.52, bought 0.14, 0.38 credit', () => {
    const legs = [filled('-14 15C', 1, 14, 0.52), filled('+14 17C', 2, 14, 0.14)];
    expect(netFillPrice(legs)).toEqual({ price: 0.38, side: 'credit' });
    expect(netFillWords(legs)).toBe('filled at 0.38 credit');
  });

  it('nets a debit vertical without a float artefact', () => {
    const legs = [filled('+1 260P', 1, 1, 0.3), filled('-1 250P', 2, 1, 0.1)];
    expect(netFillPrice(legs)).toEqual({ price: 0.2, side: 'debit' });
  });

  it('weighs each leg by its share of a spread: a 1×2×1 butterfly', () => {
    const legs = [filled('+5 260C', 1, 5, 12.4), filled('-10 270C', 2, 10, 6.15), filled('+5 280C', 3, 5, 2.65)];
    // 12.40 - 2 × 6.15 + 2.65 = 2.75 debit per butterfly.
    expect(netFillPrice(legs)).toEqual({ price: 2.75, side: 'debit' });
  });

  it('nets an iron condor to its credit and a buy-write to its debit per share', () => {
    const condor = [filled('+2 240P', 1, 2, 0.41), filled('-2 250P', 2, 2, 1.12), filled('-2 290C', 3, 2, 1.35), filled('+2 300C', 4, 2, 0.5)];
    expect(netFillWords(condor)).toBe('filled at 1.56 credit');
    const buyWrite = [filled('+1400 STK', 1, 1400, 270.1), filled('-14 290C', 2, 14, 3.2)];
    expect(netFillPrice(buyWrite)).toEqual({ price: 266.9, side: 'debit' });
  });

  it('says even when the legs cancel out', () => {
    const legs = [filled('+1 270C', 1, 1, 1.5), filled('-1 280C', 2, 1, 1.5)];
    expect(netFillWords(legs)).toBe('filled at even');
  });

  it('has no net fill until every leg has a fill price', () => {
    expect(netFillPrice([filled('+1 270C', 1, 1, 1.5), jot('-1 280C', 2)])).toBeNull();
    expect(netFillWords([jot('+1 270C', 1), jot('-1 280C', 2)])).toBeNull();
    expect(netFillPrice([filled('+1 270C', 1, 1, 1.5)])).toBeNull();
  });
});
