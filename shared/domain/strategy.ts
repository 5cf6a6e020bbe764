/**
 * The name of a multi-leg order's strategy, read from its legs: vertical (call or put, debit or
 * credit), calendar, diagonal, straddle, strangle, butterfly, condor, iron condor, iron butterfly,
 * collar, covered call, ratio spread, and "custom" when the legs are none of these. The platform's
 * own word (v1 `orderType`: BUTTERFLY, IRON_CONDOR…) is kept when it is specific and agrees with
 * the legs; when it disagrees the legs win and the platform's word is kept beside the name, so the
 * details can say what the platform called it. Generic words (SPREADS, OPTN) name nothing.
 *
 * Only shapes a trader would call by the name are claimed: one underlier, whole legs, the
 * textbook strike order and sides, 1:1 quantities (1×2×1 for a butterfly, 1:2… for a ratio) and
 * equal wings where the name requires them. Anything else is custom.
 */
import { legRatio, legShapes, type LegShape } from './strategy-legs.ts';
import type { OrderLeg } from './orders.ts';

/** The strategies named. */
export const STRATEGY_KINDS = [
  'vertical',
  'calendar',
  'diagonal',
  'straddle',
  'strangle',
  'butterfly',
  'condor',
  'iron-condor',
  'iron-butterfly',
  'collar',
  'covered-call',
  'ratio-spread',
  'custom',
] as const;
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

/** A multi-leg order's strategy. */
export interface Strategy {
  kind: StrategyKind;
  /** "Put credit vertical", "Iron condor", "Custom". */
  name: string;
  /** The platform's specific word, in words, when it names a different strategy than the legs ("Butterfly"); else `null`. */
  platformName: string | null;
}

/** The platform's specific order types and the strategy each names; any other type names none. */
const PLATFORM_KINDS: Readonly<Record<string, { kind: StrategyKind; words: string }>> = {
  BUTTERFLY: { kind: 'butterfly', words: 'Butterfly' },
  IRON_BUTTERFLY: { kind: 'iron-butterfly', words: 'Iron butterfly' },
  CONDOR: { kind: 'condor', words: 'Condor' },
  IRON_CONDOR: { kind: 'iron-condor', words: 'Iron condor' },
  BUY_WRITES: { kind: 'covered-call', words: 'Buy-write (covered call)' },
};

type Named = Pick<Strategy, 'kind' | 'name'>;
const CUSTOM: Named = { kind: 'custom', name: 'Custom' };
const right = (shape: LegShape): string => (shape.right === 'CALL' ? 'Call' : 'Put');
const longShort = (side: 1 | -1): string => (side === 1 ? 'Long' : 'Short');
/** "Call butterfly" bought (wings long), "Short call butterfly" sold. */
const longShortName = (wing: LegShape, what: string): string => (wing.side === 1 ? `${right(wing)} ${what}` : `Short ${right(wing).toLowerCase()} ${what}`);
const byStrike = (a: LegShape, b: LegShape): number => (a.strike ?? 0) - (b.strike ?? 0);
const same = <T>(values: readonly T[]): boolean => values.every((value) => value === values[0]);
/** Strikes compared to a ten-thousandth: 182.5 - 180 and 185 - 182.5 are the same wing. */
const sameWidth = (a: number, b: number): boolean => Math.abs(a - b) < 1e-4;
const width = (low: LegShape, high: LegShape): number => (high.strike ?? 0) - (low.strike ?? 0);

/** Two options of one right: vertical, calendar, diagonal or ratio spread. */
function twoOfOneRight(a: LegShape, b: LegShape, ratio: readonly number[]): Named {
  if (a.side === b.side) return CUSTOM;
  const [low, high] = [a, b].sort(byStrike) as [LegShape, LegShape];
  const sameExpiry = a.expiry === b.expiry;
  const sameStrike = a.strike === b.strike;
  if (sameExpiry && !sameStrike) {
    if (ratio[0] !== ratio[1]) return { kind: 'ratio-spread', name: `${right(a)} ratio spread` };
    // The lower strike is the dearer call and the cheaper put: buying the dearer leg is paying.
    const debit = a.right === 'CALL' ? low.side === 1 : high.side === 1;
    return { kind: 'vertical', name: `${right(a)} ${debit ? 'debit' : 'credit'} vertical` };
  }
  if (ratio[0] !== ratio[1] || sameExpiry) return CUSTOM;
  return sameStrike ? { kind: 'calendar', name: `${right(a)} calendar` } : { kind: 'diagonal', name: `${right(a)} diagonal` };
}

/** A call and a put: straddle or strangle (same side, same expiry, 1:1). */
function callAndPut(a: LegShape, b: LegShape, ratio: readonly number[]): Named {
  if (a.side !== b.side || a.expiry !== b.expiry || ratio[0] !== ratio[1]) return CUSTOM;
  if (a.strike === b.strike) return { kind: 'straddle', name: `${longShort(a.side)} straddle` };
  return { kind: 'strangle', name: `${longShort(a.side)} strangle` };
}

/** Three strikes of one right at 1×2×1, wings on one side, the body on the other, wings equal. */
function butterfly(legs: readonly LegShape[], lots: ReadonlyMap<LegShape, number>): Named {
  const [low, body, high] = [...legs].sort(byStrike) as [LegShape, LegShape, LegShape];
  const ones = lots.get(low) === 1 && lots.get(high) === 1 && lots.get(body) === 2;
  const wings = width(low, body);
  if (!ones || low.side !== high.side || body.side === low.side || wings <= 0 || !sameWidth(wings, width(body, high))) return CUSTOM;
  return { kind: 'butterfly', name: longShortName(low, 'butterfly') };
}

/** Four strikes of one right at 1:1:1:1: long, short, short, long (or the reverse), wings equal. */
function condor(legs: readonly LegShape[]): Named {
  const [a, b, c, d] = [...legs].sort(byStrike) as [LegShape, LegShape, LegShape, LegShape];
  const strikes = new Set(legs.map((leg) => leg.strike));
  if (strikes.size !== 4 || a.side !== d.side || b.side !== c.side || a.side === b.side || !sameWidth(width(a, b), width(c, d))) return CUSTOM;
  return { kind: 'condor', name: longShortName(a, 'condor') };
}

/**
 * Two puts below two calls, 1:1:1:1: a long and a short put under a short and a long call (or
 * every side reversed). The short put and short call at one strike, wings equal: iron butterfly.
 */
function ironShape(legs: readonly LegShape[]): Named {
  const puts = legs.filter((leg) => leg.right === 'PUT').sort(byStrike);
  const calls = legs.filter((leg) => leg.right === 'CALL').sort(byStrike);
  if (puts.length !== 2 || calls.length !== 2) return CUSTOM;
  const [outerPut, innerPut, innerCall, outerCall] = [...puts, ...calls] as [LegShape, LegShape, LegShape, LegShape];
  const sided = outerPut.side === outerCall.side && innerPut.side === innerCall.side && outerPut.side !== innerPut.side;
  const strikes = [outerPut, innerPut, innerCall, outerCall].map((leg) => leg.strike ?? 0);
  const rising = strikes.every((strike, i) => i === 0 || strike >= (strikes[i - 1] ?? 0)) && strikes[0] !== strikes[1] && strikes[2] !== strikes[3];
  if (!sided || !rising) return CUSTOM;
  const reverse = innerPut.side === 1 ? 'Reverse iron' : 'Iron';
  if (innerPut.strike === innerCall.strike) {
    return sameWidth(width(outerPut, innerPut), width(innerCall, outerCall)) ? { kind: 'iron-butterfly', name: `${reverse} butterfly` } : CUSTOM;
  }
  return { kind: 'iron-condor', name: `${reverse} condor` };
}

/** Stock with options: long stock and a short call (covered call), with a long put below it too (collar). */
function withStock(stock: LegShape, options: readonly LegShape[], lots: ReadonlyMap<LegShape, number>): Named {
  if (stock.side !== 1 || !options.every((option) => lots.get(option) === lots.get(stock))) return CUSTOM;
  const call = options.find((option) => option.right === 'CALL');
  const put = options.find((option) => option.right === 'PUT');
  if (call === undefined || call.side !== -1) return CUSTOM;
  if (options.length === 1) return { kind: 'covered-call', name: 'Covered call' };
  if (options.length !== 2 || put === undefined || put.side !== 1 || put.expiry !== call.expiry || (put.strike ?? 0) >= (call.strike ?? 0)) return CUSTOM;
  return { kind: 'collar', name: 'Collar' };
}

/** The strategy of legs already read (one underlier, whole legs). */
function shapeStrategy(legs: readonly LegShape[]): Named {
  const { ratio } = legRatio(legs.map((leg) => leg.lots));
  const lots = new Map(legs.map((leg, i) => [leg, ratio[i] ?? 0]));
  const stock = legs.filter((leg) => leg.right === 'STOCK');
  const options = legs.filter((leg) => leg.right !== 'STOCK');
  if (stock.length > 1) return CUSTOM;
  if (stock.length === 1) return withStock(stock[0] as LegShape, options, lots);
  const oneRight = same(options.map((leg) => leg.right));
  if (options.length === 2) {
    const [a, b] = options as [LegShape, LegShape];
    return oneRight ? twoOfOneRight(a, b, ratio) : callAndPut(a, b, ratio);
  }
  if (!same(options.map((leg) => leg.expiry))) return CUSTOM;
  if (options.length === 3 && oneRight) return butterfly(options, lots);
  if (options.length === 4 && same(ratio)) return oneRight ? condor(options) : ironShape(options);
  return CUSTOM;
}

/**
 * The strategy of a multi-leg order's legs, given the platform's order type; `null` for an order
 * of fewer than two legs (it has no strategy to name). See the module's comment for the rules.
 */
export function classifyStrategy(legs: readonly OrderLeg[], platformType: string | null): Strategy | null {
  if (legs.length < 2) return null;
  const shapes = legShapes(legs);
  const named = shapes === null || shapes.length < 2 || !same(shapes.map((shape) => shape.symbol)) ? CUSTOM : shapeStrategy(shapes);
  const platform = platformType !== null && Object.hasOwn(PLATFORM_KINDS, platformType) ? PLATFORM_KINDS[platformType] : undefined;
  if (platform === undefined) return { ...named, platformName: null };
  // The platform's word is kept when the legs agree with it (the legs' name says which side and right).
  return platform.kind === named.kind ? { ...named, platformName: null } : { ...named, platformName: platform.words };
}

/** "Iron condor"; "Custom (the platform calls it Butterfly)" when the legs disagree with the platform's word. */
export const strategyWords = (strategy: Strategy): string =>
  strategy.platformName === null ? strategy.name : `${strategy.name} (the platform calls it ${strategy.platformName})`;
