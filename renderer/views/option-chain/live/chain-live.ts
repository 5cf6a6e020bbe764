/**
 * Live quotes merged into a chain: a `chain:quotes` push carries only the contracts that changed,
 * by OSI key. The merge replaces only the paths to those contracts (their strike rows, expiries
 * and the lists above them); every other object keeps its identity, so memoised rows showing
 * unchanged contracts do not re-render.
 */
import type { ContractQuoteChange } from '../../../../shared/domain/chain-refresh.ts';
import type { ChainExpiry, OptionChain, OptionContract, StrikeRow } from '../../../../shared/domain/option-chain.ts';

/** A chain with the changes merged, and how many contracts actually changed. */
export interface MergedQuotes {
  chain: OptionChain;
  merged: number;
}

/** The first strike row at `strike` (strikes ascending), or -1. */
function findStrike(strikes: readonly StrikeRow[], strike: number): number {
  let low = 0;
  let high = strikes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((strikes[mid] as StrikeRow).strike < strike) low = mid + 1;
    else high = mid;
  }
  return low < strikes.length && (strikes[low] as StrikeRow).strike === strike ? low : -1;
}

/** The row index whose `side` contract has `osiKey`, near `strike` (adjusted contracts share strikes). */
function findContract(strikes: readonly StrikeRow[], change: ContractQuoteChange): number {
  const first = findStrike(strikes, change.strike);
  if (first >= 0) {
    for (let i = first; i < strikes.length && (strikes[i] as StrikeRow).strike === change.strike; i += 1) {
      if ((strikes[i] as StrikeRow)[change.side]?.osiKey === change.osiKey) return i;
    }
  }
  // The strike as sent did not match (rounding on the wire): the OSI key is the one id.
  return strikes.findIndex((row) => row[change.side]?.osiKey === change.osiKey);
}

const withQuote = (contract: OptionContract, change: ContractQuoteChange): OptionContract => ({ ...contract, quote: change.quote, greeks: change.greeks });

/**
 * Merges `changes` into `chain`. Changes for contracts the chain does not hold (another expiry,
 * strikes scrolled out of a limited answer) are skipped. The same chain comes back when nothing
 * merged.
 */
export function mergeQuoteChanges(chain: OptionChain, changes: readonly ContractQuoteChange[]): MergedQuotes {
  if (changes.length === 0) return { chain, merged: 0 };
  const byExpiry = new Map<string, ContractQuoteChange[]>();
  for (const change of changes) {
    const list = byExpiry.get(change.expiry);
    if (list) list.push(change);
    else byExpiry.set(change.expiry, [change]);
  }
  let merged = 0;
  let expiries: ChainExpiry[] | null = null;
  for (const [expiryIndex, expiry] of chain.expiries.entries()) {
    const list = byExpiry.get(expiry.date);
    if (list === undefined) continue;
    let strikes: StrikeRow[] | null = null;
    for (const change of list) {
      const current = strikes ?? expiry.strikes;
      const rowIndex = findContract(current, change);
      const row = current[rowIndex];
      const contract = row?.[change.side];
      if (row === undefined || contract === undefined || contract === null) continue;
      strikes ??= [...expiry.strikes];
      strikes[rowIndex] = { ...row, [change.side]: withQuote(contract, change) };
      merged += 1;
    }
    if (strikes === null) continue;
    expiries ??= [...chain.expiries];
    expiries[expiryIndex] = { ...expiry, strikes };
  }
  return expiries === null ? { chain, merged } : { chain: { ...chain, expiries }, merged };
}

/** Which way a figure moved: the cell flashes green up, red down, not at all otherwise. */
export type Flash = 'up' | 'down' | null;

/**
 * The flash of a figure going from `before` to `after`: only a move of more than `tick` (a quote
 * flickering one increment either way is noise on a 2 s refresh, and a grid where every cell
 * flashes says nothing); nothing when either is unknown. The 1e-9 absorbs binary fractions
 * (1.17 - 1.16 is 0.01000000000000001).
 */
export function flashOf(before: number | null, after: number | null, tick = 0): Flash {
  if (before === null || after === null || before === after || !Number.isFinite(before) || !Number.isFinite(after)) return null;
  if (Math.abs(after - before) - tick <= 1e-9) return null;
  return after > before ? 'up' : 'down';
}

/** The flash of each figure column of one side, by column id (absent: no flash). */
export type SideFlashes = Readonly<Record<string, Flash>>;

/** Columns that can flash: those with a figure. */
interface FigureSource {
  readonly id: string;
  readonly figure?: (contract: OptionContract, expiry?: ChainExpiry) => number | null;
  /** The move a figure of this contract must exceed to flash (absent: any move). */
  readonly tick?: (contract: OptionContract) => number;
}

/**
 * Which cells of a side flash when its contract goes from `before` to `after`: the figure columns
 * whose value moved by more than the column's tick. Only for the same contract (same OSI key, quoted on both sides): a recycled
 * row slot that now shows another strike must not flash.
 */
export function contractFlashes(
  before: OptionContract | null,
  after: OptionContract | null,
  columns: readonly FigureSource[],
  expiry?: ChainExpiry,
): SideFlashes {
  if (before === null || after === null || before === after) return NO_FLASHES;
  if (before.osiKey == null || before.osiKey !== after.osiKey) return NO_FLASHES;
  let flashes: Record<string, Flash> | null = null;
  for (const column of columns) {
    if (column.figure === undefined) continue;
    const flash = flashOf(column.figure(before, expiry), column.figure(after, expiry), column.tick?.(before) ?? 0);
    if (flash === null) continue;
    flashes ??= {};
    flashes[column.id] = flash;
  }
  return flashes ?? NO_FLASHES;
}

/** The one empty flash set, so "nothing flashes" compares equal by identity. */
export const NO_FLASHES: SideFlashes = Object.freeze({});

/**
 * Whether a chain carries quotes (current API): a quote type, or a quote on any contract. The
 * legacy generation has neither; its grid shows identity columns and says why.
 */
export function chainHasQuotes(chain: OptionChain): boolean {
  if (chain.quoteType !== null && chain.quoteType !== undefined) return true;
  for (const expiry of chain.expiries) {
    for (const row of expiry.strikes) {
      if ((row.call?.quote ?? row.put?.quote ?? null) !== null) return true;
    }
  }
  return false;
}
