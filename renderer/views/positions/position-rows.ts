/**
 * The positions table's rows: one group row per underlier (its stock and options together), its
 * positions under it while it is open. Groups sort by the sort column's figure of the group, the
 * positions inside each group by the same column; by symbol they keep the natural order (shares,
 * then options by expiry, strike, call before put). Every group starts open.
 */
import { groupByUnderlier } from '../../../shared/domain/position-math.ts';
import { positionKey, type Position } from '../../../shared/domain/positions.ts';
import { compareBy, type PositionColumn } from './position-columns.ts';
import { groupValues, positionValues, type RowValues } from './position-values.ts';

/** The account a position is in, under "All accounts": its key and the number people know. */
export interface AccountTag {
  readonly key: string;
  readonly number: string;
}

/** A row of the table. */
export type PositionRow =
  | { kind: 'group'; key: string; underlier: string; expanded: boolean; values: RowValues; positions: readonly Position[] }
  | { kind: 'position'; key: string; parentKey: string; position: Position; values: RowValues; account: AccountTag | null };

/** The group row's key (never a position's: those are ids or `symbol|side`). */
export const groupKey = (underlier: string): string => `group:${underlier}`;

/**
 * The rows shown for `positions` under the sort, with `collapsed` groups closed. `scope` names the
 * table (an account key, or all accounts) for the group figures' cache; `accountOf` tags each
 * position with its account under "All accounts" (its row key then starts with the account's key,
 * so that one symbol held in two accounts is two rows).
 */
export function positionRows(
  scope: string,
  positions: readonly Position[],
  sort: { column: PositionColumn; direction: 'asc' | 'desc' },
  collapsed: ReadonlySet<string>,
  accountOf?: (position: Position) => AccountTag | null,
): PositionRow[] {
  const bySymbol = sort.column.id === 'symbol';
  const groups = groupByUnderlier(positions).map((group) => ({
    ...group,
    values: groupValues(`${scope}:${group.underlier}`, group.underlier, group.positions, accountOf !== undefined),
  }));
  if (!bySymbol || sort.direction === 'desc') groups.sort((a, b) => compareBy(sort.column, sort.direction, a.values, b.values));
  const rows: PositionRow[] = [];
  for (const group of groups) {
    const key = groupKey(group.underlier);
    const expanded = !collapsed.has(group.underlier);
    rows.push({ kind: 'group', key, underlier: group.underlier, expanded, values: group.values, positions: group.positions });
    if (!expanded) continue;
    const members = group.positions.map((position) => {
      const account = accountOf?.(position) ?? null;
      return { position, account, values: positionValues(position, account?.number ?? null) };
    });
    if (!bySymbol) members.sort((a, b) => compareBy(sort.column, sort.direction, a.values, b.values));
    for (const { position, account, values } of members) {
      const own = positionKey(position);
      rows.push({ kind: 'position', key: account === null ? own : `${account.key}|${own}`, parentKey: key, position, values, account });
    }
  }
  return rows;
}

/** How the rows nest, for the treegrid's keys (orders/table-keys.ts `treeKeyAction`). */
export const POSITION_TREE = {
  expandable: (row: PositionRow): boolean => row.kind === 'group',
  isOpen: (row: PositionRow): boolean => row.kind === 'group' && row.expanded,
  parentKey: (row: PositionRow): string | null => (row.kind === 'group' ? null : row.parentKey),
};
