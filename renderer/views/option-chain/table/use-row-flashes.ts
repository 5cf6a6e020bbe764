/**
 * The flashes of a strike row: when its contracts are replaced by a live update, the figures that
 * moved flash once. React's "adjust state while rendering" pattern: no effect, no extra paint.
 * A row has two contract slots (call, put) per lane: one lane in the single chain, one per expiry
 * compared.
 */
import { useState } from 'react';
import type { ChainExpiry, OptionContract } from '../../../../shared/domain/option-chain.ts';
import type { ChainColumn, GridColumn } from './chain-columns.ts';
import { contractFlashes, NO_FLASHES, type SideFlashes } from '../live/chain-live.ts';
import type { ChainGridRow } from './chain-rows.ts';

/** The contracts a row showed last and the cells that flashed then, by slot (a new `seq` restarts the animation). */
export interface Seen {
  contracts: readonly (OptionContract | null)[];
  flashes: readonly SideFlashes[];
  seq: number;
}

/** The slot of a contract column: call and put of its lane. */
export const flashSlot = (column: GridColumn): number => (column.group ?? 0) * 2 + (column.side === 'put' ? 1 : 0);

/** The columns of one side (both sides show the same ones, mirrored). */
const sideColumns = (columns: readonly GridColumn[]): ChainColumn[] => [...new Set(columns.flatMap((c) => (c.side === 'strike' ? [] : [c.column])))];

/** Each slot's contract and expiry, in slot order. */
function slotsOf(row: ChainGridRow): { contract: OptionContract | null; expiry: ChainExpiry }[] {
  if (row.kind !== 'strike') return [];
  const lanes = row.lanes ?? [{ expiry: row.expiry, row: row.row }];
  return lanes.flatMap((lane) => [
    { contract: lane.row?.call ?? null, expiry: lane.expiry },
    { contract: lane.row?.put ?? null, expiry: lane.expiry },
  ]);
}

const sameContracts = (a: readonly (OptionContract | null)[], b: readonly (OptionContract | null)[]): boolean =>
  a.length === b.length && a.every((contract, i) => contract === b[i]);

/** The row's flashes, slot by slot (`flashes[flashSlot(column)]`). */
export function useRowFlashes(row: ChainGridRow, columns: readonly GridColumn[]): Seen {
  const slots = slotsOf(row);
  const contracts = slots.map((slot) => slot.contract);
  const [seen, setSeen] = useState<Seen>({ contracts, flashes: [], seq: 0 });
  if (!sameContracts(seen.contracts, contracts)) {
    const figures = sideColumns(columns);
    const next: Seen = {
      contracts,
      flashes: slots.map((slot, i) =>
        i < seen.contracts.length ? contractFlashes(seen.contracts[i] ?? null, slot.contract, figures, slot.expiry) : NO_FLASHES,
      ),
      seq: seen.seq + 1,
    };
    setSeen(next);
    return next;
  }
  return seen;
}
