/**
 * Properties of the decoder over random input: it answers every body with a model or a typed
 * error and never throws; the JSON and XML renderings of one document give one model; a body cut
 * short is never mistaken for a whole one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeOptionChain } from '../../../../../../electron/backend/broker/legacy/decode/decode-option-chain.ts';
import { decodeOrderList } from '../../../../../../electron/backend/broker/legacy/decode/decode-order-list.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { renderJson, renderXml } from '../../../../../fixtures/wire/render.ts';
import { chainDocument, orderListDocument, randomTree, rootName } from '../../common/decode/wire-arbitraries.ts';

const REQUEST = { underlier: 'SPY', expirationMonth: 3, expirationYear: 2026 };
const NOW = Date.parse('2026-03-02T15:00:00Z');

const decoders = [(body: string) => decodeOptionChain({ body }, REQUEST, NOW), (body: string) => decodeOrderList({ body })];

/** A failure the decoder may give for a body without HTTP status; 'internal' would be a bug. */
const EXPECTED_FAILURES = ['malformed', 'provider', 'oauth'];

const expectModelOrTypedError = (result: Result<unknown>): void => {
  if (!result.ok) expect(EXPECTED_FAILURES).toContain(result.error.code);
};

const decodesWithoutThrowing = (body: string): void => {
  for (const decode of decoders) expectModelOrTypedError(decode(body));
};

const RUNS = { numRuns: 200 };

describe('the decoder never throws', () => {
  it('on random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), decodesWithoutThrowing), RUNS);
  });

  it('on random JSON, bare or under a response root', () => {
    fc.assert(
      fc.property(fc.jsonValue(), rootName, fc.boolean(), (value, root, wrapped) => {
        decodesWithoutThrowing(JSON.stringify(wrapped ? { [root]: value } : value));
      }),
      RUNS,
    );
  });

  it('on random XML element trees', () => {
    fc.assert(
      fc.property(rootName, randomTree, (root, tree) => decodesWithoutThrowing(renderXml(root, tree))),
      RUNS,
    );
  });

  it('on random XML and JSON cut off anywhere', () => {
    fc.assert(
      fc.property(rootName, randomTree, fc.boolean(), fc.nat(), (root, tree, asXml, cut) => {
        const body = asXml ? renderXml(root, tree) : renderJson(root, tree);
        decodesWithoutThrowing(body.slice(0, cut % (body.length + 1)));
      }),
      RUNS,
    );
  });

  it('on spec-shaped documents under the wrong root', () => {
    fc.assert(
      fc.property(chainDocument, orderListDocument, (chain, orders) => {
        decodesWithoutThrowing(renderXml('OptionChainResponse', orders));
        decodesWithoutThrowing(renderJson('GetOrderListResponse', chain));
      }),
      { numRuns: 100 },
    );
  });
});

describe('one document, one model', () => {
  it('an option chain decodes to the same result from JSON and XML, singles as objects or arrays', () => {
    fc.assert(
      fc.property(chainDocument, (content) => {
        const json = decodeOptionChain({ body: renderJson('OptionChainResponse', content) }, REQUEST, NOW);
        const arrays = decodeOptionChain({ body: renderJson('OptionChainResponse', content, { singleAsObject: false }) }, REQUEST, NOW);
        const xml = decodeOptionChain({ body: renderXml('OptionChainResponse', content) }, REQUEST, NOW);
        expect(json.ok).toBe(true);
        expect(xml).toEqual(json);
        expect(arrays).toEqual(json);
      }),
      { numRuns: 200 },
    );
  });

  it('an order list decodes to the same result from JSON and XML, singles as objects or arrays', () => {
    fc.assert(
      fc.property(orderListDocument, (content) => {
        const json = decodeOrderList({ body: renderJson('GetOrderListResponse', content) });
        const arrays = decodeOrderList({ body: renderJson('GetOrderListResponse', content, { singleAsObject: false }) });
        const xml = decodeOrderList({ body: renderXml('GetOrderListResponse', content) });
        expect(json.ok).toBe(true);
        expect(xml).toEqual(json);
        expect(arrays).toEqual(json);
      }),
      { numRuns: 200 },
    );
  });

  it('every order of a document appears once, whatever its records', () => {
    fc.assert(
      fc.property(orderListDocument, (content) => {
        const result = decodeOrderList({ body: renderXml('GetOrderListResponse', content) });
        if (!result.ok) throw new Error(result.error.message);
        const ids = result.data.orders.map((order) => order.orderId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const order of result.data.orders) expect(typeof order.priceDescription).toBe('string');
      }),
      { numRuns: 100 },
    );
  });
});

describe('a body cut short is malformed, never a partial model', () => {
  /**
   * Where to cut: at a random place, and just after each of the first tags (the hard case for a
   * lenient XML parser, which reads `<Root>` alone as an empty document).
   */
  const cutsOf = (whole: string, where: number): number[] => {
    const firstTagEnds = [...whole.matchAll(/>/g)].slice(0, 3).map((match) => match.index + 1);
    return [Math.floor(where * whole.length), ...firstTagEnds];
  };

  const cutProperty = (root: string, content: fc.Arbitrary<Record<string, unknown>>, decode: (body: string) => Result<unknown>) =>
    fc.property(content, fc.boolean(), fc.double({ min: 0, max: 0.999, noNaN: true }), (doc, asXml, where) => {
      const whole = (asXml ? renderXml(root, doc as never) : renderJson(root, doc as never)).trimEnd();
      for (const cut of cutsOf(whole, where).map((end) => whole.slice(0, end))) {
        if (cut.trim() === '' || cut.length >= whole.length) continue;
        const result = decode(cut);
        expect(result.ok, cut).toBe(false);
        if (!result.ok) expect(result.error.code).toBe('malformed');
      }
    });

  it('for option chains', () => {
    fc.assert(
      cutProperty('OptionChainResponse', chainDocument, (body) => decodeOptionChain({ body }, REQUEST, NOW)),
      RUNS,
    );
  });

  it('for order lists', () => {
    fc.assert(
      cutProperty('GetOrderListResponse', orderListDocument, (body) => decodeOrderList({ body })),
      RUNS,
    );
  });
});
