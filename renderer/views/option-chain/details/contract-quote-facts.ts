/**
 * A contract's quote and greeks in words for the details panel: every field the current API
 * sends, IV as a percentage, theta per day, what each greek means. Pure, so the words are tested.
 */
import type { OptionContract } from '../../../../shared/domain/option-chain.ts';
import { formatChainTime } from '../format/chain-format.ts';
import { formatChange, formatCount, formatGamma, formatGreek, formatIv, formatPrice } from '../format/chain-quote-format.ts';

/** One fact: its name and its value in words. */
export type Fact = readonly [string, string];

const or = (text: string, missing = 'Not given'): string => (text === '' ? missing : text);
const money = (value: number | null | undefined): string => or(value == null ? '' : `$${formatPrice(value)}`);
const sized = (price: number | null | undefined, size: number | null | undefined): string => {
  const head = money(price);
  return size == null ? head : `${head} for ${formatCount(size)} contract${size === 1 ? '' : 's'}`;
};

/** The facts of a contract's identity on the current API (OSI key, category). */
export function identityFacts(contract: OptionContract): Fact[] {
  const facts: Fact[] = [];
  if (contract.osiKey !== undefined) facts.push(['OSI key', or(contract.osiKey ?? '')]);
  if (contract.category !== undefined) facts.push(['Category', or(contract.category ?? '')]);
  return facts;
}

/** The quote and greeks in words; empty on the legacy generation (no quote, no greeks). */
export function quoteFacts(contract: OptionContract): Fact[] {
  const q = contract.quote ?? null;
  const g = contract.greeks ?? null;
  const facts: Fact[] = [];
  if (q !== null) {
    facts.push(
      ['Bid', sized(q.bid, q.bidSize)],
      ['Ask', sized(q.ask, q.askSize)],
      ['Last', money(q.last)],
      ['Change today', or(q.netChange == null ? '' : `${formatChange(q.netChange)} since yesterday's close`)],
      ['Volume', or(q.volume == null ? '' : `${formatCount(q.volume)} contracts today`)],
      ['Open interest', or(q.openInterest == null ? '' : `${formatCount(q.openInterest)} contracts open`)],
      ['In the money', q.inTheMoney === null ? 'Not given' : q.inTheMoney ? 'Yes' : 'No'],
      ['Quote time', q.time === null ? 'Not given' : formatChainTime(q.time)],
    );
  }
  if (g !== null) {
    facts.push(
      ['Implied volatility', or(g.iv == null ? '' : `${formatIv(g.iv)} a year`)],
      ['Delta', or(g.delta == null ? '' : `${formatGreek(g.delta)}: the option moves about $${formatPrice(Math.abs(g.delta))} per $1 of the underlier`)],
      ['Gamma', or(g.gamma == null ? '' : `${formatGamma(g.gamma)}: delta changes by this per $1 of the underlier`)],
      [
        'Theta',
        or(
          g.theta == null
            ? ''
            : `${formatGreek(g.theta)} per day: ${g.theta < 0 ? 'loses' : 'gains'} about $${formatPrice(Math.abs(g.theta))} a day of time value`,
        ),
      ],
      ['Vega', or(g.vega == null ? '' : `${formatGreek(g.vega)}: per 1 point of implied volatility`)],
      ['Rho', or(g.rho == null ? '' : `${formatGreek(g.rho)}: per 1 point of interest rates`)],
      ['Greeks current', g.current === null ? 'Not said' : g.current ? 'Yes' : 'No: carried over from an earlier quote'],
    );
  }
  return facts;
}
