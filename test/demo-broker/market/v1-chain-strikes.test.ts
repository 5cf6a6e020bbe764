/**
 * Which strikes an at-the-money request of the current API gets (v1 `noOfStrikes` around
 * `strikePriceNear`, or the price): an odd count centred on the strike nearest the price, as the
 * live service answered (131 with 3: 130/131/132), and an even count with its extra strike on the
 * price's side, so that two strikes bracket the price whichever strike it is nearer to (the term
 * structure asks two per expiry). Windows at the ends of the ladder stay inside it.
 */
import { describe, expect, it } from 'vitest';
import { selectStrikes, type V1ChainQuery } from '../../../demo-broker/market/v1-chain.ts';

const LADDER = [125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135];
const query = (noOfStrikes: number): V1ChainQuery => ({
  symbol: 'AAPL',
  noOfStrikes,
  includeWeekly: false,
  skipAdjusted: true,
  optionCategory: 'STANDARD',
  chainType: 'CALLPUT',
  priceType: 'ATNM',
});

describe('selectStrikes near the money', () => {
  it.each([
    [131, 3, [130, 131, 132]],
    [131.4, 2, [131, 132]],
    [130.6, 2, [130, 131]],
    [131, 2, [131, 132]],
    [130.6, 4, [129, 130, 131, 132]],
    [131.4, 4, [130, 131, 132, 133]],
    [124, 2, [125, 126]],
    [140, 2, [134, 135]],
    [125.2, 4, [125, 126, 127, 128]],
  ])('near %s, %s strikes: %j', (near, count, expected) => {
    expect(selectStrikes(LADDER, query(count), near)).toEqual(expected);
  });

  it('brackets every price between two strikes with two strikes (seeded prices across the ladder)', () => {
    let seed = 7;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const near = 125 + (seed / 2_147_483_648) * 10;
      const [low = NaN, high = NaN] = selectStrikes(LADDER, query(2), near);
      expect(high - low).toBe(1);
      expect(low).toBeLessThanOrEqual(near);
      expect(high).toBeGreaterThanOrEqual(near);
    }
  });
});
