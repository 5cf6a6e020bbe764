/**
 * Generates the option chain of an underlier for one expiry month: every strike of the ladder for
 * each expiry of the month (the monthly, and the quarterly where the underlier has one), plus a few adjusted contracts (root symbol differs, odd strike, as after
 * a split or special dividend) that `skipAdjusted=TRUE` hides.
 */
import type { ChainType, PairType } from '../../shared/spec-constants.ts';
import { expiriesInMonth, optionSymbol, type Expiry } from './expiry-calendar.ts';
import { cents, randomFrom } from './seeded-random.ts';
import { LARGE_CHAIN_UNDERLIER, legacyLadder, spotPrice, underlierProfile } from './underliers.ts';

/** One call or put contract. */
export interface OptionContract {
  rootSymbol: string;
  expiry: Expiry;
  exchangeCode: string;
  symbol: string;
  strikePrice: number;
}

/** One row of the chain. */
export interface OptionPair {
  call?: OptionContract;
  put?: OptionContract;
  pairType: PairType;
  adjusted: boolean;
}

/** A validated chain request. */
export interface ChainQuery {
  /** Upper-case symbol. */
  underlier: string;
  chainType: ChainType;
  month: number;
  year: number;
  skipAdjusted: boolean;
}

const EXCHANGES = ['CBOE', 'ISE', 'AMEX', 'PHLX', 'BOX', 'NOM'];
const PAIR_TYPE: Record<ChainType, PairType> = { CALL: 'CALLONLY', PUT: 'PUTONLY', CALLPUT: 'CALLPUT' };

function contract(root: string, expiry: Expiry, strike: number, side: 'CALL' | 'PUT', exchange: string): OptionContract {
  return { rootSymbol: root, expiry, exchangeCode: exchange, symbol: optionSymbol(root, expiry, strike, side), strikePrice: strike };
}

function pair(query: ChainQuery, root: string, expiry: Expiry, strike: number, exchange: string, adjusted: boolean): OptionPair {
  const result: OptionPair = { pairType: PAIR_TYPE[query.chainType], adjusted };
  if (query.chainType !== 'PUT') result.call = contract(root, expiry, strike, 'CALL', exchange);
  if (query.chainType !== 'CALL') result.put = contract(root, expiry, strike, 'PUT', exchange);
  return result;
}

/** The chain's pairs ordered by expiry, then strike. */
export function generateChain(query: ChainQuery, seed: number): OptionPair[] {
  const symbol = query.underlier;
  const spot = spotPrice(symbol, seed);
  const strikes = legacyLadder(symbol, spot);
  const random = randomFrom(seed, 'chain', symbol, query.year, query.month);
  const exchange = random.pick(EXCHANGES);
  const pairs: OptionPair[] = [];
  for (const expiry of expiriesInMonth(query.year, query.month, underlierProfile(symbol, seed).listing)) {
    const rows: { strike: number; adjusted: boolean }[] = strikes.map((strike) => ({ strike, adjusted: false }));
    // Adjusted contracts only on the monthly expiry of ordinary underliers, three per month.
    if (!query.skipAdjusted && expiry.expiryType === 'MONTHLY' && symbol !== LARGE_CHAIN_UNDERLIER) {
      for (let i = 0; i < 3; i += 1) {
        const base = strikes[Math.floor(strikes.length * (0.35 + 0.15 * i))] ?? spot;
        rows.push({ strike: cents(base * 1.0375 + random.int(1, 99) / 100), adjusted: true });
      }
      rows.sort((a, b) => a.strike - b.strike);
    }
    for (const row of rows) {
      const root = row.adjusted ? `${symbol}1` : symbol;
      pairs.push(pair(query, root, expiry, row.strike, exchange, row.adjusted));
    }
  }
  return pairs;
}
