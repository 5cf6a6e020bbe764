/**
 * An error's detail is captioned by its true source: the brokerage's own words (its error
 * document, an OAuth refusal, an HTTP page, its over-limit page) or the system's. A rate-limited
 * chain answer used to show the provider's over-limit words under "The system said".
 */
import { describe, expect, it } from 'vitest';
import { detailCaption, detailSource } from '../../shared/error-source.ts';
import { ERROR_CODES } from '../../shared/result.ts';

describe('whose words an error carries', () => {
  it("the provider's over-limit answer is the brokerage speaking", () => {
    expect(detailCaption('rate-limited')).toBe('The brokerage said');
  });

  it.each([
    ['oauth', 'brokerage'],
    ['provider', 'brokerage'],
    ['http', 'brokerage'],
    ['network', 'system'],
    ['timeout', 'system'],
    ['malformed', 'system'],
    ['internal', 'system'],
  ] as const)('%s: %s', (code, source) => {
    expect(detailSource(code)).toBe(source);
  });

  it('every code has a source', () => {
    for (const code of ERROR_CODES) expect(['brokerage', 'system']).toContain(detailSource(code));
  });
});
