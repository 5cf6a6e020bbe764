import { describe, expect, it } from 'vitest';
import { decodeOptionChain } from '../../../../../../electron/backend/broker/legacy/decode/decode-option-chain.ts';
import type { OptionChain } from '../../../../../../shared/domain/option-chain.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';
import { renderJson, renderXml } from '../../../../../fixtures/wire/render.ts';
import type { WireValue } from '../../../../../fixtures/wire/render.ts';

const AAPL_JAN_2026 = { underlier: 'AAPL', expirationMonth: 1, expirationYear: 2026 };
const NOW = Date.parse('2026-01-02T15:00:00Z');

const chainOf = (result: Result<OptionChain>): OptionChain => {
  if (!result.ok) throw new Error(`expected a chain, got ${result.error.code}: ${result.error.detail ?? result.error.message}`);
  return result.data;
};

const contract = (fields: Record<string, WireValue> = {}): Record<string, WireValue> => ({
  rootSymbol: 'AAPL',
  expireDate: { day: '16', month: '01', year: '2026', expiryType: 'MONTHLY' },
  product: { exchangeCode: 'CINC', symbol: "AAPL Jan 16 '26 $250 Call", typeCode: 'OPTN' },
  strikePrice: '250',
  ...fields,
});

/** Decodes a logical chain document in both formats, asserting they agree. */
const decodeBoth = (content: WireValue, request = AAPL_JAN_2026): Result<OptionChain> => {
  const json = decodeOptionChain({ body: renderJson('OptionChainResponse', content) }, request, NOW);
  const xml = decodeOptionChain({ body: renderXml('OptionChainResponse', content) }, request, NOW);
  expect(xml).toEqual(json);
  return json;
};

describe('the option chain samples', () => {
  const fromJson = chainOf(decodeOptionChain({ body: wireSample('option-chain.sample.json') }, AAPL_JAN_2026, NOW));

  it('give the same model from XML as from JSON', () => {
    expect(decodeOptionChain({ body: wireSample('option-chain.sample.xml') }, AAPL_JAN_2026, NOW)).toEqual({
      ok: true,
      data: fromJson,
    });
  });

  it('group pairs by expiry date, ascending, with days to expiry from today in New York', () => {
    expect(fromJson.expiries.map((e) => [e.date, e.daysToExpiry, e.expiryType])).toEqual([
      ['2026-01-16', 14, 'MONTHLY'],
      ['2026-01-30', 28, 'QUARTERLY'],
    ]);
  });

  it('sort strikes ascending, keeping an adjusted row beside the standard one on the same strike', () => {
    expect(fromJson.expiries[0]?.strikes.map((s) => [s.strike, s.call?.rootSymbol, s.call?.adjusted])).toEqual([
      [250, 'AAPL', false],
      [250, 'AAPL1', true],
      [255, 'AAPL', false],
    ]);
    expect(fromJson.expiries[1]?.strikes.map((s) => s.strike)).toEqual([240, 245.5]);
  });

  it('carry each contract’s identity', () => {
    expect(fromJson.expiries[0]?.strikes[2]).toEqual({
      strike: 255,
      pairType: 'CALLPUT',
      call: { optionSymbol: "AAPL Jan 16 '26 $255 Call", exchange: 'CINC', rootSymbol: 'AAPL', adjusted: false },
      put: { optionSymbol: "AAPL Jan 16 '26 $255 Put", exchange: 'CINC', rootSymbol: 'AAPL', adjusted: false },
    });
  });

  it('derive the pair type from the contracts present when the provider omits it', () => {
    expect(fromJson.expiries[1]?.strikes[1]).toMatchObject({ pairType: 'PUTONLY', call: null });
  });

  it('echo the symbol verbatim and see no mismatch in its letter case', () => {
    expect([fromJson.symbol, fromJson.mismatch]).toEqual(['aapl', null]);
  });

  it('flag the stored-sample answer to another request', () => {
    const spy = chainOf(
      decodeOptionChain({ body: wireSample('option-chain.sample.xml') }, { underlier: 'SPY', expirationMonth: 3, expirationYear: 2026 }, NOW),
    );
    expect(spy.mismatch).toBe('The answer does not match the request: symbol aapl instead of SPY; expiries in 2026-01 instead of 2026-03.');
  });
});

describe('option chain quirks', () => {
  it.each([
    ['HTTP 204', { body: '', status: 204 }],
    ['an empty body', { body: '' }],
    ['whitespace', { body: '\n  ' }],
    ['an empty root element', { body: '<OptionChainResponse/>' }],
  ])('%s is an empty chain', (_name, response) => {
    expect(decodeOptionChain(response, AAPL_JAN_2026, NOW)).toEqual({ ok: true, data: { symbol: null, expiries: [], mismatch: null } });
  });

  it('reads a single pair sent as an object like a one-member array', () => {
    const single = decodeOptionChain({ body: renderJson('OptionChainResponse', { optionPairs: [{ call: contract() }] }) }, AAPL_JAN_2026, NOW);
    const array = decodeOptionChain(
      { body: renderJson('OptionChainResponse', { optionPairs: [{ call: contract() }] }, { singleAsObject: false }) },
      AAPL_JAN_2026,
      NOW,
    );
    expect(chainOf(single).expiries[0]?.strikes).toHaveLength(1);
    expect(single).toEqual(array);
  });

  it('reads numbers a producer left unquoted', () => {
    const body = JSON.stringify({
      OptionChainResponse: { optionPairs: { call: { expireDate: { day: 16, month: 1, year: 2026 }, strikePrice: 250 } } },
    });
    expect(chainOf(decodeOptionChain({ body }, AAPL_JAN_2026, NOW)).expiries[0]?.strikes[0]?.strike).toBe(250);
  });

  it('keeps an unknown expiry type and pair type, and ignores unknown fields', () => {
    const chain = chainOf(
      decodeBoth({
        optionPairs: [
          {
            call: contract({ expireDate: { day: '16', month: '1', year: '2026', expiryType: 'WEEKLY' }, greeks: { delta: '0.5' } }),
            pairType: 'CALLSPREAD',
            bid: '1.20',
          },
        ],
        symbol: 'AAPL',
        quoteTime: '1767364260000',
      }),
    );
    expect(chain.expiries[0]?.expiryType).toBe('WEEKLY');
    expect(chain.expiries[0]?.strikes[0]?.pairType).toBe('CALLSPREAD');
  });

  it('judges adjustment against the requested underlier when the answer echoes no symbol', () => {
    const chain = chainOf(decodeBoth({ optionPairs: [{ call: contract({ rootSymbol: 'AAPL1' }) }] }));
    expect(chain.expiries[0]?.strikes[0]?.call?.adjusted).toBe(true);
  });

  it('skips a pair with neither call nor put: it carries nothing to show', () => {
    const chain = chainOf(decodeBoth({ optionPairs: [{ callCount: '0' }, { call: contract() }] }));
    expect(chain.expiries[0]?.strikes).toHaveLength(1);
  });

  it.each<[string, WireValue, string]>([
    ['no strike', { optionPairs: [{ call: contract({ strikePrice: null }) }] }, 'option pair 1 has no strikePrice'],
    [
      'an impossible expiry',
      { optionPairs: [{ call: contract() }, { put: contract({ expireDate: { day: '30', month: '02', year: '2026' } }) }] },
      'option pair 2 has no valid expireDate',
    ],
    ['text for a pair', { optionPairs: ['junk'] }, 'optionPairs is not an element'],
    ['text for the whole chain', 'junk', 'OptionChainResponse holds text, not elements'],
  ])('refuses a chain with %s as malformed, saying where', (_name, content, detail) => {
    expect(decodeBoth(content)).toEqual({
      ok: false,
      error: { code: 'malformed', message: "The provider's answer could not be read as an option chain.", detail },
    });
  });

  it('refuses another document as malformed', () => {
    expect(decodeOptionChain({ body: '{"GetOrderListResponse":{}}' }, AAPL_JAN_2026, NOW)).toEqual({
      ok: false,
      error: {
        code: 'malformed',
        message: "The provider's answer is not an option chain.",
        detail: 'expected OptionChainResponse, found GetOrderListResponse',
      },
    });
  });
});
