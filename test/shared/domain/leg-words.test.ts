import { describe, expect, it } from 'vitest';
import { contractWords, legDoneWords, strikeWords } from '../../../shared/domain/leg-words.ts';
import { jot } from './strategy-cases.ts';

describe('leg words: the contract and its price on every surface', () => {
  it('names an option by symbol, expiry, strike and right', () => {
    expect(contractWords(jot('+14 15C', 1, 'F'))).toBe("F Dec 18 '26 $15 call");
    expect(contractWords(jot('-1 182.5P@2027-01-15', 1, 'AAPL'))).toBe("AAPL Jan 15 '27 $182.50 put");
    expect(contractWords(jot('+100 STK', 1, 'KO'))).toBe('KO');
  });

  it('falls back to the provider’s description where the leg lacks its fields', () => {
    const leg = jot('+1 15C', 1, 'F');
    const bare = { ...leg, symbolDescription: "F Dec 18 '26 $15 Call", option: { callPut: 'CALL', expiry: null, strikePrice: 15 } };
    expect(contractWords(bare)).toBe("F Dec 18 '26 $15 Call");
    expect(contractWords({ ...bare, symbolDescription: null })).toBe('F');
  });

  it('says what a leg did with its price: "Buy to open 14 F Dec 18 \'26 $15 call @ 0.14"', () => {
    expect(legDoneWords(jot('+14 15C', 1, 'F', { filled: 14, price: 0.14 }), 14)).toBe("Buy to open 14 F Dec 18 '26 $15 call @ 0.14");
    expect(legDoneWords(jot('-14 17C', 2, 'F'), 14)).toBe("Sell to open 14 F Dec 18 '26 $17 call");
  });

  it('writes strikes as traders do', () => {
    expect([strikeWords(15), strikeWords(7.5), strikeWords(182.5), strikeWords(6800)]).toEqual(['$15', '$7.50', '$182.50', '$6,800']);
  });
});
