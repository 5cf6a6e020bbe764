/**
 * The sandbox's canned portfolio and balance: the same old answer whatever account, view, page or
 * filter is asked (as the sandbox answers everything), in the recorded shape (`Quick`,
 * `totalPages`): a stock and a call from June 2018, the Totals, and a margin account's balance.
 */
import { easternMidnight } from '../eastern-time.ts';
import type { WireObject } from '../wire/wire-tree.ts';

/** Where the canned links point: the sandbox's data names an internal host. */
const CANNED_HOST = 'http://sandbox-internal.demo.invalid:8080';
/** 2018-06-19 16:00 New York, in epoch seconds: the canned quotes' time. */
const STAMP = Math.floor((easternMidnight(2018, 6, 19) + 16 * 3_600_000) / 1000);

const links = (id: number, symbol: string): WireObject => ({
  lotsDetails: `${CANNED_HOST}/v1/accounts/sandbox/portfolio/${id}`,
  quoteDetails: `${CANNED_HOST}/v1/market/quote/${symbol}`,
});

const POSITIONS: WireObject[] = [
  {
    positionId: 140357348131,
    symbolDescription: 'IBM',
    dateAcquired: easternMidnight(2018, 6, 1),
    pricePaid: 120.5,
    commissions: 4.95,
    otherFees: 0,
    quantity: 10,
    positionIndicator: 'TYPE2',
    positionType: 'LONG',
    daysGain: -2.4,
    daysGainPct: -0.1673,
    marketValue: 1432.1,
    totalCost: 1205,
    totalGain: 227.1,
    totalGainPct: 18.8465,
    pctOfPortfolio: 77.4649,
    costPerShare: 120.5,
    todayCommissions: 0,
    todayFees: 0,
    todayPricePaid: 0,
    todayQuantity: 0,
    ...links(140357348131, 'IBM'),
    Product: { symbol: 'IBM', securityType: 'EQ' },
    Quick: { change: -0.24, changePct: -0.1673, lastTrade: 143.21, lastTradeTime: STAMP, quoteStatus: 'CLOSING', volume: 3_420_000 },
  },
  {
    positionId: 140357348189,
    symbolDescription: "AAPL Jul 20 '18 $190 Call",
    osiKey: 'AAPL--180720C00190000',
    dateAcquired: easternMidnight(2018, 6, 12),
    pricePaid: 4.1,
    commissions: 5.6,
    otherFees: 0,
    quantity: 1,
    positionIndicator: 'TYPE2',
    positionType: 'LONG',
    daysGain: -31,
    daysGainPct: -7.7114,
    marketValue: 416.5,
    totalCost: 410,
    totalGain: 6.5,
    totalGainPct: 1.5854,
    pctOfPortfolio: 22.5351,
    costPerShare: 4.1,
    todayCommissions: 0,
    todayFees: 0,
    todayPricePaid: 0,
    todayQuantity: 0,
    ...links(140357348189, 'AAPL'),
    Product: {
      symbol: 'AAPL',
      securityType: 'OPTN',
      callPut: 'CALL',
      expiryYear: 2018,
      expiryMonth: 7,
      expiryDay: 20,
      strikePrice: 190,
      productId: { symbol: 'AAPL', typeCode: 'EQUITY' },
    },
    Quick: { change: -0.31, changePct: -6.9351, lastTrade: 4.165, lastTradeTime: STAMP, quoteStatus: 'CLOSING', volume: 18_233 },
  },
];

/** The canned PortfolioResponse tree. */
export function cannedPortfolioTree(): WireObject {
  return {
    Totals: {
      todaysGainLoss: -33.4,
      todaysGainLossPct: -1.7736,
      totalMarketValue: 1848.6,
      totalGainLoss: 233.6,
      totalGainLossPct: 14.4582,
      totalPricePaid: 1615,
      cashBalance: 52_100.25,
    },
    AccountPortfolio: [{ accountId: '12345678', totalPages: 1, Position: POSITIONS }],
  };
}

/** The canned BalanceResponse tree; `realTime` adds its RealTimeValues. */
export function cannedBalanceTree(realTime: boolean): WireObject {
  return {
    accountId: '12345678',
    accountType: 'MARGIN',
    optionLevel: 'LEVEL_4',
    accountDescription: 'INDIVIDUAL',
    accountMode: 'MARGIN',
    quoteMode: 6,
    Cash: { fundsForOpenOrdersCash: 0, moneyMktBalance: 0 },
    Margin: { dtCashOpenOrderReserve: 0, dtMarginOpenOrderReserve: 0 },
    Computed: {
      cashAvailableForInvestment: 52_100.25,
      cashAvailableForWithdrawal: 52_100.25,
      netCash: 52_100.25,
      cashBalance: 52_100.25,
      settledCashForInvestment: 52_100.25,
      unSettledCashForInvestment: 0,
      fundsWithheldFromPurchasePower: 0,
      fundsWithheldFromWithdrawal: 0,
      marginBuyingPower: 106_395.4,
      cashBuyingPower: 52_100.25,
      dtMarginBuyingPower: 212_790.8,
      dtCashBuyingPower: 52_100.25,
      marginBalance: 0,
      shortAdjustBalance: 0,
      regtEquity: 53_948.85,
      regtEquityPercent: 100,
      accountBalance: 52_100.25,
      OpenCalls: { minEquityCall: 0, fedCall: 0, cashCall: 0, houseCall: 0 },
      RealTimeValues: realTime ? { totalAccountValue: 53_948.85, netMv: 1848.6, netMvLong: 1848.6, netMvShort: 0, totalLongValue: 1848.6 } : undefined,
    },
  };
}
