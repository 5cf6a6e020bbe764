/**
 * How many contracts of the strikes shown carry greeks the provider marks not current
 * (`currentValue: false`, carried over from an earlier quote), of those that came with greeks at
 * all: counted over the rows on screen, so the count agrees with the pairs the summary names.
 */
import type { ChainExpiry } from './option-chain.ts';

/** Greeks not current, and greeks at all, over the contracts of `expiries`' strikes. */
export function greeksNotCurrent(expiries: readonly ChainExpiry[]): { stale: number; withGreeks: number } {
  let stale = 0;
  let withGreeks = 0;
  for (const expiry of expiries) {
    for (const row of expiry.strikes) {
      for (const greeks of [row.call?.greeks, row.put?.greeks]) {
        if (!greeks) continue;
        withGreeks += 1;
        if (greeks.current === false) stale += 1;
      }
    }
  }
  return { stale, withGreeks };
}
