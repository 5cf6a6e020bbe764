/**
 * The account at a glance above the positions (or every account, added up): its value, market
 * value, day's gain, total gain, cash and buying power (from the balance), and its net delta and
 * theta in share equivalents.
 * The provider's own totals where it sent them, else the sums of the positions; a figure nobody
 * sent reads "—", and greeks the QUICK view would leave out are said to be missing.
 */
import { accountValue, buyingPower, cashBalance } from '../../../shared/domain/account-balance.ts';
import { accountGreeks, sumPositions } from '../../../shared/domain/position-math.ts';
import type { AccountSnapshot } from '../../../shared/domain/positions-watch.ts';
import { formatGain, formatMoney, formatPercent, formatShares, toneOf } from './position-format.ts';

/** A sum of known figures; `null` when none is known. */
const total = (values: readonly (number | null)[]): number | null => values.reduce<number | null>((sum, value) => (value === null ? sum : (sum ?? 0) + value), null);

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

function Figure({ label, value, tone = '', title, testId }: { label: string; value: string; tone?: string; title?: string; testId: string }) {
  return (
    <div className="totals-figure" title={title} data-testid={testId}>
      <dt>{label}</dt>
      <dd className={tone.trim() || undefined}>{value}</dd>
    </div>
  );
}

/** The bar, for one account or all of them. */
export function PositionsTotals({ snapshots }: { snapshots: readonly AccountSnapshot[] }) {
  const t = accountTotals(snapshots);
  return (
    <dl className="positions-totals" aria-label="Account totals" data-testid="positions-totals">
      <Figure label="Account value" value={formatMoney(t.accountValue)} testId="total-account-value" />
      <Figure label="Market value" value={formatMoney(t.marketValue)} testId="total-market-value" />
      <Figure label="Day's gain" value={`${formatGain(t.daysGain)} ${formatPercent(t.daysGainPercent)}`.trim()} tone={toneOf(t.daysGain)} testId="total-days-gain" />
      <Figure
        label="Total gain"
        value={`${formatGain(t.totalGain)} ${formatPercent(t.totalGainPercent)}`.trim()}
        tone={toneOf(t.totalGain)}
        title={t.unknownCost > 0 ? `${t.unknownCost} position(s) of unknown cost are left out` : undefined}
        testId="total-gain"
      />
      <Figure label="Cash" value={formatMoney(t.cash)} testId="total-cash" />
      <Figure label="Buying power" value={formatMoney(t.buyingPower)} testId="total-buying-power" />
      <Figure
        label="Net delta"
        value={`${formatShares(t.netDelta)} sh`}
        title={`Share equivalents: Σ quantity × multiplier × delta${t.greeksMissing > 0 ? `; ${t.greeksMissing} option(s) without greeks left out` : ''}`}
        testId="total-net-delta"
      />
      <Figure
        label="Net theta"
        value={`${formatGain(t.netTheta)}/day`}
        tone={toneOf(t.netTheta)}
        title={`Σ quantity × multiplier × theta, in $ a day${t.greeksMissing > 0 ? `; ${t.greeksMissing} option(s) without greeks left out` : ''}`}
        testId="total-net-theta"
      />
    </dl>
  );
}
