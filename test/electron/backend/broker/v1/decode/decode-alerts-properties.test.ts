/**
 * Properties of the user alerts decoders over seeded random input: every body gives a model or a
 * typed error and never throws (random text, random v1-named trees cut anywhere, documents under
 * the wrong root, any status); one document in JSON (arrays or single members) and XML gives one
 * model; a message never comes out with markup the provider sent, nor with a control character.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAlertDetails, decodeAlerts } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';
import { v1RandomTree } from './v1-arbitraries.ts';

const SEED = { seed: 20261125 };
/** Failures a body may give; 'internal' would be a bug. */
const EXPECTED = ['malformed', 'provider', 'oauth', 'invalid-argument', 'http', 'rate-limited'];

const neverThrows = (body: string, status?: number): void => {
  const response = status === undefined ? { body } : { body, status };
  for (const result of [decodeAlerts(response), decodeAlerts(response, { category: 'STOCK' }), decodeAlertDetails(response)] as Result<unknown>[]) {
    if (!result.ok) expect(EXPECTED).toContain(result.error.code);
  }
};

/** Controls a message must never hold: C0 but tab and line feed, DEL. */
const isControl = (code: number): boolean => (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f;

const STATUS = fc.constantFrom(undefined, 200, 204, 400, 401, 404, 429, 500);

/** Pieces of provider text: words, markup of every kind, references valid and not, CSS, URLs, controls. */
const fragment = fc.constantFrom(
  'Your order',
  ' was executed',
  '\n',
  '\r\n',
  '\t',
  '  ',
  '$3.3',
  'XXXX-6611',
  '<p>',
  '</p>',
  '<br>',
  '<div class="x">',
  '</div>',
  '<table><tr><td>',
  '</td><td>',
  '<script>alert(1)</script>',
  '<style>p{}</style>',
  '<!-- c -->',
  '<!--',
  '<a href="https://us.etrade.com/">',
  '<a href="javascript:alert(1)">',
  '</a>',
  '<b',
  '"',
  "'",
  '>',
  '<',
  '&amp;',
  '&lt;',
  '&gt;',
  '&#36;',
  '&#x24;',
  '&#0;',
  '&bogus;',
  '&',
  '.smart-alert p { margin: 0px !important; }',
  '@media x { .a { b: c } }',
  '{',
  '}',
  'https://x.test/a?b=1',
  '\u0000',
  '\u001b[2J',
  'é€',
  '<![CDATA[x]]>',
);
const providerText = fc.array(fragment, { maxLength: 24 }).map((parts) => parts.join(''));

const time = fc.oneof(fc.integer({ min: 0, max: 1_900_000_000 }), fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }), fc.constantFrom('x', ''));
const id = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 2_000_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom('0042', '98765432109876543210', 0, 'abc') },
);
const status = fc.constantFrom('READ', 'UNREAD', 'DELETED', 'read', 'ARCHIVED');
const symbol = fc.constantFrom('AAPL', 'brk.b', 'EDIT--211001P00055000', 'SPY   270115C00512500', 'EDIT--210230P00055000', 'not a symbol', '<b>x</b>');

/** The content of an AlertsResponse. */
const listDocument: fc.Arbitrary<V1Value> = fc.record(
  {
    totalAlerts: fc.oneof(fc.nat(400), fc.constant('many')),
    Alert: fc.array(fc.record({ id, createTime: time, subject: providerText, status }, { requiredKeys: [] }), { maxLength: 8 }),
  },
  { requiredKeys: ['Alert'] },
);

/** The content of an AlertDetailsResponse that decodes (its id is usable). */
const detailsDocument: fc.Arbitrary<V1Value> = fc.record(
  {
    id: fc.integer({ min: 1, max: 2_000_000_000 }),
    createTime: time,
    subject: providerText,
    msgText: providerText,
    readTime: time,
    deleteTime: time,
    symbol,
    next: fc.constant('https://alerts-internal.example.invalid/v1/user/alerts/2'),
  },
  { requiredKeys: ['id'] },
);

describe('the alert decoders never throw', () => {
  it('on random text with any status', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), STATUS, neverThrows), { ...SEED, numRuns: 300 });
  });

  it('on random provider text as the whole body, or under either root', () => {
    fc.assert(
      fc.property(providerText, fc.constantFrom('AlertsResponse', 'AlertDetailsResponse'), STATUS, (text, root, statusCode) => {
        neverThrows(text, statusCode);
        neverThrows(renderV1Json(root, { msgText: text, subject: text, id: text }), statusCode);
        neverThrows(renderV1Xml(root, { Alert: [{ id: 1, subject: text }], msgText: text }), statusCode);
      }),
      { ...SEED, numRuns: 300 },
    );
  });

  it('on random v1-named trees in both formats, cut anywhere', () => {
    fc.assert(
      fc.property(fc.constantFrom('AlertsResponse', 'AlertDetailsResponse', 'Error'), v1RandomTree, fc.boolean(), fc.nat(), (root, tree, asXml, cut) => {
        const body = asXml ? renderV1Xml(root, tree) : renderV1Json(root, tree);
        neverThrows(body);
        neverThrows(body.slice(0, cut % (body.length + 1)));
      }),
      { ...SEED, numRuns: 300 },
    );
  });

  it('on one kind of document under the other’s root', () => {
    fc.assert(
      fc.property(listDocument, detailsDocument, (listed, detailed) => {
        neverThrows(renderV1Json('AlertDetailsResponse', listed));
        neverThrows(renderV1Xml('AlertsResponse', detailed));
      }),
      { ...SEED, numRuns: 150 },
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
  it('alert lists, with and without a category', () => {
    fc.assert(
      fc.property(listDocument, fc.constantFrom(undefined, 'STOCK' as const, 'ACCOUNT' as const), (content, category) => {
        const model = sameEverywhere('AlertsResponse', (body) => decodeAlerts({ body }, { category }))(content);
        expect(new Set(model.alerts.map((alert) => alert.id)).size).toBe(model.alerts.length);
        for (const alert of model.alerts) {
          expect(alert.id).toMatch(/^[1-9]\d*$/);
          expect(alert.subject).not.toMatch(/[\n\r\t]/);
          expect(alert.category).toBe(category ?? null);
        }
      }),
      { ...SEED, numRuns: 200 },
    );
  });

  // A script's words may still show where a browser would show them too (`<b<script>` is one tag
  // named "b<script"): as text, which is harmless; the hostile table covers real script elements.
  it('alert details: the message is text, without the provider’s markup or controls', () => {
    fc.assert(
      fc.property(detailsDocument, (content) => {
        const model = sameEverywhere('AlertDetailsResponse', (body) => decodeAlertDetails({ body }))(content);
        expect(model.message).not.toMatch(/<\/?(?:p|div|td|table|br|script|style|b)\b/i);
        expect([...model.message].some((char) => isControl(char.charCodeAt(0)))).toBe(false);
        for (const link of model.links) expect(link.url).toMatch(/^https?:\/\/[^/]/);
      }),
      { ...SEED, numRuns: 300 },
    );
  });

  it('leftover CSS in front of a plain message is removed, whatever the rules, and the message is the same', () => {
    const rule = fc.constantFrom(
      '.smart-alert p { margin: 0px !important; }',
      '@media only screen and (max-width: 480px) { .smart-alert .x { width: 100% !important; } }',
      'body, td { font-family: Arial, "Helvetica Neue"; }',
      '/* reset */',
      '@charset "UTF-8";',
      'img {}',
      '#outlook a:hover { padding: 0; }',
    );
    const words = fc
      .array(fc.constantFrom('Your order', ' below', ' was executed:', '\n', 'Account: XXXX-6611', ' $3.3', '.', ' AAPL down by 2%'), {
        minLength: 1,
        maxLength: 12,
      })
      .map((parts) => `Your ${parts.join('')}`);
    fc.assert(
      // At least one rule: a comment alone is not taken for a style sheet (it stays).
      fc.property(fc.array(rule, { maxLength: 30 }), fc.constantFrom(' ', '\n', '\n\n  '), words, (more, gap, message) => {
        const rules = ['.smart-alert p { margin: 0px !important; }', ...more];
        const alone = sameEverywhere('AlertDetailsResponse', (body) => decodeAlertDetails({ body }))({ id: 1, msgText: message });
        const behindCss = sameEverywhere('AlertDetailsResponse', (body) => decodeAlertDetails({ body }))({
          id: 1,
          msgText: `${rules.join(gap)}${gap}${message}`,
        });
        expect(behindCss.message).toBe(alone.message);
      }),
      { ...SEED, numRuns: 200 },
    );
  });
});
