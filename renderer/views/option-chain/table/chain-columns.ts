/**
 * The columns each side of the grid can show: the contract's identity (every generation) and, on
 * the current API, its quote and greeks. Order is "from the strike outwards": the call side
 * mirrors it, so the first column sits next to the strike on both sides; by default bid still
 * reads before ask on the calls side, as on the puts side (the brokerage's site and most
 * platforms read so), and the fully mirrored layout is a setting.
 */
import type { ChainSides } from '../../../../shared/settings.ts';
import type { ChainType } from '../../../../shared/spec-constants.ts';
import type { ChainExpiry, OptionContract } from '../../../../shared/domain/option-chain.ts';
import { expiryTypeLabel } from '../format/chain-format.ts';
import { PROBABILITY_WORDS, probabilityItmFromDelta, yearsToExpiry } from '../../../../shared/domain/option-model.ts';
import { formatChange, formatCount, formatGamma, formatGreek, formatIv, formatPrice } from '../format/chain-quote-format.ts';

/** One column a side can show. */
export interface ChainColumn {
  /** Stored in settings (letters, digits, dashes). */
  id: string;
  label: string;
  /** CSS grid track size. */
  width: string;
  /** Its smallest width in px (the grid scrolls sideways below the sum). */
  minWidth: number;
  /** The cell's text for a contract of an expiry. */
  value(contract: OptionContract, expiry: ChainExpiry): string;
  /**
   * A figure of the quote or greeks (right-aligned, tabular; needs the current API); absent for
   * identity columns. A figure of the model (probability) needs the contract's expiry too.
   */
  figure?: (contract: OptionContract, expiry?: ChainExpiry) => number | null;
  /** What the column shows, where its label does not say it all (its header's description). */
  description?: string;
  /** A figure of the greeks (or the model over them): marked where the provider says the greeks are not current. */
  greek?: boolean;
  /** The move of the figure a live refresh must exceed for the cell to flash (chain-live.ts). */
  tick?: (contract: OptionContract) => number;
}

/**
 * An option's price increment: 0.01 below 3.00 and 0.05 from 3.00, the Penny Interval Program's,
 * the finest most listed options trade at. A bid one increment away is the quote flickering.
 */
export const optionPriceTick = (price: number | null | undefined): number => (Math.abs(price ?? 0) < 3 ? 0.01 : 0.05);

/** Ticks of the figure columns: prices by the increment, greeks and IV by the last place shown, counts by any change. */
const priceTick = (read: (c: OptionContract) => number | null | undefined) => (c: OptionContract) => optionPriceTick(read(c));
const placeTick = (place: number) => () => place;

/**
 * A figure column: its text is its figure formatted; its smallest width fits the longest figure the
 * market sends, and it shares out what the grid has beyond the columns' sum (a short column set
 * fills the grid instead of leaving a blank band beside the puts).
 */
function figureColumn(
  id: string,
  label: string,
  width: number,
  figure: (c: OptionContract, e?: ChainExpiry) => number | null | undefined,
  format: (v: number | null | undefined) => string,
  tick?: (c: OptionContract) => number,
): ChainColumn {
  const read = (c: OptionContract, e?: ChainExpiry): number | null => figure(c, e) ?? null;
  return { id, label, width: `minmax(${width}px, 1fr)`, minWidth: width, value: (c, e) => format(read(c, e)), figure: read, ...(tick ? { tick } : {}) };
}

/**
 * The model's probability that a contract expires in the money (option-model.ts), from its own
 * delta and IV and the time from its quote to the close of its expiry; none without an expiry.
 */
const probabilityOf = (c: OptionContract, e?: ChainExpiry): number | null => {
  const time = c.quote?.time;
  if (e === undefined || time === null || time === undefined) return null;
  return probabilityItmFromDelta(c.greeks?.delta, c.greeks?.iv, yearsToExpiry(e.date, time));
};

/** The strike column: "1,097.50" and a σ tag ("192.50 +1σ") fit it at 13 px. */
const STRIKE_WIDTH = 104;

/** A column of the greeks: its cells say so where the provider marks a contract's greeks not current. */
const greekColumn = (column: ChainColumn): ChainColumn => ({ ...column, greek: true });

/** Every column, in their default order. */
export const CHAIN_COLUMNS: readonly ChainColumn[] = [
  { id: 'symbol', label: 'Option symbol', width: 'minmax(210px, 1fr)', minWidth: 210, value: (c) => c.optionSymbol ?? '' },
  { id: 'exchange', label: 'Exchange', width: '82px', minWidth: 82, value: (c) => c.exchange ?? '' },
  { id: 'expiryType', label: 'Expiry type', width: '92px', minWidth: 92, value: (_, e) => expiryTypeLabel(e.expiryType) },
  { id: 'root', label: 'Root symbol', width: '92px', minWidth: 92, value: (c) => c.rootSymbol ?? '' },
  // Widths hold the longest text of each at 13px tabular numerals ("12,345.67", "-12,345.67",
  // "99,999,999", "1,234.5%", "-0.0001") plus the cell's padding: a number is never cut.
  figureColumn(
    'bid',
    'Bid',
    88,
    (c) => c.quote?.bid,
    formatPrice,
    priceTick((c) => c.quote?.bid),
  ),
  figureColumn(
    'ask',
    'Ask',
    88,
    (c) => c.quote?.ask,
    formatPrice,
    priceTick((c) => c.quote?.ask),
  ),
  figureColumn(
    'last',
    'Last',
    88,
    (c) => c.quote?.last,
    formatPrice,
    priceTick((c) => c.quote?.last),
  ),
  figureColumn(
    'change',
    'Change',
    88,
    (c) => c.quote?.netChange,
    formatChange,
    priceTick((c) => c.quote?.last),
  ),
  figureColumn('volume', 'Volume', 96, (c) => c.quote?.volume, formatCount),
  figureColumn('openInterest', 'Open interest', 104, (c) => c.quote?.openInterest, formatCount),
  greekColumn(figureColumn('iv', 'IV', 84, (c) => c.greeks?.iv, formatIv, placeTick(0.001))),
  greekColumn(figureColumn('delta', 'Delta', 76, (c) => c.greeks?.delta, formatGreek, placeTick(0.001))),
  greekColumn(figureColumn('gamma', 'Gamma', 80, (c) => c.greeks?.gamma, formatGamma, placeTick(0.0001))),
  greekColumn(figureColumn('theta', 'Theta', 76, (c) => c.greeks?.theta, formatGreek, placeTick(0.001))),
  greekColumn(figureColumn('vega', 'Vega', 76, (c) => c.greeks?.vega, formatGreek, placeTick(0.001))),
  {
    ...greekColumn(figureColumn('probItm', 'Prob. ITM', 92, probabilityOf, formatIv, placeTick(0.001))),
    description: `Probability of expiring in the money: ${PROBABILITY_WORDS}.`,
  },
];

/** The identity columns: all the legacy generation has. */
export const IDENTITY_COLUMN_IDS: readonly string[] = ['symbol', 'exchange', 'expiryType', 'root'];

/** Shown until the user chooses, where the chain has no quotes (legacy generation). */
export const DEFAULT_COLUMN_IDS: readonly string[] = ['symbol', 'exchange', 'expiryType'];

/** The presets of the column chooser, from the strike outwards. */
export const COLUMN_PRESETS = {
  quotes: { label: 'Quotes', ids: ['bid', 'ask', 'last', 'change', 'volume', 'openInterest'] },
  greeks: { label: 'Greeks', ids: ['bid', 'ask', 'iv', 'delta', 'gamma', 'theta', 'vega'] },
  everything: {
    label: 'Everything',
    ids: [
      'bid',
      'ask',
      'last',
      'change',
      'volume',
      'openInterest',
      'iv',
      'delta',
      'gamma',
      'theta',
      'vega',
      'probItm',
      'symbol',
      'exchange',
      'expiryType',
      'root',
    ],
  },
} as const satisfies Record<string, { label: string; ids: readonly string[] }>;
export type ColumnPreset = keyof typeof COLUMN_PRESETS;

/**
 * Shown until the user chooses, where the chain carries quotes (current API): from the strike
 * outwards, the market, then IV and delta, then open interest. Both sides of it fit the grid of the
 * default 1360 px window with the details panel open (5 columns of 440 px a side, the strike's 104:
 * 984 px); the quotes preset adds last, change and volume.
 */
export const DEFAULT_QUOTE_COLUMN_IDS: readonly string[] = ['bid', 'ask', 'iv', 'delta', 'openInterest'];

/** Whether a column needs quotes (current API). */
export const isFigureColumn = (column: ChainColumn): boolean => column.figure !== undefined;

/**
 * The user's saved columns, in order, dropping ids this version does not know; never empty.
 * Without quotes (legacy generation) figure columns are dropped too, and the legacy default stands
 * in when nothing is left: the grid shows what that API has.
 */
export function resolveColumns(saved: readonly string[] | null, quotes = false): ChainColumn[] {
  const fallback = quotes ? DEFAULT_QUOTE_COLUMN_IDS : DEFAULT_COLUMN_IDS;
  const ids = saved ?? fallback;
  const known = ids
    .flatMap((id) => CHAIN_COLUMNS.filter((c) => c.id === id))
    .filter((c, i, all) => all.indexOf(c) === i)
    .filter((c) => quotes || !isFigureColumn(c));
  return known.length > 0 ? known : resolveColumns(fallback, quotes);
}

/** Which preset a column list is exactly, or null. */
export function presetOf(ids: readonly string[]): ColumnPreset | null {
  for (const [name, preset] of Object.entries(COLUMN_PRESETS)) {
    if (preset.ids.join() === ids.join()) return name as ColumnPreset;
  }
  return null;
}

/**
 * A column of the whole grid: a side's column, or the strike in the middle. With expiries compared,
 * `group` is the expiry's column group; a group's own 'strike' column shows that expiry's σ marks.
 */
export type GridColumn =
  | { key: string; side: 'call' | 'put'; column: ChainColumn; group?: number; groupStart?: boolean }
  | { key: string; side: 'strike'; group?: number; groupStart?: boolean };

/** A compared expiry's σ column: "+1σ" and a 1 px border each side fit it. */
const SIGMA_WIDTH = 48;

/**
 * The calls side's columns, left to right: the puts' mirrored, with bid and ask swapped back
 * where `sides` is 'bidAsk' so the pair reads bid, ask on both sides.
 */
export function callSideColumns<T extends { id: string }>(columns: readonly T[], sides: ChainSides): T[] {
  const calls = [...columns].reverse();
  if (sides === 'mirrored') return calls;
  const bid = calls.findIndex((c) => c.id === 'bid');
  const ask = calls.findIndex((c) => c.id === 'ask');
  if (bid > ask && ask >= 0) {
    const swapped = calls[bid] as T;
    calls[bid] = calls[ask] as T;
    calls[ask] = swapped;
  }
  return calls;
}

/** Calls | strike | puts (the calls by `sides`); Calls-only and Puts-only chains keep only their side. */
export function gridColumns(columns: readonly ChainColumn[], chainType: ChainType, sides: ChainSides = 'bidAsk'): GridColumn[] {
  const calls: GridColumn[] = callSideColumns(columns, sides).map((column) => ({ key: `call-${column.id}`, side: 'call', column }));
  const puts: GridColumn[] = columns.map((column) => ({ key: `put-${column.id}`, side: 'put', column }));
  const strike: GridColumn = { key: 'strike', side: 'strike' };
  if (chainType === 'CALL') return [...calls, strike];
  if (chainType === 'PUT') return [strike, ...puts];
  return [...calls, strike, ...puts];
}

/**
 * Expiries compared side by side: the strike column first (sticky while the groups scroll
 * sideways), then one group per expiry, each laid out as the single chain is: calls (mirrored) | the
 * expiry's σ marks | puts, with the same columns in every group.
 */
export function compareColumns(columns: readonly ChainColumn[], chainType: ChainType, groups: number, sides: ChainSides = 'bidAsk'): GridColumn[] {
  const result: GridColumn[] = [{ key: 'strike', side: 'strike' }];
  for (let group = 0; group < groups; group += 1) {
    gridColumns(columns, chainType, sides).forEach((column, index) => {
      const groupStart = index === 0;
      result.push(
        column.side === 'strike'
          ? { key: `g${group}-sigma`, side: 'strike', group, groupStart }
          : { ...column, key: `g${group}-${column.key}`, group, groupStart },
      );
    });
  }
  return result;
}

/** A grid column's smallest width in px. */
const widthOf = (c: GridColumn): number => (c.side !== 'strike' ? c.column.minWidth : c.group === undefined ? STRIKE_WIDTH : SIGMA_WIDTH);

/** The CSS grid-template-columns of the grid's rows. */
export function gridTemplate(columns: readonly GridColumn[]): string {
  return columns.map((c) => (c.side === 'strike' ? `${widthOf(c)}px` : c.column.width)).join(' ');
}

/** The grid's smallest width in px. */
export function gridMinWidth(columns: readonly GridColumn[]): number {
  return columns.reduce((sum, c) => sum + widthOf(c), 0);
}

/**
 * The sideways scroll that puts the strike column in the middle of a grid `clientWidth` wide, or
 * 0 when the grid is not wider than that. Wider than its box, every column is at its smallest
 * width, so where the strike sits is the sum of the columns before it.
 */
export function strikeCentreScroll(columns: readonly GridColumn[], clientWidth: number): number {
  const total = gridMinWidth(columns);
  const at = columns.findIndex((c) => c.side === 'strike');
  if (total <= clientWidth || at < 0) return 0;
  const centre = gridMinWidth(columns.slice(0, at)) + STRIKE_WIDTH / 2;
  return Math.round(Math.min(total - clientWidth, Math.max(0, centre - clientWidth / 2)));
}

/** Moves a column one place in a list of ids (for the column chooser). */
export function moveColumn(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next[from] = ids[to] as string;
  next[to] = id;
  return next;
}
