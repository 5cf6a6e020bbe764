/**
 * The portfolio's wire form (docs/platform/current-api.md, "Portfolio"): one Position element per
 * position, with the view's block under the recorded spelling (`Quick`, `Complete`, `OptionsWatch`,
 * `Performance`, `Fundamental`), and the Totals block. A short's quantity, value and cost are
 * negative; a holding whose cost is unknown carries the platform's 0 cost and negative date.
 */
import { cents } from '../market/seeded-random.ts';
import { osiKey } from '../market/v1-contract-names.ts';
import { LINK_HOST } from '../orders/v1-orders-route.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import type { AccountSnapshot, PricedPosition } from './account-snapshot.ts';

/** The views the platform names (QUICK is the default). */
export const PORTFOLIO_VIEWS = ['QUICK', 'PERFORMANCE', 'FUNDAMENTAL', 'OPTIONSWATCH', 'COMPLETE'] as const;
export type PortfolioView = (typeof PORTFOLIO_VIEWS)[number];

const percent = (value: number): number => Math.round(value * 10_000) / 10_000;

/** Cost figures: the signed total cost, or `null` when the platform does not know it. */
const costOf = (position: PricedPosition): number | null => (position.book.costKnown ? position.book.cost : null);

/** The quote fields every view block shares. */
function quoteFields(position: PricedPosition, snapshot: AccountSnapshot): WireObject {
  const { last, previousClose } = position.price;
  const change = cents(last - previousClose);
  return {
    change,
    changePct: previousClose === 0 ? 0 : percent((100 * change) / previousClose),
    lastTrade: last,
    lastTradeTime: Math.floor(snapshot.moment.instant / 1000),
    quoteStatus: snapshot.moment.inHours ? 'REALTIME' : 'CLOSING',
    volume: position.price.volume,
  };
}

const baseSymbolAndPrice = (position: PricedPosition): string =>
  `${position.book.holding.symbol} ${(position.price.option?.underlierLast ?? position.price.last).toFixed(2)}`;

/** The view's block. */
function viewBlock(view: PortfolioView, position: PricedPosition, snapshot: AccountSnapshot): WireObject {
  const quote = quoteFields(position, snapshot);
  const { bid, ask, last, option } = position.price;
  switch (view) {
    case 'QUICK':
      return { Quick: quote };
    case 'PERFORMANCE':
      return { Performance: { ...quote, daysGain: cents(position.daysGain), marketValue: cents(position.marketValue) } };
    case 'FUNDAMENTAL':
      return {
        Fundamental: { change: quote.change, changePct: quote.changePct, lastTrade: last, lastTradeTime: quote.lastTradeTime, quoteStatus: quote.quoteStatus },
      };
    case 'OPTIONSWATCH':
      return {
        OptionsWatch: {
          baseSymbolAndPrice: baseSymbolAndPrice(position),
          premium: option?.premium ?? 0,
          lastTrade: last,
          bid,
          ask,
          quoteStatus: quote.quoteStatus,
          lastTradeTime: quote.lastTradeTime,
        },
      };
    case 'COMPLETE':
      return {
        Complete: {
          ...quote,
          prevClose: position.price.previousClose,
          bid,
          ask,
          ...(option === undefined
            ? {}
            : {
                delta: option.delta,
                gamma: option.gamma,
                theta: option.theta,
                vega: option.vega,
                rho: option.rho,
                ivPct: Math.round(option.iv * 10_000) / 100,
                daysToExpiration: option.daysToExpiration,
                intrinsicValue: option.intrinsicValue,
                openInterest: option.openInterest,
                premium: option.premium,
                optionMultiplier: position.multiplier,
                baseSymbolAndPrice: baseSymbolAndPrice(position),
              }),
        },
      };
  }
}

function productTree(position: PricedPosition): WireObject {
  const { symbol, option } = position.book.holding;
  if (option === undefined) return { symbol, securityType: 'EQ' };
  return {
    symbol,
    securityType: 'OPTN',
    callPut: option.callPut,
    expiryYear: option.year,
    expiryMonth: option.month,
    expiryDay: option.day,
    strikePrice: option.strike,
    productId: { symbol, typeCode: 'EQUITY' },
  };
}

/** One Position element; `portfolioMv` is the sum of the positions' absolute values. */
export function positionTree(position: PricedPosition, snapshot: AccountSnapshot, view: PortfolioView, portfolioMv: number): WireObject {
  const { book, multiplier } = position;
  const cost = costOf(position);
  const gain = cost === null ? 0 : position.marketValue - cost;
  const perShare = cost === null ? 0 : cents(Math.abs(cost) / (Math.abs(book.quantity) * multiplier));
  const { option } = book.holding;
  const key = snapshot.account.accountIdKey;
  return {
    positionId: position.positionId,
    symbolDescription: position.price.description,
    osiKey: option === undefined ? undefined : osiKey(book.holding.symbol, option, option.callPut, option.strike),
    // The platform's "no date" is a negative value.
    dateAcquired: book.openedAt ?? -1,
    pricePaid: perShare,
    commissions: cents(book.commissions),
    otherFees: cents(book.fees),
    quantity: book.quantity,
    positionIndicator: !snapshot.margin ? 'TYPE1' : book.side === 'SHORT' ? 'TYPE5' : 'TYPE2',
    positionType: book.side,
    daysGain: cents(position.daysGain),
    daysGainPct: position.daysGainPct === null ? undefined : percent(position.daysGainPct),
    marketValue: cents(position.marketValue),
    totalCost: cost === null ? 0 : cents(cost),
    totalGain: cents(gain),
    totalGainPct: cost === null || cost === 0 ? 0 : percent((100 * gain) / Math.abs(cost)),
    pctOfPortfolio: portfolioMv === 0 ? 0 : percent((100 * Math.abs(position.marketValue)) / portfolioMv),
    costPerShare: perShare,
    todayCommissions: cents(book.todayCommissions),
    todayFees: cents(book.todayFees),
    todayPricePaid: book.todayQuantity === 0 ? 0 : cents(Math.abs(book.todayCash) / (Math.abs(book.todayQuantity) * multiplier)),
    todayQuantity: book.todayQuantity,
    // Links name an internal host, as the platform's do: clients build their own URLs.
    lotsDetails: `${LINK_HOST}/v1/accounts/${key}/portfolio/${position.positionId}`,
    quoteDetails: `${LINK_HOST}/v1/market/quote/${book.holding.symbol}`,
    Product: productTree(position),
    ...viewBlock(view, position, snapshot),
  };
}

/** The Totals block over every position of the account (not only the page's). */
export function totalsTree(snapshot: AccountSnapshot): WireObject {
  let marketValue = 0;
  let daysGain = 0;
  let base = 0;
  let gain = 0;
  let cost = 0;
  for (const position of snapshot.positions) {
    marketValue += position.marketValue;
    daysGain += position.daysGain;
    base += position.marketValue - position.daysGain;
    const known = costOf(position);
    if (known === null) continue;
    cost += known;
    gain += position.marketValue - known;
  }
  return {
    todaysGainLoss: cents(daysGain),
    todaysGainLossPct: base === 0 ? 0 : percent((100 * daysGain) / Math.abs(base)),
    totalMarketValue: cents(marketValue),
    totalGainLoss: cents(gain),
    totalGainLossPct: cost === 0 ? 0 : percent((100 * gain) / Math.abs(cost)),
    totalPricePaid: cents(cost),
    cashBalance: cents(snapshot.cash),
  };
}
