/**
 * The legs of a held group for `analyze --account ID --position SYMBOL`: what the account holds of
 * one underlier, stock and options, at its real quantities. Each leg is entered at its own cost
 * (the market value less the provider's total gain, per share, so that the P/L now at the current
 * price is the Positions view's total gain for the group) and priced at the IV its own mark
 * implies at that price (the provider's IV where the mark implies none). Positions of the group
 * that are neither stock nor an option with a strike and an expiry are left out, and said.
 */
import { impliedVolatility, yearsToExpiry, type OptionRight } from '../../shared/domain/option-model.ts';
import type { Position } from '../../shared/domain/positions.ts';
import type { ModelSetting, StrategyLeg } from '../../shared/domain/risk-profile.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { decodePortfolioPage } from '../../electron/backend/broker/v1/decode/index.ts';
import { underlierPrice } from '../../electron/backend/term-structure/term-points.ts';
import type { AnalyzeCommand } from '../flags/analyze-flags.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import type { PricedLeg } from './analyze-legs.ts';
import { resolveAccountKey } from './orders-account.ts';

/** The held legs and what was said of the positions. */
export interface HeldLegs {
  legs: PricedLeg[];
  /** The position each leg is, in the same order. */
  from: Position[];
  /** Sentences about positions left out, or taken with less than their own figures. */
  notes: string[];
}

const perShare = (total: number | null, position: Position): number | null =>
  total === null || position.quantity === 0 ? null : total / (position.quantity * position.multiplier);

/** The price per share the position is marked at: its market value, else its last price. */
export const markOf = (position: Position): number | null => perShare(position.marketValue, position) ?? position.quote.last;

/** Its cost per share as the provider's total gain counts it; `null` when the provider knows no cost. */
function entryOf(position: Position, mark: number): number | null {
  if (position.totalGain !== null && position.marketValue !== null) return mark - (perShare(position.totalGain, position) ?? 0);
  return position.costPerShare;
}

/** CALL or PUT as the model's right; `null` for a word the provider added. */
const rightOf = (callPut: string | null): OptionRight | null => (callPut === 'CALL' ? 'call' : callPut === 'PUT' ? 'put' : null);

const nameOf = (position: Position): string => position.description ?? position.symbol;

/** The positions of `symbol` in `positions` as legs, at `spot` (the underlier's price now) and `asOf`. */
export function heldLegs(positions: readonly Position[], symbol: string, spot: number, asOf: number, setting: ModelSetting): Result<HeldLegs> {
  const group = positions.filter((position) => position.underlier.toUpperCase() === symbol);
  if (group.length === 0) return fail('invalid-argument', `The account holds nothing of ${symbol}.`);
  const legs: PricedLeg[] = [];
  const from: Position[] = [];
  const notes: string[] = [];
  for (const position of group) {
    const mark = markOf(position);
    if (mark === null) {
      notes.push(`${nameOf(position)} is left out: the provider gives it no market value or last price.`);
      continue;
    }
    let entry = entryOf(position, mark);
    if (entry === null) {
      notes.push(`The provider does not know the cost of ${nameOf(position)}: its P/L counts from its mark now.`);
      entry = mark;
    }
    const quantity = position.quantity;
    const text = `${quantity > 0 ? '+' : ''}${quantity.toLocaleString('en-US')} ${nameOf(position)}`;
    if (position.option === null) {
      if (position.securityType !== null && position.securityType !== 'EQ') {
        notes.push(`${nameOf(position)} (${position.securityType}) is left out: only stock and options are analysed.`);
        continue;
      }
      legs.push({ leg: { kind: 'stock', quantity, entry }, text, ivSource: null });
      from.push(position);
      continue;
    }
    const { strike, expiry } = position.option;
    const right = rightOf(position.option.callPut);
    const years = expiry === null ? null : yearsToExpiry(expiry, asOf);
    if (strike === null || expiry === null || right === null || years === null || years <= 0) {
      notes.push(`${nameOf(position)} is left out: the provider names no strike, expiry and type for it, or it has expired.`);
      continue;
    }
    const implied = impliedVolatility(right, mark, { spot, strike, years, ...setting });
    const quoted = position.greeks?.iv;
    const iv = implied ?? (typeof quoted === 'number' && quoted > 0 ? quoted : null);
    if (iv === null) {
      notes.push(`${nameOf(position)} is left out: its mark implies no volatility and the provider gives none.`);
      continue;
    }
    if (implied === null)
      notes.push(`${nameOf(position)}: its mark implies no volatility at ${spot}; priced at the provider's IV, so its value now is not its mark.`);
    const leg: StrategyLeg = { kind: 'option', right, strike, expiry, quantity, multiplier: position.multiplier, entry, iv };
    legs.push({ leg, text, ivSource: implied === null ? 'chain' : 'mark' });
    from.push(position);
  }
  if (legs.length === 0) return fail('invalid-argument', `Nothing the account holds of ${symbol} can be analysed: ${notes.join(' ')}`);
  return ok({ legs, from, notes });
}

/** A held group ready to analyse: its legs, the price to analyse at, and what it cost to read. */
export interface HeldGroup {
  legs: PricedLeg[];
  from: Position[];
  notes: string[];
  /** The underlier's price now (the group's stock mark, else its quote); the legs' IVs are implied at it. */
  price: number;
  asOf: number;
  accountId: string;
  /** Positions of the group, those left out included. */
  positions: number;
  /** The provider's total gain over the legs analysed; `null` when it knows no cost of one. */
  totalGain: number | null;
  /** Quotes of the Market budget (the underlier's, when no stock of it is held). */
  quotes: number;
  /** Accounts requests (the account list to resolve an ID, and the portfolio's pages). */
  requests: number;
}

/** What the account holds of `symbol`, and its shares among them (the stock's own position), if any. */
function groupIn(positions: readonly Position[], symbol: string): { group: Position[]; shares: Position | undefined } {
  const group = positions.filter((position) => position.underlier.toUpperCase() === symbol);
  return { group, shares: group.find((position) => position.option === null && position.securityType === 'EQ') };
}

/** The legs of `group` at its shares' last price, else at `price` (the quote's or --spot). */
function legsAt(
  { group, shares }: ReturnType<typeof groupIn>,
  symbol: string,
  price: number | null,
  asOf: number,
  setting: ModelSetting,
): Result<{ held: HeldLegs; price: number }> {
  if (group.length === 0) return fail('invalid-argument', `The account holds nothing of ${symbol}.`);
  const at = (shares === undefined ? null : (shares.quote.last ?? markOf(shares))) ?? price;
  if (at === null) return fail('invalid-argument', `The account holds no ${symbol} shares to take its price from: give it with --spot PRICE.`);
  const held = heldLegs(group, symbol, at, asOf, setting);
  return held.ok ? ok({ held: held.data, price: at }) : held;
}

/** The provider's total gain over the positions analysed, to the cent; `null` when it knows no cost of one. */
const sumGain = (from: readonly Position[]): number | null =>
  from.some((position) => position.totalGain === null) ? null : from.reduce((cents, position) => cents + Math.round((position.totalGain ?? 0) * 100), 0) / 100;

/** The held group from the provider (the account's portfolio, COMPLETE) or from one saved page (--input, then --spot if no shares are held). */
export async function readHeldGroup(command: AnalyzeCommand, io: CliIo, setting: ModelSetting): Promise<Result<HeldGroup>> {
  const symbol = command.symbol;
  const asOf = io.clock.now();
  if (command.input !== undefined) {
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const page = decodePortfolioPage({ body: body.data }, asOf);
    if (!page.ok) return page;
    if (page.data.nextPage !== null) io.err('note: the file holds one page of the portfolio; positions on the other pages are not in the analysis.');
    const held = groupIn(page.data.positions, symbol);
    const legs = legsAt(held, symbol, command.spot, asOf, setting);
    if (!legs.ok) return legs;
    const accountId = command.held?.accountId ?? page.data.accountId ?? '(not said)';
    const { from } = legs.data.held;
    return ok({ ...legs.data.held, price: legs.data.price, asOf, accountId, positions: held.group.length, totalGain: sumGain(from), quotes: 0, requests: 0 });
  }
  const opened = await openDataClient(command, io);
  if (!opened.ok) return opened;
  const { client } = opened.data;
  try {
    if (client.generation !== 'v1') return fail('unsupported', 'analyze --position needs the positions of the current API (v1): run it with --api v1.');
    const typed = command.held?.accountId ?? '';
    const key = await resolveAccountKey(typed, client);
    if (!key.ok) return key;
    const portfolio = await client.getPortfolio(key.data, { view: 'COMPLETE' });
    if (!portfolio.ok) return portfolio;
    const held = groupIn(portfolio.data.positions, symbol);
    let quotes = 0;
    let price: number | null = null;
    // Without shares of it held, the underlier's price comes from its quote.
    if (held.shares === undefined && held.group.length > 0) {
      const quoted = await underlierPrice(client, symbol);
      if (!quoted.ok) return quoted;
      price = quoted.data;
      quotes = 1;
    }
    const legs = legsAt(held, symbol, price, asOf, setting);
    if (!legs.ok) return legs;
    const requests = portfolio.data.pages + (/^\d+$/.test(typed) ? 1 : 0);
    const { from } = legs.data.held;
    return ok({ ...legs.data.held, price: legs.data.price, asOf, accountId: typed, positions: held.group.length, totalGain: sumGain(from), quotes, requests });
  } finally {
    await opened.data.close();
  }
}
