import { describe, expect, it } from 'vitest';
import type { QuotaSnapshot } from '../../../../../shared/domain/quota.ts';
import { termQuoteCost, type TermPlan } from '../../../../../shared/domain/term-structure.ts';
import { quotesLeft, spentWords, termCostWords } from '../../../../../renderer/views/option-chain/term-structure/term-cost.ts';

const use = (used: number, blockedUntil: number | null = null) => ({
  module: 'markets' as const,
  used,
  limit: 140_000,
  level: 'ok' as const,
  freesAt: null,
  blockedUntil,
});
const meter = (used: number, blockedUntil: number | null = null): QuotaSnapshot => ({
  at: 1,
  modules: {
    accounts: { ...use(1), module: 'accounts' },
    orders: { ...use(1), module: 'orders' },
    users: { ...use(1), module: 'users' },
    markets: use(used, blockedUntil),
  },
});
const plan = (expiries: number, over: Partial<TermPlan> = {}): TermPlan => ({
  expiries,
  strikesPerExpiry: 2,
  quotes: termQuoteCost(expiries),
  fullQuotes: termQuoteCost(expiries),
  freshUntil: null,
  ...over,
});
/** 15:01:05 UTC is 10:01:05 in New York in January. */
const AT = Date.parse('2027-01-11T15:01:05Z');

describe("the term structure's cost in words, before it is spent", () => {
  it('says expiries × strikes + the price = quotes, of the budget left this hour', () => {
    expect(termCostWords(plan(12), meter(49))).toEqual({
      text: 'Term structure: 12 expiries × 2 strikes near the money (a call and a put each) + 1 for the price = 49 quotes of your Market budget (139,951 left this hour)',
      affordable: true,
    });
    expect(termCostWords(plan(1), undefined).text).toBe(
      'Term structure: 1 expiry × 2 strikes near the money (a call and a put each) + 1 for the price = 5 quotes of your Market budget',
    );
  });

  it('says nothing is spent while a whole answer is cached, and until when', () => {
    expect(termCostWords(plan(12, { quotes: 0, freshUntil: AT }), meter(49))).toEqual({
      text: 'Term structure: 12 expiries cached until 10:01:05 ET: drawing it again costs nothing',
      affordable: true,
    });
  });

  it('counts only the failed expiries when some failed within the minute', () => {
    expect(termCostWords(plan(12, { quotes: 8, freshUntil: AT }), meter(49)).text).toBe(
      'Term structure: 2 expiries that failed × 2 strikes near the money (a call and a put each) = 8 quotes of your Market budget (139,951 left this hour)',
    );
  });

  it('waits when the hour cannot pay for it or the provider holds the quotes back', () => {
    expect(termCostWords(plan(12), meter(139_952)).affordable).toBe(false);
    expect(termCostWords(plan(12), meter(139_951)).affordable).toBe(true);
    expect(termCostWords(plan(12), meter(0, AT)).affordable).toBe(false);
    expect(quotesLeft(meter(150_000))).toBe(0);
    expect(quotesLeft(undefined)).toBeNull();
  });

  it('says what drawing spent', () => {
    expect(spentWords({ spent: 49, cached: false, fetchedAt: AT })).toBe('Drawn at 10:01:05 ET for 49 quotes');
    expect(spentWords({ spent: 0, cached: true, fetchedAt: AT })).toBe('From the cache (drawn at 10:01:05 ET): no quotes spent');
  });
});
