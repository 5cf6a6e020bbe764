import { describe, expect, it } from 'vitest';
import {
  CHAIN_COLUMNS,
  COLUMN_PRESETS,
  DEFAULT_COLUMN_IDS,
  DEFAULT_QUOTE_COLUMN_IDS,
  IDENTITY_COLUMN_IDS,
  isFigureColumn,
  presetOf,
  gridColumns,
  gridMinWidth,
  gridTemplate,
  moveColumn,
  resolveColumns,
  type ChainColumn,
} from '../../../../../renderer/views/option-chain/table/chain-columns.ts';
import { contract, expiry, quotedStrike } from '../chain-fixtures.ts';

const ids = (columns: readonly ChainColumn[]) => columns.map((c) => c.id);
const column = (id: string): ChainColumn => CHAIN_COLUMNS.find((c) => c.id === id)!;

describe('resolveColumns: the saved column setting', () => {
  it('is the default set until the user chooses', () => {
    expect(ids(resolveColumns(null))).toEqual(['symbol', 'exchange', 'expiryType']);
    expect(DEFAULT_COLUMN_IDS).toEqual(['symbol', 'exchange', 'expiryType']);
  });

  it('keeps the user’s order', () => {
    expect(ids(resolveColumns(['root', 'symbol']))).toEqual(['root', 'symbol']);
  });

  it.each([
    [
      ['symbol', 'price', 'exchange'],
      ['symbol', 'exchange'],
    ],
    [
      ['exchange', 'exchange', 'symbol', 'exchange'],
      ['exchange', 'symbol'],
    ],
    [['Symbol', 'EXCHANGE', 'root'], ['root']],
    [['__proto__', 'constructor', 'toString', 'root'], ['root']],
  ])('drops unknown and repeated ids from %j', (saved, expected) => {
    expect(ids(resolveColumns(saved))).toEqual(expected);
  });

  it.each([[[]], [['delta', 'gamma']], [['__proto__']]])('never leaves a side empty: %j gives the default set', (saved) => {
    expect(ids(resolveColumns(saved))).toEqual([...DEFAULT_COLUMN_IDS]);
  });

  it('with quotes (current API), defaults to the quote columns and keeps figure columns', () => {
    expect(ids(resolveColumns(null, true))).toEqual([...DEFAULT_QUOTE_COLUMN_IDS]);
    expect(ids(resolveColumns(['delta', 'gamma', 'symbol'], true))).toEqual(['delta', 'gamma', 'symbol']);
    expect(ids(resolveColumns([], true))).toEqual([...DEFAULT_QUOTE_COLUMN_IDS]);
  });

  it('without quotes (legacy), drops the figure columns of a saved choice', () => {
    expect(ids(resolveColumns(['bid', 'symbol', 'delta', 'root']))).toEqual(['symbol', 'root']);
    expect(ids(resolveColumns([...COLUMN_PRESETS.quotes.ids]))).toEqual([...DEFAULT_COLUMN_IDS]);
  });

  it('has presets of known columns, and recognises one', () => {
    for (const preset of Object.values(COLUMN_PRESETS)) expect(ids(resolveColumns(preset.ids, true))).toEqual([...preset.ids]);
    expect(ids(resolveColumns(COLUMN_PRESETS.everything.ids, true))).toHaveLength(CHAIN_COLUMNS.length);
    expect(presetOf(COLUMN_PRESETS.greeks.ids)).toBe('greeks');
    expect(presetOf(['bid'])).toBeNull();
  });
});

describe('column values', () => {
  const weekly = expiry('2027-03-12', [], 'WEEKLY');
  it('reads a contract, with empty text where the provider said nothing', () => {
    const full = contract("AAPL Mar 12 '27 $150 Call", 'AAPL1', 'AMEX');
    const bare = { optionSymbol: null, exchange: null, rootSymbol: null, adjusted: false };
    const identity = CHAIN_COLUMNS.filter((c) => IDENTITY_COLUMN_IDS.includes(c.id));
    // The kind in the strip's words (one kind for one date everywhere).
    expect(identity.map((c) => c.value(full, weekly))).toEqual(["AAPL Mar 12 '27 $150 Call", 'AMEX', 'Weekly', 'AAPL1']);
    expect(identity.map((c) => c.value(bare, { ...weekly, expiryType: null }))).toEqual(['', '', 'Not given', '']);
    // A legacy contract has no quote: every figure column is empty, never "NaN" or "0".
    expect(CHAIN_COLUMNS.filter(isFigureColumn).map((c) => c.value(full, weekly))).toEqual(Array(12).fill(''));
  });

  it('reads the quote and greeks of a v1 contract', () => {
    const call = quotedStrike('2027-03-12', 150).call!;
    const values = Object.fromEntries(CHAIN_COLUMNS.filter(isFigureColumn).map((c) => [c.id, c.value(call, weekly)]));
    expect(values).toEqual({
      bid: '1.50',
      ask: '1.60',
      last: '1.55',
      change: '+0.20',
      volume: '100',
      openInterest: '1,000',
      iv: '30.0%',
      delta: '0.500',
      gamma: '0.0100',
      theta: '-0.050',
      vega: '0.120',
      // The fixture's quote is stamped 1 ms after 1970: 57 years to expiry, N(0 - 0.3·√57.2).
      probItm: '1.2%',
    });
    expect(column('iv').figure?.(call)).toBe(0.3);
  });

  it('are wide enough for the longest figure at 8 px a digit plus 16 px of padding', () => {
    const longest: Record<string, string> = {
      bid: '99,999.99',
      ask: '99,999.99',
      last: '99,999.99',
      change: '-9,999.99',
      volume: '99,999,999',
      openInterest: '99,999,999',
      iv: '9,999.9%',
      delta: '-1.000',
      gamma: '-0.0001',
      theta: '-99.999',
      vega: '99.999',
      probItm: '100.0%',
    };
    for (const c of CHAIN_COLUMNS.filter(isFigureColumn)) {
      const text = longest[c.id] ?? '';
      expect(c.minWidth, c.id).toBeGreaterThanOrEqual(text.length * 8 + 16);
      // Never narrower than that; wider where the grid has room.
      expect(c.width).toBe(`minmax(${c.minWidth}px, 1fr)`);
    }
  });

  it('have ids that settings accept (letters, digits, dashes) and are unique', () => {
    for (const c of CHAIN_COLUMNS) expect(c.id).toMatch(/^[a-z][a-z0-9-]{0,39}$/i);
    expect(new Set(ids(CHAIN_COLUMNS)).size).toBe(CHAIN_COLUMNS.length);
  });
});

describe('gridColumns: calls mirrored | strike | puts', () => {
  const chosen = [column('symbol'), column('exchange')];

  it('mirrors the call side so the first column sits next to the strike on both sides', () => {
    expect(gridColumns(chosen, 'CALLPUT').map((c) => c.key)).toEqual(['call-exchange', 'call-symbol', 'strike', 'put-symbol', 'put-exchange']);
  });

  it('reads bid before ask on the calls side too, the rest mirrored; fully mirrored as a setting', () => {
    const quoted = resolveColumns(['bid', 'ask', 'iv', 'delta', 'openInterest'], true);
    const keys = (sides: 'bidAsk' | 'mirrored') => gridColumns(quoted, 'CALLPUT', sides).map((c) => c.key);
    expect(keys('bidAsk')).toEqual([
      'call-openInterest',
      'call-delta',
      'call-iv',
      'call-bid',
      'call-ask',
      'strike',
      'put-bid',
      'put-ask',
      'put-iv',
      'put-delta',
      'put-openInterest',
    ]);
    expect(gridColumns(quoted, 'CALLPUT').map((c) => c.key)).toEqual(keys('bidAsk'));
    expect(keys('mirrored').slice(0, 6)).toEqual(['call-openInterest', 'call-delta', 'call-iv', 'call-ask', 'call-bid', 'strike']);
    // Apart in the list, bid and ask swap places on the calls side; alone, nothing moves.
    const apart = resolveColumns(['ask', 'iv', 'bid'], true);
    expect(gridColumns(apart, 'CALL', 'bidAsk').map((c) => c.key)).toEqual(['call-bid', 'call-iv', 'call-ask', 'strike']);
    expect(gridColumns(resolveColumns(['bid', 'iv'], true), 'CALL').map((c) => c.key)).toEqual(['call-iv', 'call-bid', 'strike']);
  });

  it('keeps only the side a one-sided chain has', () => {
    expect(gridColumns(chosen, 'CALL').map((c) => c.key)).toEqual(['call-exchange', 'call-symbol', 'strike']);
    expect(gridColumns(chosen, 'PUT').map((c) => c.key)).toEqual(['strike', 'put-symbol', 'put-exchange']);
  });

  it('does not reverse the caller’s list while mirroring', () => {
    gridColumns(chosen, 'CALLPUT');
    expect(ids(chosen)).toEqual(['symbol', 'exchange']);
  });

  it('gives the template and smallest width in screen order', () => {
    const layout = gridColumns(chosen, 'CALLPUT');
    expect(gridTemplate(layout)).toBe('82px minmax(210px, 1fr) 104px minmax(210px, 1fr) 82px');
    expect(gridMinWidth(layout)).toBe(82 + 210 + 104 + 210 + 82);
    expect(gridMinWidth(gridColumns(chosen, 'PUT'))).toBe(104 + 210 + 82);
  });
});

describe('moveColumn: the chooser’s up and down buttons', () => {
  const list = ['symbol', 'exchange', 'expiryType', 'root'];

  it.each([
    ['exchange', -1, ['exchange', 'symbol', 'expiryType', 'root']],
    ['exchange', 1, ['symbol', 'expiryType', 'exchange', 'root']],
    ['symbol', -1, list],
    ['root', 1, list],
    ['delta', 1, list],
    ['delta', -1, list],
  ] as const)('moves %s by %i', (id, by, expected) => {
    const moved = moveColumn(list, id, by);
    expect(moved).toEqual(expected);
    expect(moved).not.toBe(list);
  });

  it('leaves the list it was given alone', () => {
    const before = [...list];
    moveColumn(list, 'exchange', 1);
    expect(list).toEqual(before);
  });
});

describe('the probability column', () => {
  const date = '2027-04-16';
  // 30 days before 16:00 New York (EDT) on the expiry.
  const quoteTime = Date.UTC(2027, 3, 16, 20) - 30 * 86_400_000;
  const at = (delta: number, iv: number, time: number | null = quoteTime) => {
    const row = quotedStrike(date, 150);
    const call = row.call!;
    return { ...call, quote: { ...call.quote!, time }, greeks: { ...call.greeks!, delta, iv } };
  };
  const probability = column('probItm');

  it('shows N(d2) from the contract’s delta and IV to its expiry’s close (hand: Δ 0.5, σ 0.3, T 30/365: N(-0.0860) = 46.6%)', () => {
    const e = expiry(date, [150]);
    expect(probability.figure?.(at(0.5, 0.3), e)).toBeCloseTo(0.46573, 4);
    expect(probability.value(at(0.5, 0.3), e)).toBe('46.6%');
    expect(probability.value(at(-0.25, 0.3), e)).toMatch(/^\d+\.\d%$/);
  });

  it('is empty without the quote’s time or an expiry, and names its model in its description', () => {
    expect(probability.value(at(0.5, 0.3, null), expiry(date, [150]))).toBe('');
    expect(probability.figure?.(at(0.5, 0.3))).toBeNull();
    expect(probability.description).toMatch(/N\(d2\) for a call, N\(-d2\) for a put, Black-Scholes/);
    expect(isFigureColumn(probability)).toBe(true);
    expect(resolveColumns(['probItm'], false).map((c) => c.id)).not.toContain('probItm');
  });
});

describe('strikeCentreScroll: a preset keeps the strike in the middle', () => {
  it('scrolls so the strike column’s middle is the grid’s, within the scroll range', async () => {
    const { strikeCentreScroll } = await import('../../../../../renderer/views/option-chain/table/chain-columns.ts');
    const everything = gridColumns(resolveColumns(COLUMN_PRESETS.everything.ids, true), 'CALLPUT');
    const side = gridMinWidth(everything.filter((c) => c.side === 'call'));
    // Hand: the calls' widths, then half the strike's 104, less half the 1,000 px box.
    expect(strikeCentreScroll(everything, 1000)).toBe(side + 52 - 500);
    // Not wider than its box: no scroll. Calls only: the strike is last, scrolled to the end.
    expect(strikeCentreScroll(everything, 100_000)).toBe(0);
    const calls = gridColumns(resolveColumns(COLUMN_PRESETS.everything.ids, true), 'CALL');
    expect(strikeCentreScroll(calls, 1000)).toBe(gridMinWidth(calls) - 1000);
  });
});
