import { describe, expect, it } from 'vitest';
import {
  COLUMN_IDS,
  COLUMNS,
  columnById,
  columnsBesideDetails,
  effectiveSort,
  defaultColumns,
  shownColumns,
  type ColumnDef,
} from '../../../../../renderer/views/orders/table/order-columns.ts';
import type { UnitValues } from '../../../../../renderer/views/orders/table/unit-values.ts';
import { fillProgress, type UnitQuantity } from '../../../../../shared/domain/order-quantities.ts';

const values = (v: Partial<UnitValues>): UnitValues => ({
  id: '1',
  placedAt: null,
  symbols: [],
  description: '',
  type: '',
  action: '',
  actionParts: [],
  quantities: [],
  progress: null,
  price: '',
  netFill: null,
  strategy: null,
  term: '',
  status: null,
  value: null,
  commission: null,
  fees: null,
  searchText: '',
  ...v,
});
const column = (id: string) => columnById(id) as ColumnDef;
const sorted = (id: string, list: UnitValues[]) => [...list].sort(column(id).compare);

describe('shownColumns: the column setting', () => {
  it('is every column until the user chooses', () => {
    expect(shownColumns(null).map((c) => c.id)).toEqual([...COLUMN_IDS]);
  });

  it('keeps the user’s order', () => {
    expect(shownColumns(['value', 'placed', 'symbol']).map((c) => c.id)).toEqual(['value', 'placed', 'symbol']);
  });

  it.each([
    [
      ['value', 'delta', 'status'],
      ['value', 'status'],
    ],
    [
      ['value', 'value', 'status', 'value'],
      ['value', 'status'],
    ],
    [['Value', 'STATUS', 'fees'], ['fees']],
    [['__proto__', 'constructor', 'fees'], ['fees']],
  ])('drops unknown and repeated IDs from %j', (setting, expected) => {
    expect(shownColumns(setting).map((c) => c.id)).toEqual(expected);
  });

  it.each([[[]], [['delta']], [['toString']]])('shows every column rather than none for %j', (setting) => {
    expect(shownColumns(setting)).toHaveLength(COLUMNS.length);
  });
});

describe('effectiveSort', () => {
  it.each([
    [null, 'placed', 'desc'],
    [{ column: 'delta', direction: 'asc' as const }, 'placed', 'desc'],
    [{ column: 'constructor', direction: 'asc' as const }, 'placed', 'desc'],
    [{ column: 'value', direction: 'asc' as const }, 'value', 'asc'],
    [{ column: 'status', direction: 'desc' as const }, 'status', 'desc'],
  ])('%j sorts by %s %s', (setting, id, direction) => {
    const sort = effectiveSort(setting);
    expect([sort.column.id, sort.direction]).toEqual([id, direction]);
  });
});

describe('how each column compares', () => {
  it('sorts IDs as numbers, exactly beyond 2^53', () => {
    const ids = ['10', '9', '9007199254740993', '9007199254740992', '100'].map((id) => values({ id }));
    expect(sorted('order', ids).map((v) => v.id)).toEqual(['9', '10', '100', '9007199254740992', '9007199254740993']);
  });

  it('sorts text with numbers in it as a person would, ignoring case', () => {
    const prices = ['Limit 10.00', 'limit 9.50', 'Limit 100.00', 'Market'].map((price) => values({ price }));
    expect(sorted('price', prices).map((v) => v.price)).toEqual(['limit 9.50', 'Limit 10.00', 'Limit 100.00', 'Market']);
  });

  it('sorts statuses working first, unknown and missing last', () => {
    const statuses = [null, 'REJECTED', 'NEW_WORD', 'EXECUTED', 'OPEN', 'CANCEL_REQUESTED'].map((status) => values({ status }));
    expect(sorted('status', statuses).map((v) => v.status)).toEqual(['OPEN', 'CANCEL_REQUESTED', 'EXECUTED', 'REJECTED', null, 'NEW_WORD']);
  });

  it('sorts fills by the share filled (each unit of a buy-write weighing the same), an order of nothing as unknown', () => {
    const fill = (id: string, quantities: UnitQuantity[]) => values({ id, quantities, progress: fillProgress(quantities) });
    const fills = [
      fill('half', [{ unit: 'shares', ordered: 10, filled: 5 }]),
      fill('none', [{ unit: 'shares', ordered: 0, filled: 0 }]),
      fill('buy-write', [
        { unit: 'shares', ordered: 1400, filled: 1400 },
        { unit: 'contracts', ordered: 14, filled: 7 },
      ]),
      fill('all', [{ unit: 'contracts', ordered: 3, filled: 3 }]),
      fill('unfilled', [{ unit: 'shares', ordered: 100, filled: null }]),
    ];
    expect(sorted('filled', fills).map((v) => v.id)).toEqual(['none', 'unfilled', 'half', 'buy-write', 'all']);
  });

  it('sorts missing numbers as lowest', () => {
    const list = [values({ value: 5 }), values({ value: null }), values({ value: -20 }), values({ value: 0 })];
    expect(sorted('value', list).map((v) => v.value)).toEqual([null, -20, 0, 5]);
  });

  // Sorting is only stable, and the ties rule of order-rows.ts only applies, when every compare
  // is a consistent total order: zero for equals, never NaN, antisymmetric.
  const sample = [
    values({}),
    values({
      id: '2',
      placedAt: 1,
      description: 'KO',
      type: 'Spread',
      action: 'Buy 2',
      quantities: [{ unit: 'contracts', ordered: 4, filled: 2 }],
      progress: 0.5,
      price: 'Net debit 1.25',
      term: 'Day',
      status: 'OPEN',
      value: 10,
      commission: 0,
      fees: 0.01,
    }),
    values({
      id: '10',
      placedAt: 2,
      description: 'ko',
      quantities: [{ unit: 'shares', ordered: 0, filled: 0 }],
      progress: null,
      status: 'EXECUTED',
      value: -5,
      commission: 1,
    }),
    values({ id: '3', placedAt: 1, status: 'WEIRD', value: null, fees: 0.01 }),
  ];

  it.each(COLUMNS.map((c) => [c.id, c] as const))('%s is a consistent order, missing values included', (_id, c) => {
    for (const a of sample) {
      expect(c.compare(a, a)).toBe(0);
      for (const b of sample) {
        const ab = c.compare(a, b);
        expect(Number.isNaN(ab)).toBe(false);
        expect(Math.sign(ab)).toBe(-Math.sign(c.compare(b, a)) || 0);
      }
    }
  });

  it('has a unique ID, label and title for every column', () => {
    expect(COLUMNS.map((c) => c.id)).toEqual([...COLUMN_IDS]);
    expect(new Set(COLUMNS.map((c) => c.label)).size).toBe(COLUMNS.length);
    for (const c of COLUMNS) expect(c.title.length).toBeGreaterThan(0);
  });
});

describe('columnsBesideDetails: the table beside the details panel', () => {
  const px = (width: string) => Number(/(\d+)px/.exec(width)?.[1] ?? '0');
  it('leaves out what the panel repeats, so Status stays in view at 1360 px', () => {
    const ids = columnsBesideDetails(COLUMNS).map((column) => column.id);
    expect(ids).toEqual(['placed', 'order', 'symbol', 'action', 'filled', 'price', 'status']);
    // 1360 px window: the table's minimum width (with its 28 px tree track) and the 340 px panel with its margin fit.
    expect(28 + columnsBesideDetails(COLUMNS).reduce((sum, column) => sum + px(column.width), 0) + 354).toBeLessThanOrEqual(1360);
  });
  it('fits every column without scrolling sideways at 1360 px', () => {
    // The window less the table's 14 px margins, its borders and a 15 px scroll bar: 1,315 px.
    expect(28 + COLUMNS.reduce((sum, column) => sum + px(column.width), 0)).toBeLessThanOrEqual(1360 - 28 - 2 - 15);
  });
  it('leaves out by default what does not fit beside the Account column or a day in Placed', () => {
    const width = (layout: Parameters<typeof defaultColumns>[0], extra: number) =>
      28 + extra + defaultColumns(layout).reduce((sum, column) => sum + px(column.width), 0);
    expect(defaultColumns({ allAccounts: false, withDate: false })).toEqual([...COLUMNS]);
    expect(defaultColumns({ allAccounts: false, withDate: true }).map((column) => column.id)).not.toContain('term');
    expect(defaultColumns({ allAccounts: true, withDate: false }).map((column) => column.id)).toEqual(
      COLUMN_IDS.filter((id) => !['term', 'commission', 'fees'].includes(id)),
    );
    // Placed with its day is 124 px (42 more); the Account column 92 px.
    expect(width({ allAccounts: false, withDate: true }, 42)).toBeLessThanOrEqual(1360 - 28 - 2 - 15);
    expect(width({ allAccounts: true, withDate: false }, 92)).toBeLessThanOrEqual(1360 - 28 - 2 - 15);
    expect(width({ allAccounts: true, withDate: true }, 92 + 42)).toBeLessThanOrEqual(1360 - 28 - 2 - 15);
    // A choice of the user's is kept whatever the layout; none chosen is the layout's default.
    expect(shownColumns(['fees', 'term'], { allAccounts: true, withDate: true }).map((column) => column.id)).toEqual(['fees', 'term']);
    expect(shownColumns(null, { allAccounts: true, withDate: false })).toEqual(defaultColumns({ allAccounts: true, withDate: false }));
  });
  it('keeps the chosen columns when all of them are repeated', () => {
    expect(columnsBesideDetails(shownColumns(['value'])).map((column) => column.id)).toEqual(['value']);
  });
});
