/**
 * The risk profile's computing, past the data (the legs priced): what `strikeboard analyze`
 * computes for its answer (the figures at the first expiry, both curves on 401 prices and the
 * greeks now and on the day) for a 4-leg iron condor and for a 40-leg underlier group (stock and
 * options over three expiries, so the curve is smooth and searched). Goal: ≤ 50 ms for the 40-leg
 * group. Beside it, the computing of one slider step (both curves on 401 prices at a new day or
 * IV shift), which the lab's view does per frame: goal p95 ≤ 16.7 ms for either case. Run with
 * `npm run bench -- analyze`.
 */
import { goalLine, goalSummary, line, ms, percentile } from './bench-figures.ts';
import { newYorkCloseOf } from '../shared/domain/market-time.ts';
import { priceGrid, profitCurve, positionGreeks, riskFigures, type StrategyLeg } from '../shared/domain/risk-profile.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 41);
const NOW = Date.parse('2027-01-19T15:00:00Z');
const SPOT = 250;
const setting = { rate: 0.04, dividendYield: 0 };
const EXPIRIES = ['2027-02-19', '2027-03-19', '2027-04-16'];

const option = (right: 'call' | 'put', strike: number, quantity: number, expiry: string, entry: number, iv: number): StrategyLeg => ({
  kind: 'option',
  right,
  strike,
  expiry,
  quantity,
  multiplier: 100,
  entry,
  iv,
});

const condor: StrategyLeg[] = [
  option('put', 230, 1, EXPIRIES[0] ?? '', 1.1, 0.31),
  option('put', 240, -1, EXPIRIES[0] ?? '', 2.4, 0.29),
  option('call', 260, -1, EXPIRIES[0] ?? '', 2.6, 0.27),
  option('call', 270, 1, EXPIRIES[0] ?? '', 1.2, 0.26),
];

/** 39 option legs around the money over three expiries (a fixed pattern, no randomness), and shares. */
const group: StrategyLeg[] = [
  { kind: 'stock', quantity: 300, entry: 244.5 },
  ...Array.from({ length: 39 }, (_, i) => {
    const expiry = EXPIRIES[i % 3] ?? '';
    const strike = 200 + (i % 13) * 7.5;
    const right = i % 2 === 0 ? 'call' : 'put';
    const quantity = (i % 5) - 2 === 0 ? 1 : (i % 5) - 2;
    return option(right, strike, quantity, expiry, 3 + (i % 7) * 0.85, 0.24 + (i % 6) * 0.01);
  }),
];

const prices = priceGrid(SPOT * 0.7, SPOT * 1.3, 401);
const firstClose = newYorkCloseOf(EXPIRIES[0] ?? '') ?? NOW;
const distribution = { spot: SPOT, iv: 0.28, years: (firstClose - NOW) / (365 * 86_400_000), rate: 0.04, dividendYield: 0 };

/** What analyze computes past the data. */
function answer(legs: readonly StrategyLeg[]): number {
  const figures = riskFigures(legs, { setting, reference: SPOT, distribution, nowMs: NOW });
  const atExpiry = profitCurve(legs, prices, { atMs: firstClose, ivShift: 0 }, setting);
  const today = profitCurve(legs, prices, { atMs: NOW, ivShift: 0 }, setting);
  const greeks = positionGreeks(legs, SPOT, { atMs: NOW, ivShift: 0 }, setting);
  return (figures.maxLoss ?? 0) + (atExpiry[200] ?? 0) + (today[200] ?? 0) + greeks.delta;
}

/** One slider step: both curves at a new day and IV shift. */
function step(legs: readonly StrategyLeg[], i: number): number {
  const atMs = NOW + ((firstClose - NOW) * (i % 20)) / 20;
  const ivShift = ((i % 11) - 5) / 100;
  const atExpiry = profitCurve(legs, prices, { atMs: firstClose, ivShift }, setting);
  const onDay = profitCurve(legs, prices, { atMs, ivShift }, setting);
  return (atExpiry[0] ?? 0) + (onDay[0] ?? 0);
}

function timed(fn: () => number): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function run(label: string, legs: readonly StrategyLeg[], goal: number | null): void {
  for (let i = 0; i < 5; i += 1) answer(legs);
  const answers = Array.from({ length: RUNS }, () => timed(() => answer(legs)));
  if (goal === null) line(`${label}: the answer (figures, two 401-point curves, greeks)`, ms(answers.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0));
  else goalLine(`${label}: the answer (figures, two 401-point curves, greeks)`, answers, goal);
  const steps = Array.from({ length: RUNS * 3 }, (_, i) => timed(() => step(legs, i)));
  const p95 = percentile(steps, 0.95);
  const verdict = p95 <= 16.7 ? 'ok' : 'OVER';
  line(`${label}: one slider step, both curves on 401 prices (goal p95 <= 16.7 ms)`, `p95 ${ms(p95)}, ratio ${(p95 / 16.7).toFixed(2)} ${verdict}`);
}

console.log(`The risk profile's computing (${RUNS} runs each; ${group.length} legs in the group, ${prices.length} prices):`);
run('4-leg iron condor', condor, null);
run(`${group.length}-leg underlier group over 3 expiries`, group, 50);
goalSummary();
