/**
 * The current API's option chain for one expiry: which expiry a request selects, which strikes it
 * gets (ATNM: noOfStrikes around strikePriceNear or the price; ALL: every strike), and the
 * OptionChainResponse tree with a quote and greeks on every contract.
 */
import type { ChainType } from '../../shared/spec-constants.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import type { ContractIdentities } from './contract-identity.ts';
import { basePrice } from './instruments.ts';
import type { MarketMoment } from './market-hours.ts';
import { quoteContract } from './option-quotes.ts';
import { quoteContextOf } from './quote-context.ts';
import { cents, randomFrom } from './seeded-random.ts';
import type { UnderlierPaths } from './underlier-path.ts';
import { LARGE_CHAIN_UNDERLIER, strikeLadder, underlierProfile } from './underliers.ts';
import { listedExpiries, yearsToExpiry, type V1Expiry } from './v1-expiry-calendar.ts';

/** Option categories of the current API. */
export const OPTION_CATEGORIES = ['STANDARD', 'ALL', 'MINI'] as const;
/** priceType values: at/near the money, or every strike. */
export const PRICE_TYPES = ['ATNM', 'ALL'] as const;

/** A validated v1 chain request. */
export interface V1ChainQuery {
  /** Upper-case symbol with listed options. */
  symbol: string;
  expiryYear?: number;
  expiryMonth?: number;
  expiryDay?: number;
  strikePriceNear?: number;
  noOfStrikes?: number;
  includeWeekly: boolean;
  skipAdjusted: boolean;
  optionCategory: (typeof OPTION_CATEGORIES)[number];
  chainType: ChainType;
  priceType: (typeof PRICE_TYPES)[number];
}

/** Strikes an ATNM chain has when noOfStrikes is not sent (the live service answered 72 pairs). */
export const DEFAULT_STRIKES = 72;

/** The expiry a request selects, or undefined (the platform's 10031). */
export function selectExpiry(query: V1ChainQuery, listed: readonly V1Expiry[]): V1Expiry | undefined {
  const { expiryYear: year, expiryMonth: month, expiryDay: day } = query;
  if (year === undefined) return listed[0];
  const inScope = listed.filter((item) => item.year === year && (month === undefined || item.month === month));
  if (day !== undefined) return inScope.find((item) => item.day === day);
  // A month without a day selects its standard expiry; with includeWeekly, its first expiry.
  return query.includeWeekly ? inScope[0] : (inScope.find((item) => item.expiryType === 'MONTHLY') ?? inScope[0]);
}

/** The strikes of a request: the whole ladder, or noOfStrikes centred on the strike nearest `near` (an even count bracketing it). */
export function selectStrikes(ladder: readonly number[], query: V1ChainQuery, near: number): number[] {
  if (query.priceType === 'ALL') return [...ladder];
  const count = Math.min(ladder.length, Math.max(1, query.noOfStrikes ?? DEFAULT_STRIKES));
  let nearest = 0;
  for (let i = 1; i < ladder.length; i += 1) {
    if (Math.abs((ladder[i] ?? 0) - near) < Math.abs((ladder[nearest] ?? 0) - near)) nearest = i;
  }
  // An even count has one strike more on one side: the side of the price, so that two strikes
  // bracket it (at 130.60 the nearest is 131, and two strikes are 130/131, not 131/132).
  const below = count % 2 === 0 && near < (ladder[nearest] ?? near) ? 1 : 0;
  const start = Math.min(Math.max(0, nearest - Math.floor((count - 1) / 2) - below), ladder.length - count);
  return ladder.slice(start, start + count);
}

interface Row {
  strike: number;
  root: string;
  category: 'STANDARD' | 'MINI';
  adjusted: boolean;
}

function rowsFor(query: V1ChainQuery, expiry: V1Expiry, strikes: readonly number[], seed: number): Row[] {
  const categories: Row['category'][] = query.optionCategory === 'ALL' ? ['STANDARD', 'MINI'] : [query.optionCategory];
  const rows: Row[] = [];
  for (const strike of strikes) {
    for (const category of categories) rows.push({ strike, root: category === 'MINI' ? `${query.symbol}7` : query.symbol, category, adjusted: false });
  }
  const low = strikes[0];
  const high = strikes[strikes.length - 1];
  // Adjusted contracts (after a split or special dividend): odd strikes on a different root,
  // three per monthly expiry of ordinary underliers, hidden unless skipAdjusted=false.
  if (!query.skipAdjusted && expiry.expiryType === 'MONTHLY' && query.symbol !== LARGE_CHAIN_UNDERLIER && low !== undefined && high !== undefined) {
    const random = randomFrom(seed, 'adjusted', query.symbol, expiry.year, expiry.month);
    const ladder = strikeLadder(query.symbol, basePrice(query.symbol, seed));
    for (let i = 0; i < 3; i += 1) {
      const base = ladder[Math.floor(ladder.length * (0.35 + 0.15 * i))] ?? low;
      const strike = cents(base * 1.0375 + random.int(1, 99) / 100);
      if (strike >= low && strike <= high) rows.push({ strike, root: `${query.symbol}1`, category: 'STANDARD', adjusted: true });
    }
    rows.sort((a, b) => a.strike - b.strike);
  }
  return rows;
}

const greek = (value: number): number => Math.round(value * 10_000) / 10_000;

/** A built chain: its tree and how many pairs it holds (the quote cost is 2 per pair). */
export interface BuiltChain {
  tree: WireObject;
  pairs: number;
}

/**
 * Builds the chain of a request at a market moment; undefined when the requested date has no
 * expiry (the caller answers 10031).
 */
export function buildV1Chain(
  query: V1ChainQuery,
  moment: MarketMoment,
  market: { paths: UnderlierPaths; identities: ContractIdentities; seed: number },
): BuiltChain | undefined {
  const { paths, identities, seed } = market;
  const expiry = selectExpiry(query, listedExpiries(moment.instant, underlierProfile(query.symbol, seed).listing));
  if (!expiry) return undefined;
  const underlier = paths.state(query.symbol, moment);
  const ladder = strikeLadder(query.symbol, basePrice(query.symbol, seed));
  const near = query.strikePriceNear ?? underlier.last;
  const strikes = selectStrikes(ladder, query, near);
  const context = quoteContextOf(query.symbol, seed, moment, underlier);
  const years = yearsToExpiry(expiry, moment.instant);
  const previousYears = yearsToExpiry(expiry, moment.previous.close);
  const timeStamp = Math.floor(moment.instant / 1000);
  const contract = (row: Row, side: 'CALL' | 'PUT'): WireObject => {
    const identity = identities.get(row.root, expiry, side, row.strike);
    const quote = quoteContract(context, { side, strike: row.strike, years, previousYears, hash: identity.hash });
    return {
      optionCategory: row.category,
      optionRootSymbol: row.root,
      timeStamp,
      adjustedFlag: row.adjusted,
      displaySymbol: identity.displaySymbol,
      optionType: side,
      strikePrice: row.strike,
      symbol: query.symbol,
      bid: quote.bid,
      ask: quote.ask,
      bidSize: quote.bidSize,
      askSize: quote.askSize,
      inTheMoney: quote.inTheMoney ? 'y' : 'n',
      volume: quote.volume,
      openInterest: quote.openInterest,
      netChange: quote.netChange,
      lastPrice: quote.lastPrice,
      quoteDetail: identity.quoteDetail,
      osiKey: identity.osiKey,
      OptionGreeks: {
        rho: greek(quote.greeks.rho),
        vega: greek(quote.greeks.vega),
        theta: greek(quote.greeks.theta),
        delta: greek(quote.greeks.delta),
        gamma: greek(quote.greeks.gamma),
        iv: greek(quote.iv),
        currentValue: moment.inHours,
      },
    };
  };
  const pairs = rowsFor(query, expiry, strikes, seed).map((row): WireObject => ({
    Call: query.chainType === 'PUT' ? undefined : contract(row, 'CALL'),
    Put: query.chainType === 'CALL' ? undefined : contract(row, 'PUT'),
  }));
  const nearPrice = query.strikePriceNear ?? selectStrikes(ladder, { ...query, priceType: 'ATNM', noOfStrikes: 1 }, underlier.last)[0] ?? underlier.last;
  return {
    tree: {
      OptionPair: pairs,
      timeStamp,
      quoteType: moment.inHours ? 'REALTIME' : 'CLOSING',
      nearPrice,
      SelectedED: { month: expiry.month, year: expiry.year, day: expiry.day },
    },
    pairs: pairs.length,
  };
}
