/**
 * The symbols the demo's current-API market knows: what a quote says about each, whether it has
 * listed options, and how it moves. Any other well-formed symbol is unknown, which is what lets
 * clients see the platform's "invalid symbol" answers (quote Messages 1019, chain 10033).
 */
import { hashParts } from './seeded-random.ts';
import { UNDERLIER_TABLE, type UnderlierProfile } from './underlier-table.ts';
import { underlierProfile } from './underliers.ts';

/** One known symbol. */
export type Instrument = Pick<UnderlierProfile, 'symbol' | 'companyName' | 'securityType' | 'primaryExchange' | 'hasOptions'>;

/** Symbols as the platform accepts them: letters first, then letters, digits or dots. */
export const SYMBOL_PATTERN = /^[A-Z][A-Z0-9.]{0,9}$/i;

/** The instrument of a symbol (any letter case), or undefined when the market does not know it. */
export function findInstrument(symbol: string): Instrument | undefined {
  return UNDERLIER_TABLE.get(symbol.toUpperCase());
}

/** Every known symbol, for tests and the property test's generators. */
export function knownSymbols(): string[] {
  return [...UNDERLIER_TABLE.keys()];
}

/** The price the symbol's simulated walk is centred on (also where its strike ladder is centred). */
export function basePrice(symbol: string, seed: number): number {
  return underlierProfile(symbol, seed).level;
}

/**
 * How much the price really moves in a year: a little under the options' long-dated implied
 * volatility, as realised volatility usually is.
 */
export function realizedVolatility(symbol: string, seed: number): number {
  return 0.9 * underlierProfile(symbol, seed).longVol;
}

/** Shares (or index contracts) a whole session trades. */
export function sessionVolume(symbol: string, seed: number): number {
  return Math.round(2_000_000 + 60_000_000 * (hashParts(seed, ['volume', symbol]) / 4294967296));
}
