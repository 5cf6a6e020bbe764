/**
 * The live chain in the grid: which cells flash when a pushed quote moves them
 * (renderer/feeds/chain/merge-quotes.ts merges the quotes), and whether a chain carries quotes.
 */
import type { ChainExpiry, OptionChain, OptionContract } from '../../../../shared/domain/option-chain.ts';

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
