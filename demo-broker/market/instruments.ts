/**
 * The symbols the demo's current-API market knows: what a quote says about each, whether it has
 * listed options, and its base volatility. Any other well-formed symbol is unknown, which is what
 * lets clients see the platform's "invalid symbol" answers (quote Messages 1019, chain 10033).
 */
import { hashParts } from './seeded-random.ts';
import { LARGE_CHAIN_UNDERLIER, ORDER_EQUITIES, spotPrice } from './underliers.ts';

/** One known symbol. */
export interface Instrument {
  symbol: string;
  companyName: string;
  /** EQ for stocks and funds, INDX for indices. */
  securityType: 'EQ' | 'INDX';
  primaryExchange: string;
  /** False for the few symbols without listed options (chains answer 10032). */
  hasOptions: boolean;
}

const EXTRA: Instrument[] = [
  { symbol: LARGE_CHAIN_UNDERLIER, companyName: 'S&P 500 INDEX', securityType: 'INDX', primaryExchange: 'CINC', hasOptions: true },
  { symbol: 'TSLA', companyName: 'TESLA INC COM', securityType: 'EQ', primaryExchange: 'NSDQ', hasOptions: true },
  { symbol: 'META', companyName: 'META PLATFORMS INC CL A', securityType: 'EQ', primaryExchange: 'NSDQ', hasOptions: true },
  { symbol: 'AMD', companyName: 'ADVANCED MICRO DEVICES INC COM', securityType: 'EQ', primaryExchange: 'NSDQ', hasOptions: true },
  { symbol: 'IWM', companyName: 'ISHARES TR RUSSELL 2000 ETF', securityType: 'EQ', primaryExchange: 'ARCA', hasOptions: true },
  // Berkshire's class A shares have no listed options: the "no options for symbol" case.
  { symbol: 'BRK.A', companyName: 'BERKSHIRE HATHAWAY INC DEL CL A', securityType: 'EQ', primaryExchange: 'NYSE', hasOptions: false },
];

const INSTRUMENTS: ReadonlyMap<string, Instrument> = new Map(
  [
    ...ORDER_EQUITIES.map((equity): Instrument => ({
      symbol: equity.symbol,
      companyName: equity.description,
      securityType: 'EQ',
      primaryExchange: ['SPY', 'QQQ'].includes(equity.symbol) ? 'ARCA' : 'NSDQ',
      hasOptions: true,
    })),
    ...EXTRA,
  ].map((instrument) => [instrument.symbol, instrument]),
);

/** Symbols as the platform accepts them: letters first, then letters, digits or dots. */
export const SYMBOL_PATTERN = /^[A-Z][A-Z0-9.]{0,9}$/i;

/** The instrument of a symbol (any letter case), or undefined when the market does not know it. */
export function findInstrument(symbol: string): Instrument | undefined {
  return INSTRUMENTS.get(symbol.toUpperCase());
}

/** Every known symbol, for tests and the property test's generators. */
export function knownSymbols(): string[] {
  return [...INSTRUMENTS.keys()];
}

/** The price the symbol's simulated walk is centred on (also where its strike ladder is centred). */
export function basePrice(symbol: string, seed: number): number {
  return spotPrice(symbol, seed);
}

/** Annual volatility of the symbol: 15 % to 55 %, an index at the low end. */
export function baseVolatility(symbol: string, seed: number): number {
  if (symbol === LARGE_CHAIN_UNDERLIER) return 0.16;
  return 0.15 + 0.4 * (hashParts(seed, ['vol', symbol]) / 4294967296);
}

/** Shares (or index contracts) a whole session trades. */
export function sessionVolume(symbol: string, seed: number): number {
  return Math.round(2_000_000 + 60_000_000 * (hashParts(seed, ['volume', symbol]) / 4294967296));
}
