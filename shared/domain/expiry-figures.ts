/**
 * The figures a trader reads off one expiry before its strikes: the implied volatility at the
 * money, the move the market prices to expiry (the at-the-money straddle's mid, with the model's
 * one-standard-deviation move S·σ·√T beside it), the put/call ratios of volume and of open
 * interest, and the days left. Adjusted contracts (other deliverables) are left out of every figure.
 *
 * They are the expiry's, not the window's: the figures at the money come from the strike nearest
 * the underlier's price (never from a strike the loaded window happens to end on: where the strikes
 * do not reach the price there are none), and the ratios from the strikes they are given, which the
 * figures name (how many, from which to which, and whether that is the whole expiry), so the words
 * beside them can say what they were computed from.
 */
import type { ChainExpiry, OptionContract, StrikeRow } from './option-chain.ts';
import { sigmaMove, yearsToExpiry } from './option-model.ts';
import { strikesReach } from './strike-reach.ts';

/** One expiry's figures; every figure is null when the chain does not carry what it needs. */
export interface ExpiryFigures {
  readonly date: string;
  readonly daysToExpiry: number;
  /** Years to 16:00 New York on expiry (the model's T); null for a date that does not parse. */
  readonly years: number | null;
  /** The underlier's price the figures are measured from. */
  readonly spot: number | null;
  /** The strike nearest the price with both a call and a put (else any side). */
  readonly atmStrike: number | null;
  /** Mean of the at-the-money call's and put's IV (fractions), or the one present. */
  readonly atmIv: number | null;
  /** The at-the-money call's mid plus the put's: the move the market prices, in dollars. */
  readonly straddle: number | null;
  /** `straddle` as a fraction of the price. */
  readonly straddlePercent: number | null;
  /** S·σ·√T at the at-the-money IV: one standard deviation of the price to expiry. */
  readonly ivMove: number | null;
  readonly ivMovePercent: number | null;
  readonly callVolume: number;
  readonly putVolume: number;
  readonly callOpenInterest: number;
  readonly putOpenInterest: number;
  /** Put volume over call volume; null when no call traded. */
  readonly putCallVolume: number | null;
  /** Put open interest over call open interest; null when no call is open. */
  readonly putCallOpenInterest: number | null;
  /** The strikes the volume and open interest were summed over: how many, the lowest and the highest. */
  readonly basis: FiguresBasis;
  /** False where the strikes given do not reach the price: the figures at the money are then null. */
  readonly moneyReached: boolean;
}

/** What an expiry's sums were computed from. */
export interface FiguresBasis {
  readonly strikes: number;
  readonly low: number | null;
  readonly high: number | null;
  /** The strikes are the expiry's whole ladder (asked with every strike), not a window of it. */
  readonly whole: boolean;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** A contract's mid, (bid + ask) / 2, when both sides are quoted and not crossed; else null. */
export function midOf(contract: OptionContract | null | undefined): number | null {
  const bid = contract?.quote?.bid;
  const ask = contract?.quote?.ask;
  if (!finite(bid) || !finite(ask) || bid < 0 || ask <= 0 || ask < bid) return null;
  return (bid + ask) / 2;
}

const standard = (contract: OptionContract | null): OptionContract | null => (contract === null || contract.adjusted ? null : contract);

/** The row at the money: the nearest strike to `spot` with both sides, else with either (lower strike on a tie). */
export function atTheMoneyPair(strikes: readonly StrikeRow[], spot: number | null): StrikeRow | null {
  if (!finite(spot)) return null;
  let both: StrikeRow | null = null;
  let any: StrikeRow | null = null;
  const nearer = (row: StrikeRow, best: StrikeRow | null) => best === null || Math.abs(row.strike - spot) < Math.abs(best.strike - spot);
  for (const row of strikes) {
    const call = standard(row.call);
    const put = standard(row.put);
    if (call === null && put === null) continue;
    if (call !== null && put !== null && nearer(row, both)) both = row;
    if (nearer(row, any)) any = row;
  }
  return both ?? any;
}

const ratio = (top: number, bottom: number): number | null => (bottom > 0 ? top / bottom : null);
const share = (value: number | null, spot: number | null): number | null => (value === null || !finite(spot) || spot <= 0 ? null : value / spot);

/**
 * The figures of an expiry measured from the underlier's price `spot` at `nowMs`, over its strikes
 * given (ascending); `whole` says they are the expiry's every strike.
 */
export function expiryFigures(expiry: ChainExpiry, spot: number | null | undefined, nowMs: number, whole = false): ExpiryFigures {
  const price = finite(spot) && spot > 0 ? spot : null;
  let callVolume = 0;
  let putVolume = 0;
  let callOpenInterest = 0;
  let putOpenInterest = 0;
  let counted = 0;
  let low: number | null = null;
  let high: number | null = null;
  // One pass, no allocation per row: it runs on every live refresh over every strike loaded (5,000 on SPX).
  for (const row of expiry.strikes) {
    const callQuote = row.call !== null && !row.call.adjusted ? row.call.quote : null;
    const putQuote = row.put !== null && !row.put.adjusted ? row.put.quote : null;
    if (callQuote) {
      if (finite(callQuote.volume)) callVolume += callQuote.volume;
      if (finite(callQuote.openInterest)) callOpenInterest += callQuote.openInterest;
    }
    if (putQuote) {
      if (finite(putQuote.volume)) putVolume += putQuote.volume;
      if (finite(putQuote.openInterest)) putOpenInterest += putQuote.openInterest;
    }
    if (callQuote || putQuote) {
      counted += 1;
      if (low === null || row.strike < low) low = row.strike;
      if (high === null || row.strike > high) high = row.strike;
    }
  }
  const rows = expiry.strikes;
  const moneyReached = price !== null && strikesReach(rows.length, (i) => (rows[i] as StrikeRow).strike, price);
  const atm = moneyReached ? atTheMoneyPair(rows, price) : null;
  const call = standard(atm?.call ?? null);
  const put = standard(atm?.put ?? null);
  const ivs = [call?.greeks?.iv, put?.greeks?.iv].filter((iv): iv is number => finite(iv) && iv > 0);
  const atmIv = ivs.length === 0 ? null : ivs.reduce((a, b) => a + b, 0) / ivs.length;
  const callMid = midOf(call);
  const putMid = midOf(put);
  const straddle = callMid === null || putMid === null ? null : callMid + putMid;
  const years = yearsToExpiry(expiry.date, nowMs);
  const ivMove = price === null || atmIv === null || years === null ? null : sigmaMove(price, atmIv, years);
  return {
    date: expiry.date,
    daysToExpiry: expiry.daysToExpiry,
    years,
    spot: price,
    atmStrike: atm?.strike ?? null,
    atmIv,
    straddle,
    straddlePercent: share(straddle, price),
    ivMove,
    ivMovePercent: share(ivMove, price),
    callVolume,
    putVolume,
    callOpenInterest,
    putOpenInterest,
    putCallVolume: ratio(putVolume, callVolume),
    putCallOpenInterest: ratio(putOpenInterest, callOpenInterest),
    basis: { strikes: counted, low, high, whole },
    moneyReached,
  };
}

/** The figures of every expiry of a chain, by date. */
export function chainFigures(expiries: readonly ChainExpiry[], spot: number | null | undefined, nowMs: number, whole = false): Map<string, ExpiryFigures> {
  return new Map(expiries.map((expiry) => [expiry.date, expiryFigures(expiry, spot, nowMs, whole)]));
}
