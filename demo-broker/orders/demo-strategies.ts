/**
 * The names of the demo's multi-leg strategies, in a module of their own (it imports nothing): the
 * order model names them and strategy-orders.ts builds them, which imports the model's leg types.
 */

/**
 * The strategies of the demo's spread orders (SPREADS and the platform's named types), the ones
 * the plan's coverage block reaches first first; "custom" (a risk reversal) is what a net-even
 * order trades. A buy-write is the covered call.
 */
export const SPREAD_STRATEGIES = [
  'iron-condor',
  'call-debit-vertical',
  'butterfly',
  'put-credit-vertical',
  'calendar',
  'straddle',
  'iron-butterfly',
  'strangle',
  'collar',
  'diagonal',
  'condor',
  'ratio-spread',
  'call-credit-vertical',
  'put-debit-vertical',
  'custom',
] as const;
export type DemoStrategy = (typeof SPREAD_STRATEGIES)[number] | 'covered-call';
