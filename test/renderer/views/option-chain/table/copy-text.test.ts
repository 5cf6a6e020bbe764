import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareColumns, gridColumns, resolveColumns } from '../../../../../renderer/views/option-chain/table/chain-columns.ts';
import { compareRows } from '../../../../../renderer/views/option-chain/compare/compare-rows.ts';
import { flattenChain, type ChainGridRow } from '../../../../../renderer/views/option-chain/table/chain-rows.ts';
import { cellCopyText, contractAt, rowsToTsv, symbolCopyText, writeClipboard } from '../../../../../renderer/views/option-chain/table/copy-text.ts';
import { chain, contract, expiry, quotedStrike, strike } from '../chain-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const date = '2027-03-19';
const layout = gridColumns(resolveColumns(['symbol', 'exchange']), 'CALLPUT');
// call-exchange | call-symbol | strike | put-symbol | put-exchange
const [callExchange, callSymbol, strikeCol, putSymbol] = layout;

const odd = { ...strike(date, 152.5), call: contract('AAPL\tMar\r\n19 Call', 'AAPL', 'C\tBOE') };
const { rows } = flattenChain(
  chain(expiry(date, [strike(date, 150), strike(date, 150, 'both', 'AAPL1'), strike(date, 155, 'call'), odd]), expiry('2027-04-16', [160])),
);
const at = (i: number): ChainGridRow => rows[i]!;
// 0 E0 | 1 150 | 2 150 adjusted | 3 155 calls only | 4 152.50 with tabs and breaks | 5 E1 | 6 160

describe('contractAt', () => {
  it('is the contract on the cursor’s side', () => {
    expect(contractAt(at(1), callSymbol)?.optionSymbol).toBe('AAPL 2027-03-19 $150 Call');
    expect(contractAt(at(1), putSymbol)?.optionSymbol).toBe('AAPL 2027-03-19 $150 Put');
    expect(contractAt(at(2), callSymbol)?.rootSymbol).toBe('AAPL1');
  });

  it('is null on the strike column, an empty side, a heading, or nowhere', () => {
    expect(contractAt(at(1), strikeCol)).toBeNull();
    expect(contractAt(at(3), putSymbol)).toBeNull();
    expect(contractAt(at(0), callSymbol)).toBeNull();
    expect(contractAt(undefined, callSymbol)).toBeNull();
    expect(contractAt(at(1), undefined)).toBeNull();
  });
});

describe('rowsToTsv: rows that paste into a spreadsheet as columns', () => {
  const lines = (text: string) => text.split('\n').map((line) => line.split('\t'));

  it('starts with a header of the grid’s columns in screen order', () => {
    expect(rowsToTsv([], layout)).toBe('Expiry\tCall exchange\tCall option symbol\tStrike\tPut option symbol\tPut exchange');
  });

  it('writes one line per strike row with its expiry, skipping headings', () => {
    expect(lines(rowsToTsv([at(0), at(1), at(5), at(6)], layout)).slice(1)).toEqual([
      [date, 'CINC', 'AAPL 2027-03-19 $150 Call', '150', 'AAPL 2027-03-19 $150 Put', 'CINC'],
      ['2027-04-16', 'CINC', 'AAPL 2027-04-16 $160 Call', '160', 'AAPL 2027-04-16 $160 Put', 'CINC'],
    ]);
  });

  it('leaves the empty side of a one-sided pair blank, in its place', () => {
    expect(lines(rowsToTsv([at(3)], layout))[1]).toEqual([date, 'CINC', 'AAPL 2027-03-19 $155 Call', '155', '', '']);
  });

  it('keeps both rows of a strike shared by an adjusted contract', () => {
    const pasted = lines(rowsToTsv([at(1), at(2)], layout)).slice(1);
    expect(pasted.map((line) => line[2])).toEqual(['AAPL 2027-03-19 $150 Call', 'AAPL1 2027-03-19 $150 Call']);
  });

  it('turns tabs and line breaks inside a value into spaces, so no column shifts', () => {
    const text = rowsToTsv([at(4)], layout);
    expect(text.split('\n')).toHaveLength(2);
    expect(lines(text)[1]).toEqual([date, 'C BOE', 'AAPL Mar 19 Call', '152.50', 'AAPL 2027-03-19 $152.5 Put', 'CINC']);
  });

  it('gives every line as many fields as the header, in any layout', () => {
    for (const chainType of ['CALL', 'PUT', 'CALLPUT'] as const) {
      const cols = gridColumns(resolveColumns(['root', 'symbol', 'exchange', 'expiryType']), chainType);
      const fields = lines(rowsToTsv(rows, cols)).map((line) => line.length);
      expect(new Set(fields)).toEqual(new Set([cols.length + 1]));
    }
  });
});

describe('cellCopyText: Ctrl+C on one cell', () => {
  it('copies the option symbol on either side, whatever the column', () => {
    expect(cellCopyText(at(1), callExchange, layout)).toBe('AAPL 2027-03-19 $150 Call');
    expect(cellCopyText(at(1), putSymbol, layout)).toBe('AAPL 2027-03-19 $150 Put');
  });

  it('copies the row as TSV on the strike column', () => {
    expect(cellCopyText(at(1), strikeCol, layout)).toBe(rowsToTsv([at(1)], layout));
  });

  it('copies nothing from an empty side, a contract without a symbol, a heading or nowhere', () => {
    expect(cellCopyText(at(3), putSymbol, layout)).toBeNull();
    const nameless: ChainGridRow = { ...at(1), kind: 'strike', row: { ...strike(date, 150), call: contract(null) } } as ChainGridRow;
    expect(cellCopyText(nameless, callSymbol, layout)).toBeNull();
    expect(cellCopyText(at(0), strikeCol, layout)).toBeNull();
    expect(cellCopyText(undefined, callSymbol, layout)).toBeNull();
    expect(cellCopyText(at(1), undefined, layout)).toBeNull();
  });
});

describe('spreadsheet-bound copies carry no formula (a hostile provider’s text)', () => {
  const hostile = {
    ...strike(date, 170),
    call: contract("=cmd|' /C calc'!A0", '＝1+1', 'ACME;@SUM(1+1)'),
    put: contract('-1+1', 'AAPL', '+1'),
  };
  const hostileRows = flattenChain(chain(expiry(date, [hostile]))).rows;
  const all = gridColumns(resolveColumns(['root', 'symbol', 'exchange']), 'CALLPUT');

  it('guards every field of the TSV rows', () => {
    const [, line] = rowsToTsv(hostileRows, all).split('\n');
    expect(line?.split('\t')).toEqual([date, "ACME;'@SUM(1+1)", "'=cmd|' /C calc'!A0", "'＝1+1", '170', 'AAPL', "'-1+1", "'+1"]);
  });

  it('guards the single option symbol a copy puts on the clipboard', () => {
    const row = hostileRows[1];
    const symbolColumn = all.find((column) => column.side === 'call' && column.column.id === 'symbol');
    expect(cellCopyText(row, symbolColumn, all)).toBe("'=cmd|' /C calc'!A0");
    // The same text from the context menu and the details panel, which copy a contract's symbol.
    expect(symbolCopyText(hostile.call)).toBe("'=cmd|' /C calc'!A0");
    expect(symbolCopyText(hostile.put)).toBe("'-1+1");
    expect(symbolCopyText(contract("AAPL Mar 19 '27 $47.50 Put"))).toBe("AAPL Mar 19 '27 $47.50 Put");
    expect(symbolCopyText(contract(null))).toBeNull();
    expect(symbolCopyText(null)).toBeNull();
  });
});

describe('writeClipboard', () => {
  const bridge = (writeClipboard: (text: string) => Promise<unknown>) => vi.stubGlobal('window', { strikeboard: { writeClipboard } });

  it("copies through main, never through the page's clipboard permission", async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const writeClipboard_ = vi.fn(async () => ({ ok: true, data: { written: true } }));
    bridge(writeClipboard_);
    expect(await writeClipboard('AAPL')).toEqual({ ok: true, data: { written: true } });
    expect(writeClipboard_).toHaveBeenCalledWith('AAPL');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says why, without throwing, when main refuses or the bridge is missing', async () => {
    bridge(async () => ({ ok: false, error: { code: 'internal', message: 'The clipboard is busy.' } }));
    expect(await writeClipboard('AAPL')).toEqual({ ok: false, error: { code: 'internal', message: 'The clipboard is busy.' } });
    bridge(() => Promise.reject(new Error('gone')));
    expect(await writeClipboard('AAPL')).toMatchObject({ ok: false, error: { code: 'internal' } });
    vi.stubGlobal('window', {});
    expect(await writeClipboard('AAPL')).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('refuses text over the 1 MiB cap before sending it', async () => {
    const writeClipboard_ = vi.fn(async () => ({ ok: true, data: { written: true } }));
    bridge(writeClipboard_);
    expect(await writeClipboard('x'.repeat(1024 * 1024 + 1))).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringMatching(/1 MiB/) },
    });
    expect(writeClipboard_).not.toHaveBeenCalled();
  });
});

describe('copying on the current API', () => {
  it('puts the quote columns in the TSV and copies the OSI key', async () => {
    const { rowsToTsv, osiKeyCopyText } = await import('../../../../../renderer/views/option-chain/table/copy-text.ts');
    const { gridColumns, resolveColumns } = await import('../../../../../renderer/views/option-chain/table/chain-columns.ts');
    const { flattenChain } = await import('../../../../../renderer/views/option-chain/table/chain-rows.ts');
    const fixtures = await import('../chain-fixtures.ts');
    const date = '2027-03-19';
    const rows = flattenChain(fixtures.chain(fixtures.expiry(date, [fixtures.quotedStrike(date, 150)]))).rows;
    const layout = gridColumns(resolveColumns(['bid', 'ask', 'iv', 'delta'], true), 'CALLPUT');
    expect(rowsToTsv(rows, layout).split('\n')).toEqual([
      'Expiry\tCall delta\tCall iv\tCall bid\tCall ask\tStrike\tPut bid\tPut ask\tPut iv\tPut delta',
      '2027-03-19\t0.500\t30.0%\t1.50\t1.60\t150\t1.50\t1.60\t30.0%\t-0.500',
    ]);
    const call = rows[1]?.kind === 'strike' ? rows[1].row.call : null;
    expect(osiKeyCopyText(call)).toBe('AAPL--270319C00150000');
    expect(osiKeyCopyText({ optionSymbol: 'X', exchange: null, rootSymbol: null, adjusted: false })).toBeNull();
    expect(osiKeyCopyText({ optionSymbol: 'X', exchange: null, rootSymbol: null, adjusted: false, osiKey: '=HYPERLINK("x")' })).not.toMatch(/^=/);
  });
});

describe('copy with expiries compared', () => {
  const near = expiry('2027-03-19', [quotedStrike('2027-03-19', 100), quotedStrike('2027-03-19', 102.5)]);
  const far = expiry('2027-06-18', [quotedStrike('2027-06-18', 100), quotedStrike('2027-06-18', 105)]);
  const compared = compareRows([near, far], [near, far]).rows;
  const columns = compareColumns(resolveColumns(['bid', 'symbol'], true), 'CALLPUT', 2);

  it('puts each column’s expiry over its name, a blank where an expiry lists no such strike', () => {
    const lines = rowsToTsv(compared, columns).split('\n');
    expect(lines[0]).toBe(['Expiry', ...Array<string>(5).fill('2027-03-19'), ...Array<string>(5).fill('2027-06-18')].join('\t'));
    expect(lines[1]).toBe('Strike\tCall option symbol\tCall bid\tσ\tPut bid\tPut option symbol\tCall option symbol\tCall bid\tσ\tPut bid\tPut option symbol');
    expect(lines[2]).toBe(
      '100\tAAPL 2027-03-19 $100 Call\t1.00\t\t1.00\tAAPL 2027-03-19 $100 Put\tAAPL 2027-06-18 $100 Call\t1.00\t\t1.00\tAAPL 2027-06-18 $100 Put',
    );
    // 102.50: the near expiry's only; 105: the far one's only.
    expect(lines[3]?.split('\t').slice(6)).toEqual(['', '', '', '', '']);
    expect(lines[4]?.split('\t').slice(1, 6)).toEqual(['', '', '', '', '']);
    expect(lines[4]?.split('\t')[6]).toBe('AAPL 2027-06-18 $105 Call');
    expect(lines).toHaveLength(5);
  });

  it('copies the symbol of the cursor’s own expiry, nothing on a blank, the row on a σ or strike cell', () => {
    const farPutSymbol = columns[10];
    const nearCallBid = columns[2];
    expect(cellCopyText(compared[0], farPutSymbol, columns)).toBe('AAPL 2027-06-18 $100 Put');
    expect(cellCopyText(compared[0], nearCallBid, columns)).toBe('AAPL 2027-03-19 $100 Call');
    expect(cellCopyText(compared[2], nearCallBid, columns)).toBeNull();
    expect(contractAt(compared[2], farPutSymbol)?.optionSymbol).toBe('AAPL 2027-06-18 $105 Put');
    expect(cellCopyText(compared[0], columns[3], columns)?.split('\n')).toHaveLength(3);
    expect(cellCopyText(compared[0], columns[0], columns)?.split('\n')[0]).toMatch(/^Expiry\t2027-03-19\t/);
  });
});
