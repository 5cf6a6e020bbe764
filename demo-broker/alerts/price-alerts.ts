/**
 * Price alerts from the moving market: each demo user watches a few underliers for a move of at
 * least a percentage from the previous close, up or down. A session's alert fires the first time
 * the last trade (as a quote at that instant says it) reaches the level, once per direction per
 * session: "AAPL down by at least 1.00%".
 */
import { sessionOn, isWeekday } from '../market/market-hours.ts';
import { cents } from '../market/seeded-random.ts';
import type { UnderlierPaths } from '../market/underlier-path.ts';
import { dollars, newYorkTime, type DraftAlert } from './alert-model.ts';

/** What a user watches: a symbol and the move, in percent, that alerts. */
export interface PriceWatch {
  symbol: string;
  percent: number;
}

/** Each demo user's watch list; a user not listed watches nothing. */
export const PRICE_WATCHES: Readonly<Record<string, readonly PriceWatch[]>> = {
  demo: [
    { symbol: 'AAPL', percent: 1 },
    { symbol: 'NVDA', percent: 1.5 },
    { symbol: 'SPY', percent: 0.5 },
    { symbol: 'MSFT', percent: 1 },
  ],
  other: [
    { symbol: 'KO', percent: 0.5 },
    { symbol: 'XOM', percent: 1 },
  ],
};

function priceAlert(watch: PriceWatch, direction: 'up' | 'down', at: number, last: number, previousClose: number): DraftAlert {
  const threshold = `${watch.percent.toFixed(2)}%`;
  const change = ((last - previousClose) / previousClose) * 100;
  return {
    createdAt: at,
    category: 'STOCK',
    subject: `${watch.symbol} ${direction} by at least ${threshold}`,
    symbol: watch.symbol,
    body: {
      intro: 'Your price alert was triggered:',
      rows: [
        ['Symbol:', watch.symbol],
        ['Condition:', `${direction === 'up' ? 'Up' : 'Down'} by at least ${threshold} from the previous close`],
        ['Last trade:', `${dollars(last)} (${change >= 0 ? '+' : ''}${change.toFixed(2)}%)`],
        ['Previous close:', dollars(previousClose)],
        ['Triggered:', newYorkTime(at)],
      ],
      outro: 'Prices are delayed at least 15 minutes unless stated otherwise.',
    },
    key: `price:${watch.symbol}:${direction}:${watch.percent}`,
  };
}

/** The price alerts of `user` on the New York day `dayNumber`, triggered by `now`. */
export function priceAlerts(paths: UnderlierPaths, user: string, dayNumber: number, now: number): DraftAlert[] {
  if (!isWeekday(dayNumber)) return [];
  const session = sessionOn(dayNumber);
  const alerts: DraftAlert[] = [];
  for (const watch of PRICE_WATCHES[user] ?? []) {
    const previousClose = cents(paths.closeOf(watch.symbol, session.index - 1));
    for (const direction of ['up', 'down'] as const) {
      // Rounded away from the close, so the move a quote shows at that instant is at least the percentage.
      const exact = previousClose * 100 * (1 + ((direction === 'up' ? 1 : -1) * watch.percent) / 100);
      const level = (direction === 'up' ? Math.ceil(exact) : Math.floor(exact)) / 100;
      const at = paths.firstReach(watch.symbol, session, level, direction, now);
      if (at !== null) alerts.push(priceAlert(watch, direction, at, paths.lastAt(watch.symbol, at), previousClose));
    }
  }
  return alerts;
}
