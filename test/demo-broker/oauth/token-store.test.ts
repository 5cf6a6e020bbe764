/**
 * Request tokens live five minutes on the broker's clock and then leave memory: a sign-in that is
 * never finished must not cost the in-app broker memory for the rest of the session.
 */
import { describe, expect, it } from 'vitest';
import { TokenStore } from '../../../demo-broker/oauth/token-store.ts';
import { MINUTES } from '../../helpers/manual-clock.ts';

const T0 = Date.parse('2027-06-15T14:00:00Z');

describe('request token pruning', () => {
  it('drops request tokens once they are five minutes old, and keeps younger ones', () => {
    const tokens = new TokenStore();
    const first = tokens.issueRequestToken('key', T0);
    tokens.issueRequestToken('key', T0);
    const last = tokens.issueRequestToken('key', T0 + 1000);
    expect(tokens.sizes().requestTokens).toBe(3);
    tokens.prune(T0 + 5 * MINUTES - 1);
    expect(tokens.sizes().requestTokens).toBe(3);
    tokens.prune(T0 + 5 * MINUTES);
    expect(tokens.sizes().requestTokens).toBe(1);
    expect(tokens.findRequestToken(first.token)).toBeUndefined();
    expect(tokens.findRequestToken(last.token)).toBe(last);
    tokens.prune(T0 + 1000 + 5 * MINUTES);
    expect(tokens.sizes().requestTokens).toBe(0);
  });

  it('prunes while issuing, so the table never grows past five minutes of sign-ins', () => {
    const tokens = new TokenStore();
    for (let minute = 0; minute < 60; minute += 1) tokens.issueRequestToken('key', T0 + minute * MINUTES);
    // Issued at minutes 55..59: the ones at 54 and before are at least five minutes old at 59.
    expect(tokens.sizes().requestTokens).toBe(5);
  });

  it('drops expired tokens whatever their order of issue (a clock that was set back)', () => {
    const tokens = new TokenStore();
    const late = tokens.issueRequestToken('key', T0 + 2 * MINUTES);
    const early = tokens.issueRequestToken('key', T0);
    tokens.prune(T0 + 5 * MINUTES);
    expect(tokens.findRequestToken(early.token)).toBeUndefined();
    expect(tokens.findRequestToken(late.token)).toBe(late);
  });
});
