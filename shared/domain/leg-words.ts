/**
 * A leg in words, the same in the app (rows, event timeline) and the terminal: the contract it
 * trades ("F Dec 18 '26 $15 call", or the stock's symbol) and what it did ("Buy to open 14 F Dec 18
 * '26 $15 call @ 0.14"). Built from the leg's fields, so every surface names the strike and the
 * right even where the provider's description leaves them out.
 */
import { formatShortExpiry } from './calendar.ts';
import { actionLabel } from './order-labels.ts';
import { formatQuantity } from './order-words.ts';
import type { OrderLeg } from './orders.ts';
import { formatPrice } from './price-description.ts';

/** "$15", "$182.50", "$6,800": a strike as a trader writes it, whole dollars without cents. */
export const strikeWords = (strike: number): string => `$${Number.isInteger(strike) ? formatQuantity(strike) : formatPrice(strike)}`;

/**
 * The contract: "F Dec 18 '26 $15 call" for an option leg, the symbol for a stock leg; the
 * provider's description where the leg lacks the fields, "?" where it has nothing.
 */
export function contractWords(leg: OrderLeg): string {
  const symbol = leg.symbol ?? leg.symbolDescription ?? '?';
  const option = leg.option;
  if (option === null) return symbol;
  if (option.strikePrice === null || option.expiry === null) return leg.symbolDescription ?? symbol;
  const right = option.callPut === 'CALL' ? 'call' : option.callPut === 'PUT' ? 'put' : (option.callPut ?? 'option');
  return `${leg.symbol ?? '?'} ${formatShortExpiry(option.expiry)} ${strikeWords(option.strikePrice)} ${right}`;
}

/**
 * What a leg did: "Buy to open 14 F Dec 18 '26 $15 call @ 0.14". `quantity` is the figure to say
 * (the fill on a fill event, else what was ordered); the price is the leg's executed price when it
 * has one.
 */
export function legDoneWords(leg: OrderLeg, quantity: number | null): string {
  const what = `${actionLabel(leg.action)} ${formatQuantity(quantity)} ${contractWords(leg)}`;
  return leg.executedPrice === null ? what : `${what} @ ${formatPrice(leg.executedPrice)}`;
}
