/**
 * Where the underlier's price sits among the strikes: the line drawn between the two strikes it
 * falls between, the strike at the money the chain opens centred on, and the strikes kept by the
 * strikes-shown control.
 */
import type { ExpiryFigures } from '../../../../shared/domain/expiry-figures.ts';
import type { ChainExpiry, OptionChain, StrikeRow } from '../../../../shared/domain/option-chain.ts';
import { sigmaOf, withinTwoSigma } from '../../../../shared/domain/sigma-strikes.ts';

/**
 * How many strikes lie at or below `price` (strikes ascending): the line goes after that many
 * rows. 0 puts it above the first strike, `strikes.length` below the last; null without a usable
 * price or strikes.
 */
export function priceLineIndex(strikes: readonly StrikeRow[], price: number | null | undefined): number | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || strikes.length === 0) return null;
  let low = 0;
  let high = strikes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((strikes[mid] as StrikeRow).strike <= price) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The index of the strike nearest `price` (the lower one on a tie), or null. */
export function atTheMoneyIndex(strikes: readonly StrikeRow[], price: number | null | undefined): number | null {
  const after = priceLineIndex(strikes, price);
  if (after === null || typeof price !== 'number') return null;
  if (after === 0) return 0;
  if (after === strikes.length) return strikes.length - 1;
  const below = strikes[after - 1] as StrikeRow;
  const above = strikes[after] as StrikeRow;
  return above.strike - price < price - below.strike ? after : after - 1;
}

/** The strikes-shown counts the + and - keys step through; 'all' shows every strike the answer has. */
export const STRIKES_SHOWN = [10, 20, 40, 'all'] as const;
/** The choices of the control: the counts, then the strikes within two standard deviations of the price. */
export const STRIKE_WINDOWS = [...STRIKES_SHOWN, '2sd'] as const;
export type StrikesShown = (typeof STRIKE_WINDOWS)[number];

/** The next (1) or previous (-1) choice, stopping at the ends; from "within 2σ", to All or 40. */
export function stepStrikesShown(current: StrikesShown, by: 1 | -1): StrikesShown {
  if (current === '2sd') return by === 1 ? 'all' : 40;
  const at = STRIKES_SHOWN.indexOf(current);
  return STRIKES_SHOWN[Math.min(STRIKES_SHOWN.length - 1, Math.max(0, at + by))] ?? current;
}

/** The strikes kept by "within 2σ" when the expiry has no σ to measure by (no IV, no straddle). */
const WITHOUT_SIGMA = 40;

/**
 * The expiry with only the `shown` strikes nearest the money (half below the price, half above,
 * more on one side when the other runs out), or with "within 2σ" those within two standard
 * deviations (`sigma`, dollars) of the price. The rows kept are the same objects, so memoised rows
 * stay; the same expiry comes back when nothing is dropped. Without a price, the middle strikes.
 */
export function limitStrikes(expiry: ChainExpiry, shown: StrikesShown, price: number | null | undefined, sigma: number | null = null): ChainExpiry {
  const total = expiry.strikes.length;
  if (shown === '2sd') {
    const range = withinTwoSigma(
      expiry.strikes.map((row) => row.strike),
      price,
      sigma,
    );
    if (range === null) return limitStrikes(expiry, WITHOUT_SIGMA, price);
    return range[0] === 0 && range[1] === total ? expiry : { ...expiry, strikes: expiry.strikes.slice(range[0], range[1]) };
  }
  if (shown === 'all' || total <= shown) return expiry;
  const line = priceLineIndex(expiry.strikes, price) ?? Math.floor(total / 2);
  let start = line - Math.floor(shown / 2);
  start = Math.max(0, Math.min(start, total - shown));
  return { ...expiry, strikes: expiry.strikes.slice(start, start + shown) };
}

/** Every expiry of the chain limited to the strikes shown around `price` (same objects when nothing is dropped), each by its own σ for "within 2σ". */
export function limitChain(chain: OptionChain, shown: StrikesShown, price: number | null, figures?: ReadonlyMap<string, ExpiryFigures>): OptionChain {
  if (shown === 'all') return chain;
  const expiries = chain.expiries.map((expiry) => limitStrikes(expiry, shown, price, sigmaOf(figures?.get(expiry.date))));
  return expiries.every((e, i) => e === chain.expiries[i]) ? chain : { ...chain, expiries };
}
