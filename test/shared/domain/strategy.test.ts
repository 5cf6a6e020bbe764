import { describe, expect, it } from 'vitest';
import { classifyStrategy, STRATEGY_KINDS, type StrategyKind } from '../../../shared/domain/strategy.ts';
import { jot, legs } from './strategy-cases.ts';

/** [legs, platform order type, kind, name]: every name, then the shapes that must not be claimed. */
const NAMED: readonly [string[], string | null, StrategyKind, string][] = [
  [['+1 270C', '-1 280C'], 'SPREADS', 'vertical', 'Call debit vertical'],
  [['-1 270C', '+1 280C'], 'SPREADS', 'vertical', 'Call credit vertical'],
  [['+1 260P', '-1 250P'], 'SPREADS', 'vertical', 'Put debit vertical'],
  [['-1 6P', '+1 5P'], 'SPREADS', 'vertical', 'Put credit vertical'],
  [['-14 182.5C', '+14 185C'], null, 'vertical', 'Call credit vertical'],
  [['-1 270C', '+1 270C@2027-01-15'], 'SPREADS', 'calendar', 'Call calendar'],
  [['-1 250P', '+1 245P@2027-01-15'], 'SPREADS', 'diagonal', 'Put diagonal'],
  [['+1 270C', '+1 270P'], 'SPREADS', 'straddle', 'Long straddle'],
  [['-3 270C', '-3 270P'], 'SPREADS', 'straddle', 'Short straddle'],
  [['+1 290C', '+1 250P'], 'SPREADS', 'strangle', 'Long strangle'],
  [['-2 250P', '-2 290C'], 'SPREADS', 'strangle', 'Short strangle'],
  [['+1 260C', '-2 270C', '+1 280C'], 'BUTTERFLY', 'butterfly', 'Call butterfly'],
  [['+5 280P', '-10 270P', '+5 260P'], 'SPREADS', 'butterfly', 'Put butterfly'],
  [['-1 260C', '+2 270C', '-1 280C'], 'BUTTERFLY', 'butterfly', 'Short call butterfly'],
  // The body sent as two legs of one is still the body.
  [['+1 260C', '-1 270C', '-1 270C', '+1 280C'], 'BUTTERFLY', 'butterfly', 'Call butterfly'],
  [['+1 250C', '-1 260C', '-1 270C', '+1 280C'], 'CONDOR', 'condor', 'Call condor'],
  [['-2 250P', '+2 260P', '+2 270P', '-2 280P'], 'SPREADS', 'condor', 'Short put condor'],
  [['+1 240P', '-1 250P', '-1 290C', '+1 300C'], 'IRON_CONDOR', 'iron-condor', 'Iron condor'],
  [['-1 300C', '+1 240P', '+1 310C', '-1 250P'], 'SPREADS', 'iron-condor', 'Iron condor'],
  [['-1 240P', '+1 250P', '+1 290C', '-1 300C'], 'SPREADS', 'iron-condor', 'Reverse iron condor'],
  [['+1 260P', '-1 270P', '-1 270C', '+1 280C'], 'IRON_BUTTERFLY', 'iron-butterfly', 'Iron butterfly'],
  [['-1 260P', '+1 270P', '+1 270C', '-1 280C'], 'SPREADS', 'iron-butterfly', 'Reverse iron butterfly'],
  [['+100 STK', '-1 290C'], 'BUY_WRITES', 'covered-call', 'Covered call'],
  [['+1400 STK', '-14 290C'], 'SPREADS', 'covered-call', 'Covered call'],
  [['+100 STK', '+1 250P', '-1 290C'], 'SPREADS', 'collar', 'Collar'],
  [['+1 270C', '-2 280C'], 'SPREADS', 'ratio-spread', 'Call ratio spread'],
  [['-1 260P', '+3 250P'], 'SPREADS', 'ratio-spread', 'Put ratio spread'],
  [['+1 270C', '-1 270P', '+1 280C'], 'SPREADS', 'custom', 'Custom'],
];

/** Shapes that look like a name but are not it: [legs, platform type, why]. All are custom. */
const NOT_CLAIMED: readonly [string[], string | null, string][] = [
  [['+1 270C', '-2 275C', '+1 285P'], 'BUTTERFLY', 'two calls and a put are not a butterfly'],
  [['+1 5P', '-1 6P', '+1 7C', '-1 7.50C'], 'IRON_CONDOR', 'Buy 5P / Sell 6P / Buy 7C / Sell 7.50C: the calls are bought low, a bull call spread'],
  [['+1 45C', '-1 50C', '+1 55P', '-1 60P'], 'IRON_CONDOR', 'calls below the puts'],
  [['+1 260C', '-2 270C', '+1 290C'], 'BUTTERFLY', 'unequal wings (10 and 20)'],
  [['+1 260C', '-1 270C', '+1 280C'], 'BUTTERFLY', '1×1×1 is not 1×2×1'],
  [['+1 260C', '-2 270C', '+1 280C@2027-01-15'], 'BUTTERFLY', 'a wing on another expiry'],
  [['+1 260C', '+2 270C', '+1 280C'], 'BUTTERFLY', 'every leg bought'],
  [['+1 250C', '-1 260C', '-1 270C', '+1 290C'], 'CONDOR', 'unequal condor wings'],
  [['+1 250C', '-1 260P', '-1 270C', '+1 280C'], 'CONDOR', 'a put among the calls, not two puts under two calls'],
  [['+2 240P', '-1 250P', '-1 290C', '+1 300C'], 'IRON_CONDOR', 'not 1:1:1:1'],
  [['+1 240P', '-1 250P', '-1 290C', '+1 300C@2027-01-15'], 'IRON_CONDOR', 'a wing on another expiry'],
  [['+1 260P', '-1 270P', '-1 270C', '+1 290C'], 'IRON_BUTTERFLY', 'unequal iron butterfly wings'],
  [['+1 270C', '+1 280C'], 'SPREADS', 'both calls bought'],
  [['+1 270C', '-1 270C'], 'SPREADS', 'the same contract bought and sold'],
  [['+1 270C', '-1 280C@2027-01-15', '+1 290C'], 'SPREADS', 'three strikes over two expiries'],
  [['+1 270C', '-2 270C@2027-01-15'], 'SPREADS', 'a calendar is 1:1'],
  [['+1 270C', '-1 270P'], 'SPREADS', 'a synthetic (long call, short put) is neither straddle nor strangle'],
  [['+1 270C', '+1 270P@2027-01-15'], 'SPREADS', 'a straddle is of one expiry'],
  [['+1 270C', '+2 270P'], 'SPREADS', 'a straddle is 1:1'],
  [['-100 STK', '-1 290C'], 'BUY_WRITES', 'short stock and a short call'],
  [['+100 STK', '+1 290C'], 'BUY_WRITES', 'long stock and a long call'],
  [['+200 STK', '-1 290C'], 'BUY_WRITES', '200 shares over one call'],
  [['+100 STK', '+1 290P', '-1 250C'], 'SPREADS', 'a collar buys the put below the call'],
  [['+100 STK', '-1 250P', '-1 290C'], 'SPREADS', 'a collar buys its put'],
];

describe('classifyStrategy', () => {
  it.each(NAMED)('%j (%s) is %s: %s', (texts, platform, kind, name) => {
    expect(classifyStrategy(legs(...texts), platform)).toEqual({ kind, name, platformName: null });
  });

  it('names every strategy kind in the table', () => {
    expect(new Set(NAMED.map(([, , kind]) => kind))).toEqual(new Set(STRATEGY_KINDS));
  });

  it.each(NOT_CLAIMED)('%j (%s) is custom: %s', (texts, platform) => {
    expect(classifyStrategy(legs(...texts), platform)?.kind).toBe('custom');
  });

  it('keeps what the platform called it when the legs disagree', () => {
    expect(classifyStrategy(legs('+1 270C', '-2 275C', '+1 285P'), 'BUTTERFLY')).toEqual({ kind: 'custom', name: 'Custom', platformName: 'Butterfly' });
    expect(classifyStrategy(legs('+1 260C', '-1 270C', '-1 280C', '+1 290C'), 'IRON_CONDOR')).toEqual({
      kind: 'condor',
      name: 'Call condor',
      platformName: 'Iron condor',
    });
  });

  it('names nothing after a generic or unknown platform word', () => {
    for (const platform of [null, 'SPREADS', 'OPTN', 'NEW_WORD', 'constructor', '__proto__']) {
      expect(classifyStrategy(legs('+1 5P', '-1 6P', '+1 7C', '-1 7.50C'), platform)?.platformName).toBeNull();
    }
  });

  it('gives no strategy to an order of one leg or none', () => {
    expect(classifyStrategy(legs('+1 270C'), 'OPTN')).toBeNull();
    expect(classifyStrategy([], null)).toBeNull();
  });

  it('calls legs on two underliers, unread legs and dollar quantities custom', () => {
    expect(classifyStrategy([jot('+1 270C', 1, 'AAPL'), jot('-1 280C', 2, 'MSFT')], 'SPREADS')?.kind).toBe('custom');
    const unknownAction = legs('+1 270C', '-1 280C').map((leg, i) => (i === 1 ? { ...leg, action: 'EXCHANGE' } : leg));
    expect(classifyStrategy(unknownAction, 'SPREADS')?.kind).toBe('custom');
    const noStrike = legs('+1 270C', '-1 280C').map((leg, i) =>
      i === 1 && leg.option !== null ? { ...leg, option: { ...leg.option, strikePrice: null } } : leg,
    );
    expect(classifyStrategy(noStrike, 'SPREADS')?.kind).toBe('custom');
    const dollars = legs('+100 STK', '-1 290C').map((leg, i) => (i === 0 ? { ...leg, quantityType: 'DOLLAR' } : leg));
    expect(classifyStrategy(dollars, 'BUY_WRITES')).toEqual({ kind: 'custom', name: 'Custom', platformName: 'Buy-write (covered call)' });
  });

  it('reads closing actions by their side: buying to close the lower call of a pair is a debit', () => {
    const closing = legs('+1 270C', '-1 280C').map((leg) => ({ ...leg, action: leg.action === 'BUY_OPEN' ? 'BUY_CLOSE' : 'SELL_CLOSE' }));
    expect(classifyStrategy(closing, 'SPREADS')?.name).toBe('Call debit vertical');
  });
});
