/**
 * The sandbox's canned market answers (docs/platform/current-api.md, "Option chains"): whatever is
 * asked, the sandbox answers one AAPL pair from 2013 whose bid is above its ask, a fixed list of
 * 2018 expiry dates and one fixed quote. Clients must survive exactly this data, so it is served
 * verbatim.
 */
import { easternMidnight } from '../eastern-time.ts';
import type { ApiRequest } from '../http/api-request.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import { displaySymbol, osiKey, quoteDetailUrl } from './v1-contract-names.ts';
import { underlierProfile } from './underliers.ts';
import { listedExpiries } from './v1-expiry-calendar.ts';
import { expiryDatesTree } from './v1-expiry-route.ts';
import { pathSymbols } from './v1-quote-route.ts';
import { v1Reply, type MarketReply } from './v1-reply.ts';

const EXPIRY = { year: 2013, month: 11, day: 22 };
const STRIKE = 525;
const STAMP = Math.floor((easternMidnight(2013, 11, 19) + 15 * 3_600_000) / 1000);

function cannedContract(side: 'CALL' | 'PUT'): WireObject {
  const call = side === 'CALL';
  return {
    optionCategory: 'STANDARD',
    optionRootSymbol: 'AAPL',
    timeStamp: STAMP,
    adjustedFlag: false,
    displaySymbol: displaySymbol('AAPL', EXPIRY, side, STRIKE),
    optionType: side,
    strikePrice: STRIKE,
    symbol: 'AAPL',
    // The sandbox's tell: bid above ask.
    bid: call ? 7.65 : 12.4,
    ask: call ? 7.5 : 12.25,
    bidSize: 12,
    askSize: 30,
    inTheMoney: call ? 'n' : 'y',
    volume: 1563,
    openInterest: 8271,
    netChange: call ? -1.2 : 1.05,
    lastPrice: call ? 7.6 : 12.3,
    quoteDetail: quoteDetailUrl('AAPL', EXPIRY, side, STRIKE),
    osiKey: osiKey('AAPL', EXPIRY, side, STRIKE),
    OptionGreeks: call
      ? { rho: 0.0321, vega: 0.2487, theta: -0.4112, delta: 0.3981, gamma: 0.0201, iv: 0.2214, currentValue: false }
      : { rho: -0.0512, vega: 0.2487, theta: -0.3872, delta: -0.6019, gamma: 0.0201, iv: 0.2298, currentValue: false },
  };
}

const CHAIN: WireObject = {
  OptionPair: [{ Call: cannedContract('CALL'), Put: cannedContract('PUT') }],
  timeStamp: STAMP,
  quoteType: 'DELAYED',
  nearPrice: STRIKE,
  SelectedED: { month: EXPIRY.month, year: EXPIRY.year, day: EXPIRY.day },
};

// GOOG's expiries on a day of the documentation's sample: weeklies and monthlies, as that sample lists.
const EXPIRIES: WireObject = expiryDatesTree(listedExpiries(easternMidnight(2018, 6, 19) + 12 * 3_600_000, underlierProfile('GOOG', 0).listing));

const QUOTE: WireObject = {
  dateTime: '15:59:59 EST 11-19-2013',
  dateTimeUTC: STAMP,
  quoteStatus: 'DELAYED',
  ahFlag: 'false',
  Product: { symbol: 'GOOG', securityType: 'EQ' },
  All: {
    adjustedFlag: false,
    ask: 1034.5,
    askSize: 100,
    bid: 1034.12,
    bidSize: 100,
    changeClose: 3.61,
    changeClosePercentage: 0.35,
    companyName: 'GOOGLE INC CL A',
    high: 1038,
    lastTrade: 1034.23,
    low: 1026.6,
    open: 1030.91,
    previousClose: 1030.62,
    primaryExchange: 'NSDQ',
    symbolDescription: 'GOOGLE INC CL A',
    totalVolume: 1_577_512,
    timeOfLastTrade: STAMP,
  },
};

/** Canned handlers of the sandbox's market endpoints: no request is refused, nothing asked changes the answer. */
export const sandboxMarket = {
  chain: (request: ApiRequest): MarketReply => v1Reply(request.format, 'OptionChainResponse', CHAIN, 2),
  expiries: (request: ApiRequest): MarketReply => v1Reply(request.format, 'OptionExpireDateResponse', EXPIRIES, 1),
  // Charged as the symbols asked, as a real quote request would be.
  quote: (request: ApiRequest): MarketReply =>
    v1Reply(request.format, 'QuoteResponse', { QuoteData: [QUOTE] }, Math.max(1, pathSymbols(request.path.symbols ?? '')?.length ?? 1)),
};
