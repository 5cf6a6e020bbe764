/**
 * The whole book under stress: the change in value from now of every account, and of all of them,
 * for each cell of a grid of underlier moves × IV shifts × instants (docs/architecture.md, "The
 * option model"). Every leg is repriced with the one option model (`optionPricer`, the formula
 * risk-profile.ts prices with), and the value now is taken by the same code at the cell of no move,
 * no shift and the first instant, so that cell is exactly 0.
 *
 * What does not change from cell to cell is worked out once: each leg's shares and years to expiry
 * at each instant (the time zone arithmetic is the costly part), and, without a skew, each leg's
 * pricer for a row of moves. A cell then costs one option value per leg.
 */
import { optionPricer, yearsToExpiry } from './option-model.ts';
import { newYorkCloseOf, newYorkDate } from './market-time.ts';
import { calendarDayNumber } from './calendar.ts';
import { MIN_IV, firstExpiry, type ModelSetting, type StrategyLeg, type YearsOf } from './risk-profile.ts';

/** One underlier's legs in one account, with what moves them. */
export interface BookGroup {
  account: string;
  symbol: string;
  /** The underlier's price now, dollars. */
  spot: number;
  /** The underlier's beta to the market (1 for the index itself). */
  beta: number;
  legs: readonly StrategyLeg[];
  setting: ModelSetting;
}

/** An instant the book is valued at, with its name for the UI. */
export interface StressInstant {
  label: string;
  atMs: number;
}

/** How the market move reaches each underlier: times its beta, or the same move for all. */
export type MoveMode = 'beta' | 'alike';
/** How an IV shift is applied: vol points added, or a fraction of each leg's own IV. */
export type IvMode = 'absolute' | 'relative';

export interface StressOptions {
  /** Market moves as fractions (-0.15 .. 0.15). */
  moves: readonly number[];
  moveMode: MoveMode;
  /** Absolute: added to each IV (0.05 is five vol points). Relative: IV × (1 + shift). */
  ivShifts: readonly number[];
  ivMode: IvMode;
  /** Skew: the IV shift of a cell is its base shift − skew × the underlier's move (0 for none). */
  skew: number;
  instants: readonly StressInstant[];
  yearsOf?: YearsOf;
}

/** A cell's place: instant, IV shift and move indices. */
export interface StressCell {
  instant: number;
  iv: number;
  move: number;
}

/** The worst cell of a series, and its change. */
export interface WorstCell extends StressCell {
  change: number;
}

export interface StressGrid {
  moves: readonly number[];
  ivShifts: readonly number[];
  instants: readonly StressInstant[];
  /** Accounts in the order first met. */
  accounts: string[];
  /** Change in value from now, all accounts, indexed by `cellIndex`. */
  total: Float64Array;
  /** Change in value from now per account, indexed by `cellIndex`. */
  byAccount: Map<string, Float64Array>;
  /** Change in value from now per group (the groups as given), indexed by `cellIndex`. */
  byGroup: Float64Array[];
  worst: WorstCell;
  worstByAccount: Map<string, WorstCell>;
}

export type StressResult = { ok: true; grid: StressGrid } | { ok: false; reason: string };

/** The flat index of a cell in a grid's series: instant-major, then IV shift, then move. */
export const cellIndex = (grid: Pick<StressGrid, 'moves' | 'ivShifts'>, cell: StressCell): number =>
  (cell.instant * grid.ivShifts.length + cell.iv) * grid.moves.length + cell.move;

/**
 * The skew in words, for the grid's description. The shift of a cell is base − skew × move, so a
 * 1 % fall adds skew × 0.01 to it: `skew` vol points (absolute) or `skew` % of the leg's IV (relative).
 */
export function skewWords(skew: number, ivMode: IvMode): string {
  if (skew === 0) return 'IV shifts the same at every move';
  const size = `${Math.abs(skew)} ${ivMode === 'absolute' ? 'vol points' : '% of its IV'}`;
  return skew > 0
    ? `IV rises as the price falls: ${size} more for each 1 % the underlier falls, as much less for each 1 % it rises`
    : `IV falls as the price falls: ${size} less for each 1 % the underlier falls, as much more for each 1 % it rises`;
}

/** The next-trading-day instant in words: holidays are not known to the client. */
export const NEXT_TRADING_DAY_WORDS = 'the next weekday at 16:00 New York (market holidays count as trading days)';

/** The ISO date of the weekday after the New York date of `nowMs`. */
export function nextTradingDay(nowMs: number): string {
  let day = new Date((calendarDayNumber(newYorkDate(nowMs)) + 1) * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() + 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The usual three instants: now, the next trading day's close, and the book's first expiry still to come (when it is later). */
export function stressInstants(nowMs: number, groups: readonly BookGroup[]): StressInstant[] {
  const next = newYorkCloseOf(nextTradingDay(nowMs)) ?? Number.NaN;
  const instants: StressInstant[] = [
    { label: 'Now', atMs: nowMs },
    { label: 'Next trading day', atMs: next },
  ];
  let first: string | null = null;
  for (const group of groups) {
    const open = group.legs.filter((leg) => leg.kind === 'option' && (newYorkCloseOf(leg.expiry) ?? -Infinity) > nowMs);
    const expiry = firstExpiry(open);
    if (expiry !== null && (first === null || expiry < first)) first = expiry;
  }
  const close = first === null ? null : newYorkCloseOf(first);
  if (close !== null && close > next) instants.push({ label: `First expiry ${first}`, atMs: close });
  return instants;
}

interface PricedLeg {
  shares: number;
  /** Null for stock. */
  option: null | { right: 'call' | 'put'; strike: number; iv: number; years: number[] };
}

function checkInput(groups: readonly BookGroup[], options: StressOptions): string | null {
  if (options.moves.length === 0 || options.ivShifts.length === 0 || options.instants.length === 0) return 'name at least one move, IV shift and instant';
  if (![...options.moves, ...options.ivShifts, options.skew].every(Number.isFinite)) return 'moves, IV shifts and the skew must be finite numbers';
  if (!options.instants.every((i) => Number.isFinite(i.atMs))) return 'every instant must be a time';
  for (const g of groups) {
    if (!(Number.isFinite(g.spot) && g.spot > 0)) return `${g.symbol}: the price must be above 0`;
    if (!Number.isFinite(g.beta)) return `${g.symbol}: the beta must be a finite number`;
    for (const leg of g.legs) {
      if (!Number.isFinite(leg.quantity)) return `${g.symbol}: a leg's quantity is not a number`;
      if (leg.kind === 'option' && !(leg.strike > 0 && leg.iv >= 0 && leg.multiplier > 0))
        return `${g.symbol}: an option leg needs a strike, an IV and a multiplier`;
    }
  }
  return null;
}

function priceLegs(group: BookGroup, instants: readonly StressInstant[], yearsOf: YearsOf): PricedLeg[] | string {
  const priced: PricedLeg[] = [];
  for (const leg of group.legs) {
    if (leg.kind === 'stock') {
      priced.push({ shares: leg.quantity, option: null });
      continue;
    }
    const years: number[] = [];
    for (const instant of instants) {
      const y = yearsOf(leg.expiry, instant.atMs);
      if (y === null) return `${group.symbol}: the expiry ${leg.expiry} is not a date`;
      years.push(y);
    }
    priced.push({ shares: leg.quantity * leg.multiplier, option: { right: leg.right, strike: leg.strike, iv: leg.iv, years } });
  }
  return priced;
}

/**
 * A group's value as a function of the price, at an instant and an IV shift: each option's pricer
 * made once (the discount, the carry, σ√T), so a row of moves costs one logarithm and two Φ per leg
 * and price.
 */
function groupPricer(legs: readonly PricedLeg[], instant: number, shift: number, ivMode: IvMode, setting: ModelSetting): (price: number) => number {
  const parts = legs.map(({ shares, option: o }) => {
    if (o === null) return (price: number) => shares * price;
    const iv = Math.max(ivMode === 'absolute' ? o.iv + shift : o.iv * (1 + shift), MIN_IV);
    const value = optionPricer(o.right, { strike: o.strike, years: o.years[instant] as number, iv, ...setting });
    return (price: number) => shares * value(price);
  });
  return (price) => {
    let value = 0;
    for (const part of parts) value += part(price);
    return value;
  };
}

function worstOf(series: Float64Array, grid: Pick<StressGrid, 'moves' | 'ivShifts'>): WorstCell {
  let at = 0;
  for (let i = 1; i < series.length; i += 1) if ((series[i] as number) < (series[at] as number)) at = i;
  const m = grid.moves.length;
  const v = grid.ivShifts.length;
  return { instant: Math.floor(at / (m * v)), iv: Math.floor(at / m) % v, move: at % m, change: series[at] as number };
}

/**
 * The stress grid of the book. A group's underlier moves by the market move times its beta
 * (`beta`) or by the market move itself (`alike`), its price never below 0; each leg's IV by the
 * cell's shift, less `skew` × the underlier's move. The change of a cell is its value less the
 * value at no move, no shift and the first instant (now).
 */
export function stressGrid(groups: readonly BookGroup[], options: StressOptions): StressResult {
  const bad = checkInput(groups, options);
  if (bad !== null) return { ok: false, reason: bad };
  const yearsOf = options.yearsOf ?? yearsToExpiry;
  const { moves, ivShifts, instants, ivMode, skew } = options;
  const size = moves.length * ivShifts.length * instants.length;
  const total = new Float64Array(size);
  const byAccount = new Map<string, Float64Array>();
  const byGroup: Float64Array[] = [];
  for (const group of groups) {
    const legs = priceLegs(group, instants, yearsOf);
    if (typeof legs === 'string') return { ok: false, reason: legs };
    const base = groupPricer(legs, 0, 0, ivMode, group.setting)(group.spot);
    const series = new Float64Array(size);
    let account = byAccount.get(group.account);
    if (account === undefined) byAccount.set(group.account, (account = new Float64Array(size)));
    let cell = 0;
    for (let d = 0; d < instants.length; d += 1) {
      for (const baseShift of ivShifts) {
        // Without a skew the shift is the same along the row of moves, and so are the pricers.
        const row = skew === 0 ? groupPricer(legs, d, baseShift, ivMode, group.setting) : null;
        for (const market of moves) {
          const move = options.moveMode === 'beta' ? market * group.beta : market;
          const price = Math.max(group.spot * (1 + move), 0);
          const value = row ?? groupPricer(legs, d, baseShift - skew * move, ivMode, group.setting);
          const change = value(price) - base;
          series[cell] = change;
          account[cell] = (account[cell] as number) + change;
          total[cell] = (total[cell] as number) + change;
          cell += 1;
        }
      }
    }
    byGroup.push(series);
  }
  const shape = { moves, ivShifts };
  const worstByAccount = new Map([...byAccount].map(([name, series]) => [name, worstOf(series, shape)] as const));
  const grid: StressGrid = {
    moves,
    ivShifts,
    instants,
    accounts: [...byAccount.keys()],
    total,
    byAccount,
    byGroup,
    worst: worstOf(total, shape),
    worstByAccount,
  };
  return { ok: true, grid };
}

/** Who makes a cell: each group's change there, the largest in size first (optionally one account's only). */
export function cellContributions(
  grid: StressGrid,
  groups: readonly BookGroup[],
  cell: StressCell,
  account?: string,
): { account: string; symbol: string; change: number }[] {
  const at = cellIndex(grid, cell);
  return groups
    .map((g, i) => ({ account: g.account, symbol: g.symbol, change: grid.byGroup[i]?.[at] ?? Number.NaN }))
    .filter((c) => account === undefined || c.account === account)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
}
