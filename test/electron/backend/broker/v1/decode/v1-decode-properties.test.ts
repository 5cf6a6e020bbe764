/**
 * Properties of the v1 decoders over random input (seeded): every body answers a model or a typed
 * error and never throws; one document in JSON (arrays or single members) and XML gives one model;
 * a body cut short is malformed, never a partial model.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAccountList, decodeExpiryDates, decodeQuotes, decodeV1OptionChain } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';
import { v1ChainDocument, v1ExpiryDocument, v1QuoteDocument, v1RandomTree, v1RootName } from './v1-arbitraries.ts';

const REQUEST = { underlier: 'SPX', expirationMonth: 3, expirationYear: 2026 };
const NOW = Date.parse('2026-03-02T15:00:00Z');
const SEED = { seed: 20261123 };

const decoders: Record<string, (body: string, status?: number) => Result<unknown>> = {
  chain: (body, status) => decodeV1OptionChain(status === undefined ? { body } : { body, status }, REQUEST, NOW),
  expiries: (body, status) => decodeExpiryDates(status === undefined ? { body } : { body, status }, NOW),
  quotes: (body, status) => decodeQuotes(status === undefined ? { body } : { body, status }, ['SPX', 'AAPL']),
  accounts: (body, status) => decodeAccountList(status === undefined ? { body } : { body, status }),
};

/** Failures a body may give; 'internal' would be a bug. */
const EXPECTED = ['malformed', 'provider', 'oauth', 'invalid-argument', 'http', 'rate-limited'];

const neverThrows = (body: string, status?: number): void => {
  for (const decode of Object.values(decoders)) {
    const result = decode(body, status);
    if (!result.ok) expect(EXPECTED).toContain(result.error.code);
  }
};

const STATUS = fc.constantFrom(undefined, 200, 204, 400, 401, 429, 500);

describe('the v1 decoders never throw', () => {
  it('on random text with any status', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), STATUS, neverThrows), { ...SEED, numRuns: 200 });
  });

  it('on random JSON, bare or under a v1 root', () => {
    fc.assert(
      fc.property(fc.jsonValue(), v1RootName, fc.boolean(), (value, root, wrapped) => neverThrows(JSON.stringify(wrapped ? { [root]: value } : value))),
      { ...SEED, numRuns: 200 },
    );
  });

  it('on random v1-named trees in both formats, cut anywhere', () => {
    fc.assert(
      fc.property(v1RootName, v1RandomTree, fc.boolean(), fc.nat(), (root, tree, asXml, cut) => {
        const body = asXml ? renderV1Xml(root, tree) : renderV1Json(root, tree);
        neverThrows(body);
        neverThrows(body.slice(0, cut % (body.length + 1)));
      }),
      { ...SEED, numRuns: 200 },
    );
  });

  it('on one kind of document under another kind’s root', () => {
    fc.assert(
      fc.property(v1ChainDocument, v1QuoteDocument, (chain, quotes) => {
        neverThrows(renderV1Json('QuoteResponse', chain));
        neverThrows(renderV1Xml('OptionChainResponse', quotes));
        neverThrows(renderV1Json('AccountListResponse', chain));
      }),
      { ...SEED, numRuns: 100 },
    );
  });
});

const sameEverywhere = (root: string, decode: (body: string) => Result<unknown>) => (content: V1Value) => {
  const json = decode(renderV1Json(root, content));
  expect(json.ok, JSON.stringify(json)).toBe(true);
  expect(decode(renderV1Json(root, content, { singleAsObject: true }))).toEqual(json);
  expect(decode(renderV1Xml(root, content))).toEqual(json);
};

describe('one document, one model (JSON arrays, JSON single members, XML)', () => {
  it('option chains', () => {
    fc.assert(
      fc.property(
        v1ChainDocument,
        sameEverywhere('OptionChainResponse', (body) => decoders.chain?.(body) ?? fail()),
      ),
      { ...SEED, numRuns: 200 },
    );
  });

  it('expiry dates', () => {
    fc.assert(
      fc.property(
        v1ExpiryDocument,
        sameEverywhere('OptionExpireDateResponse', (body) => decoders.expiries?.(body) ?? fail()),
      ),
      { ...SEED, numRuns: 150 },
    );
  });

  it('quotes', () => {
    fc.assert(
      fc.property(
        v1QuoteDocument,
        sameEverywhere('QuoteResponse', (body) => decoders.quotes?.(body) ?? fail()),
      ),
      { ...SEED, numRuns: 150 },
    );
  });

  it('a chain’s strikes are ascending and every row has a side', () => {
    fc.assert(
      fc.property(v1ChainDocument, (content) => {
        const result = decodeV1OptionChain({ body: renderV1Xml('OptionChainResponse', content) }, REQUEST, NOW);
        if (!result.ok) throw new Error(result.error.message);
        for (const expiry of result.data.expiries) {
          expiry.strikes.forEach((row, i) => {
            expect(row.call !== null || row.put !== null).toBe(true);
            if (i > 0) expect(row.strike).toBeGreaterThanOrEqual(expiry.strikes[i - 1]?.strike ?? 0);
          });
        }
      }),
      { ...SEED, numRuns: 100 },
    );
  });
});

function fail(): never {
  throw new Error('no such decoder');
}

describe('a body cut short is malformed', () => {
  it('for chains, expiry dates and quotes, in both formats', () => {
    const docs = fc.oneof(
      v1ChainDocument.map((doc) => ['OptionChainResponse', doc, 'chain'] as const),
      v1ExpiryDocument.map((doc) => ['OptionExpireDateResponse', doc, 'expiries'] as const),
      v1QuoteDocument.map((doc) => ['QuoteResponse', doc, 'quotes'] as const),
    );
    fc.assert(
      fc.property(docs, fc.boolean(), fc.double({ min: 0.01, max: 0.999, noNaN: true }), ([root, doc, name], asXml, where) => {
        const whole = (asXml ? renderV1Xml(root, doc) : renderV1Json(root, doc)).trimEnd();
        const cut = whole.slice(0, Math.floor(where * whole.length));
        if (cut.trim() === '') return;
        const result = decoders[name]?.(cut) ?? fail();
        expect(result.ok, cut).toBe(false);
        if (!result.ok) expect(result.error.code).toBe('malformed');
      }),
      { ...SEED, numRuns: 200 },
    );
  });
});
