/**
 * The typed legs of `analyze` priced from the chains of their expiries: each option leg's entry
 * (the mid, or the natural price: a bought leg pays the ask, a sold one gets the bid) and its own
 * implied volatility (the chain's, or implied from the mid where the chain gives none). A leg the
 * chain does not list is named with the nearest strikes it does.
 */
import type { ChainExpiry, OptionContract } from '../../shared/domain/option-chain.ts';
import { midOf } from '../../shared/domain/expiry-figures.ts';
import { impliedVolatility, yearsToExpiry } from '../../shared/domain/option-model.ts';
import type { ModelSetting, StrategyLeg } from '../../shared/domain/risk-profile.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { TypedLeg, TypedStock } from '../flags/analyze-flags.ts';

/** A priced leg with what the table says of it. */
export interface PricedLeg {
  leg: StrategyLeg;
  /** How the leg was typed ("+1 2027-03-19 270C"; "+100 shares"). */
  text: string;
  /** Where the IV came from: the chain's (or a position's) greeks, implied from the mid, or from a held position's mark. */
  ivSource: 'chain' | 'implied' | 'mark' | null;
}

const strikeText = (strike: number): string => String(strike);

/** The listed strikes nearest `strike` on the right's side: the one below and the one above. */
function nearestStrikes(expiry: ChainExpiry, strike: number, right: 'call' | 'put'): number[] {
  const listed = expiry.strikes.filter((row) => (right === 'call' ? row.call : row.put) !== null && !(right === 'call' ? row.call : row.put)?.adjusted);
  const below = listed.filter((row) => row.strike < strike).at(-1);
  const above = listed.find((row) => row.strike > strike);
  return [below, above].filter((row) => row !== undefined).map((row) => row.strike);
}

function contractOf(expiry: ChainExpiry, leg: TypedLeg): OptionContract | null {
  const row = expiry.strikes.find((r) => r.strike === leg.strike);
  const contract = row === undefined ? null : leg.right === 'call' ? row.call : row.put;
  return contract === null || contract.adjusted ? null : contract;
}

/** Prices one option leg from its expiry's chain at `spot` and `asOf`. */
function priceOption(leg: TypedLeg, expiry: ChainExpiry, price: 'mid' | 'natural', spot: number, asOf: number, setting: ModelSetting): Result<PricedLeg> {
  const contract = contractOf(expiry, leg);
  if (contract === null) {
    const near = nearestStrikes(expiry, leg.strike, leg.right);
    const offer = near.length === 0 ? `it lists no ${leg.right}s at all` : `the nearest listed are ${near.map(strikeText).join(' and ')}`;
    return fail('invalid-argument', `Leg "${leg.text}": ${expiry.date} lists no ${strikeText(leg.strike)} ${leg.right}; ${offer}.`);
  }
  const mid = midOf(contract);
  const bid = contract.quote?.bid ?? null;
  const ask = contract.quote?.ask ?? null;
  const entry = price === 'mid' ? mid : leg.quantity > 0 ? ask : bid;
  if (entry === null || !Number.isFinite(entry) || entry < 0)
    return fail(
      'invalid-argument',
      `Leg "${leg.text}": the contract has no ${price === 'mid' ? 'bid and ask to take a mid from' : leg.quantity > 0 ? 'ask' : 'bid'}.`,
    );
  const quoted = contract.greeks?.iv;
  const years = yearsToExpiry(expiry.date, asOf);
  let iv: number | null = typeof quoted === 'number' && Number.isFinite(quoted) && quoted > 0 ? quoted : null;
  let ivSource: PricedLeg['ivSource'] = iv === null ? null : 'chain';
  if (iv === null && mid !== null && years !== null) {
    iv = impliedVolatility(leg.right, mid, { spot, strike: leg.strike, years, ...setting });
    ivSource = iv === null ? null : 'implied';
  }
  if (iv === null) return fail('invalid-argument', `Leg "${leg.text}": the chain gives no implied volatility, and none can be implied from its mid.`);
  return ok({
    leg: { kind: 'option', right: leg.right, strike: leg.strike, expiry: expiry.date, quantity: leg.quantity, multiplier: 100, entry, iv },
    text: leg.text,
    ivSource,
  });
}

/**
 * Every leg priced: the option legs from `expiries` (by date), the shares at their typed price or
 * the underlier's. The first leg that cannot be priced is the answer.
 */
export function priceLegs(
  legs: readonly TypedLeg[],
  stock: TypedStock | null,
  expiries: ReadonlyMap<string, ChainExpiry>,
  options: { price: 'mid' | 'natural'; spot: number; asOf: number; setting: ModelSetting },
): Result<PricedLeg[]> {
  const priced: PricedLeg[] = [];
  for (const leg of legs) {
    const expiry = expiries.get(leg.expiry);
    if (expiry === undefined) return fail('invalid-argument', `Leg "${leg.text}": no chain for ${leg.expiry}.`);
    const one = priceOption(leg, expiry, options.price, options.spot, options.asOf, options.setting);
    if (!one.ok) return one;
    priced.push(one.data);
  }
  if (stock !== null) {
    const entry = stock.entry ?? options.spot;
    priced.push({ leg: { kind: 'stock', quantity: stock.quantity, entry }, text: `${stock.quantity > 0 ? '+' : ''}${stock.quantity} shares`, ivSource: null });
  }
  return ok(priced);
}
