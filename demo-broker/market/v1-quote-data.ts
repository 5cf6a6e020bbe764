/**
 * One QuoteData record of the current API for a known symbol at a market moment: the All block
 * (or the smaller Intraday block for detailFlag=INTRADAY), with ExtendedHourQuoteDetail outside
 * the session, as the platform adds after hours. An index (SPX) is calculated, not traded: no bid,
 * ask, sizes or volume, and no extended hours.
 */
import { easternOffsetMs, easternParts } from '../eastern-time.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import { basePrice, sessionVolume, type Instrument } from './instruments.ts';
import { sessionFraction, type MarketMoment } from './market-hours.ts';
import { cumulativeVolume } from './option-quotes.ts';
import { cents } from './seeded-random.ts';
import type { UnderlierPaths } from './underlier-path.ts';

const two = (value: number): string => String(value).padStart(2, '0');

/** The platform's dateTime text: "11:41:00 EST 12-24-2020" (EDT in summer). */
export function quoteDateTime(ms: number): string {
  const p = easternParts(ms);
  const zone = easternOffsetMs(ms) === -4 * 3_600_000 ? 'EDT' : 'EST';
  return `${two(p.hour)}:${two(p.minute)}:${two(p.second)} ${zone} ${two(p.month)}-${two(p.day)}-${p.year}`;
}

/** The quote of a known symbol. */
export function quoteData(instrument: Instrument, moment: MarketMoment, paths: UnderlierPaths, seed: number, detail: 'ALL' | 'INTRADAY'): WireObject {
  const state = paths.state(instrument.symbol, moment);
  // An index is calculated, not traded: its quote has no bid, no ask and no volume (0, as the platform sends).
  const index = instrument.securityType === 'INDX';
  const half = Math.max(0.01, cents(state.last * 0.0002));
  const bid = index ? 0 : cents(state.last - half);
  const ask = index ? 0 : cents(state.last + half);
  const changeClose = cents(state.last - state.previousClose);
  const changeClosePercentage = Math.round((10_000 * changeClose) / state.previousClose) / 100;
  const volume = index ? 0 : Math.round(sessionVolume(instrument.symbol, seed) * cumulativeVolume(sessionFraction(moment)));
  const seconds = Math.floor(moment.instant / 1000);
  const head: WireObject = {
    dateTime: quoteDateTime(moment.instant),
    dateTimeUTC: seconds,
    quoteStatus: moment.inHours ? 'REALTIME' : 'CLOSING',
    // One of the string exceptions (docs/platform/wire-and-errors.md, "Scalars"): "true"/"false"
    // even in JSON.
    ahFlag: moment.inHours ? 'false' : 'true',
    Product: { symbol: instrument.symbol, securityType: instrument.securityType },
  };
  if (detail === 'INTRADAY') {
    return {
      ...head,
      Intraday: {
        ask,
        bid,
        changeClose,
        changeClosePercentage,
        companyName: instrument.companyName,
        high: state.high,
        lastTrade: state.last,
        low: state.low,
        totalVolume: volume,
      },
    };
  }
  const base = basePrice(instrument.symbol, seed);
  const all: WireObject = {
    adjustedFlag: false,
    ask,
    askSize: index ? 0 : 100 + (seconds % 9) * 100,
    askTime: quoteDateTime(moment.instant),
    bid,
    bidExchange: '',
    bidSize: index ? 0 : 100 + (seconds % 7) * 100,
    bidTime: quoteDateTime(moment.instant),
    changeClose,
    changeClosePercentage,
    companyName: instrument.companyName,
    high: state.high,
    high52: cents(Math.max(base * 1.3, state.high)),
    lastTrade: state.last,
    low: state.low,
    low52: cents(Math.min(base * 0.7, state.low)),
    open: state.open,
    previousClose: state.previousClose,
    previousDayVolume: index ? 0 : sessionVolume(instrument.symbol, seed),
    primaryExchange: instrument.primaryExchange,
    symbolDescription: instrument.companyName,
    totalVolume: volume,
    timeOfLastTrade: seconds,
  };
  // Extended hours are a traded security's: an index has none.
  if (!moment.inHours && !index) {
    all.ExtendedHourQuoteDetail = {
      lastPrice: state.last,
      change: 0,
      percentChange: 0,
      bid,
      ask,
      volume: 0,
      timeOfLastTrade: seconds,
      timeZone: easternOffsetMs(moment.instant) === -4 * 3_600_000 ? 'EDT' : 'EST',
      quoteStatus: 'EH_CLOSED',
    };
  }
  return { ...head, All: all };
}
