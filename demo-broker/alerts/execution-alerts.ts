/**
 * Execution notices: one alert for each order of an account's history the moment it executes (a
 * group's members each on their own), as the v1 order list tells it at that instant: the same
 * order, legs, quantities and fill prices. The subject is the platform's ("Sell 1 EDIT Oct 01
 * '21 $55 Put Executed @ $3.3"); the symbol is the option's OSI key, the stock's ticker, or a
 * spread's underlier.
 */
import type { DemoAccount } from '../accounts.ts';
import type { LegSpec, OrderSpec } from '../orders/order-model.ts';
import type { DatedEntry } from '../orders/v1-account-history.ts';
import { v1StateAt } from '../orders/v1-order-status.ts';
import { osiKey } from '../orders/v1-order-wire.ts';
import { cents } from '../market/seeded-random.ts';
import { netOfLegs } from '../orders/strategy-orders.ts';
import { dollars, maskedAccount, newYorkTime, type DraftAlert } from './alert-model.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The action as the platform's notices say it. */
const ACTION_WORDS: Record<string, string> = {
  BUY: 'Buy',
  SELL: 'Sell',
  BUY_OPEN: 'Buy',
  BUY_CLOSE: 'Buy',
  SELL_OPEN: 'Sell',
  SELL_CLOSE: 'Sell',
  BUY_TO_COVER: 'Buy to Cover',
  SELL_SHORT: 'Sell Short',
};

/** `Sell 1 EDIT Oct 01 '21 $55 Put` or `Buy 100 AAPL`. */
export function legWords(leg: LegSpec): string {
  const head = `${ACTION_WORDS[leg.orderAction] ?? leg.orderAction} ${leg.orderedQuantity} ${leg.symbol}`;
  const option = leg.option;
  if (!option) return head;
  const day = String(option.expDay).padStart(2, '0');
  const year = String(option.expYear % 100).padStart(2, '0');
  return `${head} ${MONTHS[option.expMonth - 1] ?? option.expMonth} ${day} '${year} ${dollars(option.strikePrice)} ${option.callPut === 'CALL' ? 'Call' : 'Put'}`;
}

/** What the order executed at: a net-priced order (a spread) the net its legs filled at, any other its first leg's fill. */
function executionPrice(order: OrderSpec): number {
  const net = order.priceType === 'NET_DEBIT' || order.priceType === 'NET_CREDIT' || order.priceType === 'NET_EVEN';
  return net ? Math.abs(cents(netOfLegs(order.legs))) : (order.legs[0]?.fillPrice ?? 0);
}

/** The symbol an order's notice names. */
function symbolOf(order: OrderSpec): string | undefined {
  const [first] = order.legs;
  if (!first) return undefined;
  const option = first.option;
  if (order.legs.length > 1 || !option) return first.symbol;
  return osiKey(first.symbol, option.expYear, option.expMonth, option.expDay, option.callPut, option.strikePrice);
}

function notice(account: DemoAccount, order: OrderSpec, executedAt: number): DraftAlert {
  const what = order.legs.map(legWords).join(' / ');
  const price = dollars(executionPrice(order));
  const symbol = symbolOf(order);
  return {
    createdAt: executedAt,
    category: 'ACCOUNT',
    subject: `${what} Executed @ ${price}`,
    ...(symbol === undefined ? {} : { symbol }),
    body: {
      intro: 'Your order below was successfully executed:',
      rows: [
        ['Account:', maskedAccount(account.accountId)],
        ['Order number:', String(order.orderId)],
        ['Order:', what],
        ['Execution price:', price],
        ['Executed:', newYorkTime(executedAt)],
      ],
      outro: 'Thank you for investing with us. This is an automated message.',
    },
    key: `execution:${account.accountId}:${order.orderId}`,
  };
}

/**
 * The execution notices of `entries` (an account's history, as the v1 order list sees it at
 * `now`) for orders executed in [from, now].
 */
export function executionAlerts(account: DemoAccount, entries: readonly DatedEntry[], from: number, now: number): DraftAlert[] {
  const alerts: DraftAlert[] = [];
  for (const dated of entries) {
    for (const order of dated.entry.orders) {
      const { executedAt } = v1StateAt(order, now, dated.dayEnd);
      if (executedAt !== undefined && executedAt >= from && executedAt <= now) alerts.push(notice(account, order, executedAt));
    }
  }
  return alerts;
}
