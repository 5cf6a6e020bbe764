/**
 * A current-API (v1) option chain as the terminal shows it: per side bid, ask, last, volume, open
 * interest, IV and delta, mirrored around the strike (calls | strike | puts) with bid before ask
 * on both sides, the strikes around
 * a price, and the chain's quote type, time and near price first.
 */
import { formatCalendarDay } from '../../shared/domain/calendar.ts';
import { expiryTypeText } from '../../shared/domain/expiries.ts';
import { expiryFigures } from '../../shared/domain/expiry-figures.ts';
import { figuresLine } from '../../shared/domain/expiry-figures-text.ts';
import type { ChainType } from '../../shared/spec-constants.ts';
import { formatNewYorkDateTime } from '../../shared/domain/market-time.ts';
import type { ChainExpiry, OptionChain, OptionContract, StrikeRow } from '../../shared/domain/option-chain.ts';
import { money, renderTable, type Column } from './text-table.ts';

/** What to show of a decoded chain. */
export interface ChainView {
  chainType: ChainType;
  /** Show adjusted contracts (marked); hidden otherwise, like the provider's skipAdjusted default. */
  includeAdjusted: boolean;
  /** Centre on this price (else the chain's near price) and show this many strikes around it. */
  near?: number | undefined;
  strikes?: number | undefined;
  /**
   * The underlier's price and the instant the expiry figures (ATM IV, expected move, put/call
   * ratios) are measured from; without a price, the figures that need one are left out.
   */
  figuresAt?: { spot: number | null; now: number } | undefined;
  /**
   * The strikes the figures are computed from, by expiry date, where they are not the strikes
   * printed (a window asked with --near or --strikes): the provider's answer near the money, so
   * the figures are the expiry's whatever window is printed. `whole` says a chain is every strike.
   */
  figuresFrom?: { expiries: ReadonlyMap<string, ChainExpiry>; whole: boolean } | undefined;
}

/** Whether a chain carries quotes (v1) rather than identity only (legacy). */
export const hasQuotes = (chain: OptionChain): boolean =>
  chain.expiries.some((expiry) => expiry.strikes.some((row) => (row.call?.quote ?? row.put?.quote ?? null) !== null));

const count = (value: number | null | undefined): string => (value === null || value === undefined ? '' : value.toLocaleString('en-US'));
const fixed = (value: number | null | undefined, digits: number): string => (value === null || value === undefined ? '' : value.toFixed(digits));
const percent = (value: number | null | undefined): string => (value === null || value === undefined ? '' : `${(value * 100).toFixed(2)}%`);

/** The cells of one side, in the order given (calls mirror puts). */
const cells = (contract: OptionContract | null): Record<string, string> => {
  const quote = contract?.quote ?? null;
  const greeks = contract?.greeks ?? null;
  return {
    Bid: money(quote?.bid ?? null),
    Ask: money(quote?.ask ?? null),
    Last: money(quote?.last ?? null),
    Volume: count(quote?.volume),
    OI: count(quote?.openInterest),
    IV: percent(greeks?.iv),
    Delta: fixed(greeks?.delta, 4),
  };
};

const SIDE = ['Bid', 'Ask', 'Last', 'Volume', 'OI', 'IV', 'Delta'];
/** The calls mirror the puts around the strike, bid still before ask (as the app's default reads). */
const CALL_SIDE = ['Delta', 'IV', 'OI', 'Volume', 'Last', 'Bid', 'Ask'];

/** The `count` rows nearest `center`, in strike order. */
export const strikesAround = (rows: readonly StrikeRow[], center: number, wanted: number): StrikeRow[] => {
  if (rows.length <= wanted) return [...rows];
  let nearest = 0;
  rows.forEach((row, i) => {
    if (Math.abs(row.strike - center) < Math.abs((rows[nearest] as StrikeRow).strike - center)) nearest = i;
  });
  const start = Math.max(0, Math.min(rows.length - wanted, nearest - Math.floor(wanted / 2)));
  return rows.slice(start, start + wanted);
};

const withoutAdjusted = (row: StrikeRow): StrikeRow | null => {
  const call = row.call?.adjusted === true ? null : row.call;
  const put = row.put?.adjusted === true ? null : row.put;
  return call === null && put === null ? null : { ...row, call, put };
};

/** The lines of a v1 chain. */
export function chainQuoteLines(chain: OptionChain, view: ChainView, underlier: string): string[] {
  const stamp = chain.quoteTime === null || chain.quoteTime === undefined ? '' : ` as of ${formatNewYorkDateTime(chain.quoteTime)}`;
  const near = chain.nearPrice === null || chain.nearPrice === undefined ? '' : `, near ${money(chain.nearPrice)}`;
  const lines = [`${chain.symbol?.toUpperCase() ?? underlier} option chain, ${chain.quoteType ?? 'quote type not given'}${stamp}${near}`];
  if (chain.expiries.length === 0) {
    lines.push('No options for this expiry.');
    return lines;
  }
  const calls = view.chainType !== 'PUT';
  const puts = view.chainType !== 'CALL';
  let adjusted = false;
  for (const expiry of chain.expiries) {
    const kept = view.includeAdjusted ? expiry.strikes : expiry.strikes.map(withoutAdjusted).filter((row): row is StrikeRow => row !== null);
    const center = view.near ?? chain.nearPrice ?? null;
    const shown = view.strikes === undefined || center === null ? kept : strikesAround(kept, center, view.strikes);
    const days = expiry.daysToExpiry < 0 ? 'expired' : `${expiry.daysToExpiry} day${expiry.daysToExpiry === 1 ? '' : 's'}`;
    const of = shown.length === kept.length ? `${kept.length} strikes` : `${shown.length} of ${kept.length} strikes`;
    lines.push('', `${expiry.date} (${formatCalendarDay(expiry.date) ?? ''})  ${expiryTypeText(expiry.expiryType)}  ${days}  ${of}`);
    if (view.figuresAt !== undefined) {
      const from = view.figuresFrom?.expiries.get(expiry.date) ?? expiry;
      const figures = figuresLine(expiryFigures(from, view.figuresAt.spot, view.figuresAt.now, view.figuresFrom?.whole ?? false), false);
      if (figures !== '') lines.push(`  ${figures}`);
    }
    const columns: Column[] = [
      ...(calls ? CALL_SIDE.map((title) => ({ title, right: true })) : []),
      { title: 'Strike', right: true },
      ...(puts ? SIDE.map((title) => ({ title, right: true })) : []),
    ];
    const rows = shown.map((row) => {
      const marked = row.call?.adjusted === true || row.put?.adjusted === true;
      adjusted ||= marked;
      const call = cells(row.call);
      const put = cells(row.put);
      return [
        ...(calls ? CALL_SIDE.map((name) => call[name] ?? '') : []),
        `${marked ? '*' : ''}${money(row.strike)}`,
        ...(puts ? SIDE.map((name) => put[name] ?? '') : []),
      ];
    });
    const title = `${calls ? 'Calls' : ''}${calls && puts ? ' | strike | ' : ''}${puts ? 'Puts' : ''}`;
    lines.push(`  ${title}`);
    for (const line of renderTable(columns, rows, '  ')) lines.push(line);
  }
  if (adjusted) lines.push('', '* adjusted contract (split, merger): its terms differ from the standard one');
  return lines;
}
