/**
 * The visible list as a CSV file: the units as filtered and sorted on screen, every leg of every
 * order (expanded or not), times in New York, the columns shown. Numbers are plain (no thousands
 * separators) so a spreadsheet reads them as numbers, and each quantity has its unit beside it.
 */
import { legUnit } from '../../../../shared/domain/order-quantities.ts';
import type { Order, OrderLeg } from '../../../../shared/domain/orders.ts';
import type { CsvCell } from '../../../../shared/spreadsheet-text.ts';
import { csvText } from '../../../components/tree-table/table-csv.ts';
import type { ColumnDef, ColumnId } from '../table/order-columns.ts';
import { actionLabel, formatEasternStamp, statusLabel } from './order-format.ts';
import { memberNumber, orderLinks, platformId } from '../details/order-links.ts';
import type { AccountOf, VisibleUnit } from '../table/order-rows.ts';
import { groupValues, orderValues, type UnitValues } from '../table/unit-values.ts';

/** A cell of the file; written by csvText, which guards text against formulas (components/tree-table/table-csv.ts). */
type Cell = CsvCell;

const HEADERS: Readonly<Record<ColumnId, string[]>> = {
  // Under All accounts the account leads every line (ordersCsv), whatever the columns.
  account: [],
  placed: ['Placed (ET)'],
  order: [],
  symbol: ['Symbol', 'Description'],
  type: ['Type'],
  action: ['Action'],
  filled: ['Filled', 'Ordered', 'Unit'],
  price: ['Price'],
  term: ['Term'],
  status: ['Status'],
  value: ['Order value'],
  commission: ['Est. commission'],
  fees: ['Est. fees'],
};
const LEG_HEADERS = ['Call/Put', 'Expiry', 'Strike', 'Executed price'];

function unitCells(id: ColumnId, v: UnitValues): Cell[] {
  switch (id) {
    case 'placed':
      return [formatEasternStamp(v.placedAt)];
    case 'order':
    case 'account':
      return [];
    case 'symbol':
      return [v.symbols.join(' '), v.description];
    case 'type':
      return [v.type];
    case 'action':
      return [v.action];
    case 'filled': {
      // A total only where every leg counts the same unit; a buy-write's figures are on its leg rows.
      const only = v.quantities.length === 1 ? v.quantities[0] : undefined;
      return [only?.filled ?? null, only?.ordered ?? null, v.quantities.map((q) => q.unit).join(', ') || null];
    }
    case 'price':
      return [v.price];
    case 'term':
      return [v.term];
    case 'status':
      return [statusLabel(v.status)];
    case 'value':
      return [v.value];
    case 'commission':
      return [v.commission];
    case 'fees':
      return [v.fees];
  }
}

function legCells(id: ColumnId, leg: OrderLeg): Cell[] {
  switch (id) {
    case 'symbol':
      return [leg.symbol, leg.symbolDescription];
    case 'type':
      return [leg.option === null ? 'Equity' : 'Option'];
    case 'action':
      return [`${actionLabel(leg.action)} ${leg.orderedQuantity ?? ''}`.trim()];
    case 'filled':
      return [leg.filledQuantity, leg.orderedQuantity, legUnit(leg)];
    case 'commission':
      return [leg.estimatedCommission];
    case 'fees':
      return [leg.estimatedFees];
    default:
      return HEADERS[id].map(() => null);
  }
}

/** Links are written by ID whether or not the other order is listed. */
const NOTHING = { has: (): boolean => false };

/**
 * The CSV text (CRLF line ends, as RFC 4180 has them) of the units with the columns shown; under
 * All accounts (`accountOf`) every line starts with its account's number and nickname.
 */
export function ordersCsv(units: readonly VisibleUnit[], columns: readonly ColumnDef[], accountOf?: AccountOf): string {
  const ids = columns.map((column) => column.id);
  // IDs as people know them: the platform's (a v1 group member's is its group's, with its member
  // number beside it), never the book's internal "374-2"; the changed-order links last.
  const lines: Cell[][] = [['Row', 'Group ID', 'Order ID', 'Member', 'Leg', ...ids.flatMap((id) => HEADERS[id]), ...LEG_HEADERS, 'Replaces', 'Replaced by']];
  let accountCells: Cell[] = [];
  if (accountOf !== undefined) (lines[0] as Cell[]).unshift('Account', 'Account nickname');
  const noLeg = LEG_HEADERS.map(() => null);
  const noLinks = [null, null];
  const pushOrder = (order: Order, groupId: string | null) => {
    const v = orderValues(order);
    const id = platformId(order);
    const member = memberNumber(order);
    const links = orderLinks(order, NOTHING);
    const linked = (kind: 'replaces' | 'replaced-by'): Cell => links.find((link) => link.kind === kind)?.orderId ?? null;
    lines.push([
      ...accountCells,
      groupId === null ? 'Order' : 'Member',
      groupId,
      id,
      member,
      null,
      ...ids.flatMap((col) => unitCells(col, v)),
      ...noLeg,
      linked('replaces'),
      linked('replaced-by'),
    ]);
    order.legs.forEach((leg, index) => {
      const option = leg.option;
      lines.push([
        ...accountCells,
        'Leg',
        groupId,
        id,
        member,
        leg.legNumber ?? index + 1,
        ...ids.flatMap((id) => legCells(id, leg)),
        option?.callPut ?? null,
        option?.expiry ?? null,
        option?.strikePrice ?? null,
        leg.executedPrice,
        ...noLinks,
      ]);
    });
  };
  for (const unit of units) {
    if (accountOf !== undefined) {
      const account = accountOf(unit.kind === 'order' ? unit.order : unit.group);
      accountCells = [account?.number ?? null, account?.nickname ?? null];
    }
    if (unit.kind === 'order') {
      pushOrder(unit.order, null);
      continue;
    }
    const groupId = unit.group.groupOrderId ?? '';
    lines.push([...accountCells, 'Group', groupId, null, null, null, ...ids.flatMap((id) => unitCells(id, groupValues(unit.group))), ...noLeg, ...noLinks]);
    for (const member of unit.members) pushOrder(member, groupId);
  }
  return csvText(lines);
}
