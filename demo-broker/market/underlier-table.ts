/**
 * The demo's underliers as a desk would describe them in late 2026: the level the simulated walk
 * is centred on, the at-the-money implied volatility at the short end and the long end of the
 * curve, and which expiries are listed. The levels are the demo's choice for that time (the S&P 500
 * between 6,000 and 7,000, SPY a tenth of it, AAPL between 250 and 300, MSFT between 450 and 550,
 * the others where their late-2025 prices and a year's drift put them), not a forecast; the walk
 * moves a few per cent around them. Implied volatilities follow what such names usually show:
 * index and broad ETFs low (14-22 %), large caps 22-32 %, the high-beta names 45-55 %, the short
 * end below the long end as in a calm market.
 *
 * Listing follows the exchanges: every optionable name here has weeklies (the big names all do);
 * quarterlies and end-of-month expiries exist only for the index and the broad ETFs, and SPX, SPY
 * and QQQ expire every weekday.
 */

/** What kind of underlier: it decides the smile's skew and how tight the quotes are. */
export type UnderlierClass = 'index' | 'etf' | 'stock';

/** Which expiries an underlier has besides the third-Friday monthlies. */
export interface Listing {
  weeklies: boolean;
  quarterlies: boolean;
  monthEnd: boolean;
  /** An expiry every trading day (SPX's SPXW, SPY, QQQ): the 0DTE contracts index traders watch. */
  dailies: boolean;
}

/** One underlier. */
export interface UnderlierProfile {
  symbol: string;
  /** As the quote's companyName and an order leg's description say it. */
  companyName: string;
  securityType: 'EQ' | 'INDX';
  primaryExchange: string;
  kind: UnderlierClass;
  /** The level the price walks around. */
  level: number;
  /** At-the-money implied volatility of the nearest and of the farthest expiries. */
  shortVol: number;
  longVol: number;
  /** False for the symbol without listed options (chains answer 10032). */
  hasOptions: boolean;
  listing: Listing;
  /** True for the names the simulated orders trade. */
  traded: boolean;
}

const STOCK_LISTING: Listing = { weeklies: true, quarterlies: false, monthEnd: false, dailies: false };
const INDEX_LISTING: Listing = { weeklies: true, quarterlies: true, monthEnd: true, dailies: false };
/** The underliers with an expiry every weekday. */
const DAILY_EXPIRIES: ReadonlySet<string> = new Set(['SPX', 'SPY', 'QQQ']);

type Row = [symbol: string, companyName: string, exchange: string, kind: UnderlierClass, level: number, shortVol: number, longVol: number, traded: boolean];

// prettier-ignore
const ROWS: readonly Row[] = [
  ['AAPL', 'APPLE INC COM', 'NSDQ', 'stock', 272, 0.24, 0.27, true],
  ['MSFT', 'MICROSOFT CORP COM', 'NSDQ', 'stock', 505, 0.22, 0.25, true],
  ['IBM', 'INTERNATIONAL BUSINESS MACHS COM', 'NYSE', 'stock', 296, 0.24, 0.26, true],
  ['GOOG', 'ALPHABET INC CAP STK CL C', 'NSDQ', 'stock', 246, 0.28, 0.30, true],
  ['AMZN', 'AMAZON COM INC COM', 'NSDQ', 'stock', 233, 0.30, 0.32, true],
  ['NVDA', 'NVIDIA CORPORATION COM', 'NSDQ', 'stock', 188, 0.42, 0.46, true],
  ['SPY', 'SPDR S&P 500 ETF TR TR UNIT', 'ARCA', 'etf', 678, 0.15, 0.19, true],
  ['QQQ', 'INVESCO QQQ TR UNIT SER 1', 'NSDQ', 'etf', 610, 0.19, 0.22, true],
  ['F', 'FORD MTR CO DEL COM', 'NYSE', 'stock', 11.8, 0.32, 0.34, true],
  ['KO', 'COCA COLA CO COM', 'NYSE', 'stock', 71, 0.15, 0.18, true],
  ['JPM', 'JPMORGAN CHASE & CO COM', 'NYSE', 'stock', 305, 0.21, 0.24, true],
  ['XOM', 'EXXON MOBIL CORP COM', 'NYSE', 'stock', 116, 0.22, 0.25, true],
  ['SPX', 'S&P 500 INDEX', 'CINC', 'index', 6780, 0.14, 0.19, false],
  ['TSLA', 'TESLA INC COM', 'NSDQ', 'stock', 420, 0.52, 0.56, false],
  ['META', 'META PLATFORMS INC CL A', 'NSDQ', 'stock', 715, 0.32, 0.34, false],
  ['AMD', 'ADVANCED MICRO DEVICES INC COM', 'NSDQ', 'stock', 215, 0.48, 0.50, false],
  ['IWM', 'ISHARES TR RUSSELL 2000 ETF', 'ARCA', 'etf', 245, 0.21, 0.24, false],
  ['BRK.A', 'BERKSHIRE HATHAWAY INC DEL CL A', 'NYSE', 'stock', 745_000, 0.16, 0.18, false],
];

/** Every underlier the demo knows, by symbol. */
export const UNDERLIER_TABLE: ReadonlyMap<string, UnderlierProfile> = new Map(
  ROWS.map(([symbol, companyName, primaryExchange, kind, level, shortVol, longVol, traded]): [string, UnderlierProfile] => [
    symbol,
    {
      symbol,
      companyName,
      securityType: kind === 'index' ? 'INDX' : 'EQ',
      primaryExchange,
      kind,
      level,
      shortVol,
      longVol,
      // Berkshire's class A shares have no listed options: the "no options for symbol" case.
      hasOptions: symbol !== 'BRK.A',
      listing: kind === 'stock' ? STOCK_LISTING : { ...INDEX_LISTING, dailies: DAILY_EXPIRIES.has(symbol) },
      traded,
    },
  ]),
);
