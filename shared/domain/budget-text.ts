/**
 * Reading an hourly budget as a person types it ("140000", "140,000", "140 000"): a whole number
 * from 1 to 10,000,000, or a reason it is not one.
 */

export const HOURLY_BUDGET_BOUNDS = { min: 1, max: 10_000_000 } as const;

/** The budget typed, or why it cannot be one. */
export function parseHourlyBudget(text: string): { ok: true; value: number } | { ok: false; reason: string } {
  const compact = text.trim().replace(/[\s,_]/g, '');
  if (compact === '') return { ok: false, reason: 'Type a number of requests per hour.' };
  if (!/^\d+$/.test(compact)) return { ok: false, reason: 'Use whole numbers only (digits, optionally with thousands separators).' };
  const value = Number(compact);
  if (value < HOURLY_BUDGET_BOUNDS.min || value > HOURLY_BUDGET_BOUNDS.max) {
    return { ok: false, reason: `Must be from ${HOURLY_BUDGET_BOUNDS.min} to ${HOURLY_BUDGET_BOUNDS.max.toLocaleString('en-US')}.` };
  }
  return { ok: true, value };
}
