/**
 * Properties of the portfolio and balance decoders over random input (seeded): every body answers
 * a model or a typed error and never throws; one document in JSON (arrays or single members) and
 * XML gives one model; a body cut short is malformed; and what the model promises holds for every
 * answer (a short is negative, no gain percentage without a cost, no date before 1970).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBalance, decodePortfolioPage } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';
import { accountRandomTree, balanceDocument, portfolioDocument } from './portfolio-arbitraries.ts';

const SEED = { seed: 20261123 };
const NOW = Date.parse('2026-06-10T15:00:00Z');
/** Failures a body may give; 'internal' would be a bug. */
const EXPECTED = ['malformed', 'provider', 'oauth', 'invalid-argument', 'http', 'rate-limited'];

const portfolio = (body: string, status?: number) => decodePortfolioPage(status === undefined ? { body } : { body, status }, NOW);
const balance = (body: string, status?: number) => decodeBalance(status === undefined ? { body } : { body, status });

const neverThrows = (body: string, status?: number): void => {
  for (const result of [portfolio(body, status), balance(body, status)] as Result<unknown>[]) {
    if (!result.ok) expect(EXPECTED).toContain(result.error.code);
  }
};

const STATUS = fc.constantFrom(undefined, 200, 204, 400, 401, 429, 500);
const ROOTS = fc.constantFrom('PortfolioResponse', 'BalanceResponse', 'Error', 'html');

describe('the portfolio and balance decoders never throw', () => {
  it('on random text with any status', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), STATUS, neverThrows), { ...SEED, numRuns: 200 });
  });

  it('on random JSON, bare or under a root', () => {
    fc.assert(
      fc.property(fc.jsonValue(), ROOTS, fc.boolean(), (value, root, wrapped) => neverThrows(JSON.stringify(wrapped ? { [root]: value } : value))),
      { ...SEED, numRuns: 200 },
    );
  });

  it('on random trees of their names in both formats, cut anywhere', () => {
    fc.assert(
      fc.property(ROOTS, accountRandomTree, fc.boolean(), fc.nat(), (root, tree, asXml, cut) => {
        const body = asXml ? renderV1Xml(root, tree) : renderV1Json(root, tree);
        neverThrows(body);
        neverThrows(body.slice(0, cut % (body.length + 1)));
      }),
      { ...SEED, numRuns: 300 },
    );
  });

  it('on one document under the other’s root', () => {
    fc.assert(
      fc.property(portfolioDocument, balanceDocument, (positions, cash) => {
        neverThrows(renderV1Json('BalanceResponse', positions));
        neverThrows(renderV1Xml('PortfolioResponse', cash));
      }),
      { ...SEED, numRuns: 100 },
    );
  });
});

const sameEverywhere =
  <T>(root: string, decode: (body: string) => Result<T>) =>
  (content: V1Value): T => {
    const json = decode(renderV1Json(root, content));
    if (!json.ok) throw new Error(`${json.error.message} ${json.error.detail ?? ''}`);
    expect(decode(renderV1Json(root, content, { singleAsObject: true }))).toEqual(json);
    expect(decode(renderV1Xml(root, content))).toEqual(json);
    return json.data;
  };

describe('one document, one model (JSON arrays, JSON single members, XML)', () => {
  it('portfolio pages, and what every position promises', () => {
    fc.assert(
      fc.property(portfolioDocument, (content) => {
        const page = sameEverywhere('PortfolioResponse', portfolio)(content);
        for (const position of page.positions) {
          expect(position.quantity < 0 || position.side === 'LONG').toBe(true);
          if (position.side === 'SHORT') {
            expect(position.quantity).toBeLessThanOrEqual(0);
            expect(position.marketValue ?? 0).toBeLessThanOrEqual(0);
          }
          if (position.totalCost === null) expect([position.totalGain, position.totalGainPercent]).toEqual([null, null]);
          else expect(position.totalCost).not.toBe(0);
          if (position.acquiredAt !== null) expect(position.acquiredAt).toBeGreaterThan(0);
          expect(position.multiplier).toBeGreaterThan(0);
          if (position.option === null) expect([position.greeks, position.daysToExpiry, position.multiplier]).toEqual([null, null, 1]);
          if (position.daysToExpiry !== null) expect(Number.isInteger(position.daysToExpiry)).toBe(true);
        }
        if (page.nextPage !== null) expect(page.nextPage).toBeGreaterThanOrEqual(1);
      }),
      { ...SEED, numRuns: 300 },
    );
  });

  it('balances, with no figure made up', () => {
    fc.assert(
      fc.property(balanceDocument, (content) => {
        const read = sameEverywhere('BalanceResponse', balance)(content);
        for (const value of Object.values(read.computed ?? {})) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }),
      { ...SEED, numRuns: 200 },
    );
  });
});

describe('a body cut short is malformed', () => {
  it('for portfolio pages and balances, in both formats', () => {
    const docs = fc.oneof(
      portfolioDocument.map((doc) => ['PortfolioResponse', doc] as const),
      balanceDocument.map((doc) => ['BalanceResponse', doc] as const),
    );
    fc.assert(
      fc.property(docs, fc.boolean(), fc.double({ min: 0.01, max: 0.999, noNaN: true }), ([root, doc], asXml, where) => {
        const whole = (asXml ? renderV1Xml(root, doc) : renderV1Json(root, doc)).trimEnd();
        const cut = whole.slice(0, Math.floor(where * whole.length));
        if (cut.trim() === '') return;
        const result = root === 'PortfolioResponse' ? portfolio(cut) : balance(cut);
        expect(result.ok, cut).toBe(false);
        if (!result.ok) expect(result.error.code).toBe('malformed');
      }),
      { ...SEED, numRuns: 200 },
    );
  });
});
