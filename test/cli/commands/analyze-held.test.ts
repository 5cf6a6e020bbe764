/**
 * A held group as the lab's legs (cli/commands/analyze-held.ts), against hand-computed figures:
 * each leg entered at its cost as the provider's total gain counts it, each option at the IV its
 * own mark implies, so the group's P/L now at the current price is the provider's total gain; and
 * what cannot be analysed is left out and said, never guessed.
 */
import { describe, expect, it } from 'vitest';
import { heldLegs } from '../../../cli/commands/analyze-held.ts';
import { optionValue } from '../../../shared/domain/option-model.ts';
import { profitAt, type ModelSetting } from '../../../shared/domain/risk-profile.ts';
import { position } from '../../helpers/position-builder.ts';

const SETTING: ModelSetting = { rate: 0.04, dividendYield: 0 };
/** Tuesday 1 December 2026, 15:00 in New York. */
const NOW = Date.parse('2026-12-01T20:00:00Z');
const EXPIRY = '2027-01-15';

/** 100 AAPL bought at 50.00, at 60.00 now; one 65 call sold at 5.00, at 3.00 now. */
const SHARES = position({ quantity: 100, marketValue: 6000, totalGain: 1000, costPerShare: 50, quote: { last: 60 } });
const SHORT_CALL = position({
  description: "AAPL Jan 15 '27 $65 Call",
  quantity: -1,
  side: 'SHORT',
  marketValue: -300,
  totalGain: 200,
  costPerShare: 5,
  option: { callPut: 'CALL', strike: 65, expiry: EXPIRY },
  greeks: { iv: 0.9 },
});

describe('heldLegs', () => {
  it('enters each leg at its cost and prices each option at the IV its mark implies', () => {
    const held = heldLegs([SHARES, SHORT_CALL, position({ symbol: 'MSFT', underlier: 'MSFT' })], 'AAPL', 60, NOW, SETTING);
    if (!held.ok) throw new Error(held.error.message);
    const [stock, call] = held.data.legs.map((p) => p.leg);
    expect(stock).toEqual({ kind: 'stock', quantity: 100, entry: 50 });
    expect(call).toMatchObject({ kind: 'option', right: 'call', strike: 65, expiry: EXPIRY, quantity: -1, multiplier: 100 });
    expect(call?.entry).toBeCloseTo(5, 10);
    expect(held.data.legs[1]?.ivSource).toBe('mark');
    // The IV is the mark's, not the provider's 90 %: the model's value now is the mark, 3.00.
    if (call?.kind !== 'option') throw new Error('an option leg expected');
    const years = (Date.parse('2027-01-15T21:00:00Z') - NOW) / (365 * 24 * 3600 * 1000);
    expect(optionValue('call', { spot: 60, strike: 65, years, iv: call.iv, ...SETTING })).toBeCloseTo(3, 6);
    expect(held.data.from).toEqual([SHARES, SHORT_CALL]);
    expect(held.data.notes).toEqual([]);
  });

  it('makes the P/L now at the current price the total gain: 1,000 on the shares and 200 on the call', () => {
    const held = heldLegs([SHARES, SHORT_CALL], 'AAPL', 60, NOW, SETTING);
    if (!held.ok) throw new Error(held.error.message);
    const now = profitAt(
      held.data.legs.map((p) => p.leg),
      60,
      { atMs: NOW, ivShift: 0 },
      SETTING,
    );
    expect(Math.round(now * 100)).toBe(120_000);
  });

  it('counts a position whose cost the provider does not know from its mark, and says so', () => {
    const unknown = position({ quantity: 10, marketValue: 600, totalGain: null, costPerShare: null });
    const held = heldLegs([unknown], 'AAPL', 60, NOW, SETTING);
    if (!held.ok) throw new Error(held.error.message);
    expect(held.data.legs[0]?.leg).toEqual({ kind: 'stock', quantity: 10, entry: 60 });
    expect(held.data.notes).toEqual(['The provider does not know the cost of AAPL: its P/L counts from its mark now.']);
  });

  it('leaves out what is neither stock nor a whole option, and says why', () => {
    const fund = position({ description: 'VANGUARD 500', securityType: 'MF', marketValue: 100, totalGain: 1 });
    const noStrike = position({ description: 'AAPL option', marketValue: 100, totalGain: 1, option: { callPut: 'CALL', expiry: EXPIRY } });
    const held = heldLegs([SHARES, fund, noStrike], 'AAPL', 60, NOW, SETTING);
    if (!held.ok) throw new Error(held.error.message);
    expect(held.data.legs).toHaveLength(1);
    expect(held.data.notes).toEqual([
      'VANGUARD 500 (MF) is left out: only stock and options are analysed.',
      'AAPL option is left out: the provider names no strike, expiry and type for it, or it has expired.',
    ]);
  });

  it('prices an option whose mark implies no volatility at the provider’s IV, and says its value now is not its mark', () => {
    // A 30 call marked at 1.00 with the stock at 60: below its intrinsic 30.
    const below = position({
      description: 'AAPL 30 call',
      quantity: 1,
      marketValue: 100,
      totalGain: 0,
      option: { callPut: 'CALL', strike: 30, expiry: EXPIRY },
      greeks: { iv: 0.3 },
    });
    const held = heldLegs([below], 'AAPL', 60, NOW, SETTING);
    if (!held.ok) throw new Error(held.error.message);
    expect(held.data.legs[0]?.leg).toMatchObject({ iv: 0.3 });
    expect(held.data.legs[0]?.ivSource).toBe('chain');
    expect(held.data.notes[0]).toMatch(/^AAPL 30 call: its mark implies no volatility at 60; priced at the provider's IV/);
  });

  it('refuses an underlier not held, and a group of which nothing can be analysed', () => {
    expect(heldLegs([SHARES], 'TSLA', 60, NOW, SETTING)).toMatchObject({ ok: false, error: { message: 'The account holds nothing of TSLA.' } });
    const fund = position({ description: 'VANGUARD 500', securityType: 'MF', marketValue: 100, totalGain: 1 });
    expect(heldLegs([fund], 'AAPL', 60, NOW, SETTING)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^Nothing the account holds of AAPL can be analysed: VANGUARD 500 \(MF\) is left out/) },
    });
  });
});
