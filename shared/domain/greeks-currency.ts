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
  // No allocation per row: with All shown it runs over every strike loaded (5,000 on SPX) on each refresh.
  for (const expiry of expiries) {
    for (const row of expiry.strikes) {
      const call = row.call?.greeks;
      const put = row.put?.greeks;
      if (call) {
        withGreeks += 1;
        if (call.current === false) stale += 1;
      }
      if (put) {
        withGreeks += 1;
        if (put.current === false) stale += 1;
      }
    }
  }
  return { stale, withGreeks };
}
