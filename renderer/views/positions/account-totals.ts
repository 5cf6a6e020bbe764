/**
 * The figures of the positions view's totals bar, for one account or several (All accounts):
 * each account's own totals where the provider sent them, else the sums of its positions, then
 * added up. Nothing is made up: a figure no account sent stays `null`.
 */
import { accountValue, buyingPower, cashBalance } from '../../../shared/domain/account-balance.ts';
import { accountGreeks, sumPositions } from '../../../shared/domain/position-math.ts';
import type { AccountSnapshot } from '../../../shared/domain/positions-watch.ts';

/** A sum of known figures; `null` when none is known. */
const total = (values: readonly (number | null)[]): number | null =>
  values.reduce<number | null>((sum, value) => (value === null ? sum : (sum ?? 0) + value), null);

/**
 * The totals of one account's read, or of several (All accounts): each account's own totals where
 * the provider sent them, else the sums of its positions, then added up across the accounts.
 */
export function accountTotals(snapshots: readonly AccountSnapshot[]) {
  const each = snapshots.map(({ portfolio, balance }) => {
    const sums = sumPositions(portfolio.positions);
    const totals = portfolio.totals;
    return {
      accountValue: accountValue(balance),
      marketValue: totals?.marketValue ?? sums.marketValue,
      daysGain: totals?.daysGain ?? sums.daysGain,
      totalGain: totals?.totalGain ?? sums.totalGain,
      totalCost: totals?.totalCost ?? sums.totalCost,
      cash: cashBalance(balance) ?? totals?.cash ?? null,
      buyingPower: buyingPower(balance),
    };
  });
  const positions = snapshots.flatMap((snapshot) => snapshot.portfolio.positions);
  const sums = sumPositions(positions);
  const greeks = accountGreeks(positions);
  const one = snapshots.length === 1 ? snapshots[0]?.portfolio.totals : null;
  const marketValue = total(each.map((e) => e.marketValue));
  const daysGain = total(each.map((e) => e.daysGain));
  const totalGain = total(each.map((e) => e.totalGain));
  const totalCost = total(each.map((e) => e.totalCost));
  // The day's base: the value at the previous close (plus today's net buying), as the provider's percentage has it.
  const dayBase = marketValue !== null && daysGain !== null ? marketValue - daysGain : null;
  return {
    accountValue: total(each.map((e) => e.accountValue)),
    marketValue,
    daysGain,
    daysGainPercent: one?.daysGainPercent ?? (daysGain !== null && dayBase !== null && dayBase !== 0 ? (100 * daysGain) / Math.abs(dayBase) : null),
    totalGain,
    totalGainPercent: one?.totalGainPercent ?? (totalGain !== null && totalCost !== null && totalCost !== 0 ? (100 * totalGain) / Math.abs(totalCost) : null),
    unknownCost: sums.unknownCost,
    cash: total(each.map((e) => e.cash)),
    buyingPower: total(each.map((e) => e.buyingPower)),
    netDelta: greeks.delta,
    netTheta: greeks.theta,
    greeksMissing: greeks.missing,
  };
}
