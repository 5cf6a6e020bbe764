/**
 * The account at a glance above the positions (or every account, added up): its value, market
 * value, day's gain, total gain, cash and buying power (from the balance), and its net delta and
 * theta in share equivalents.
 * The provider's own totals where it sent them, else the sums of the positions; a figure nobody
 * sent reads "—", and greeks the QUICK view would leave out are said to be missing.
 */
import type { AccountSnapshot } from '../../../shared/domain/positions-watch.ts';
import { accountTotals } from './account-totals.ts';
import { formatGain, formatMoney, formatPercent, formatShares, toneOf } from './position-format.ts';

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
      <Figure
        label="Day's gain"
        value={`${formatGain(t.daysGain)} ${formatPercent(t.daysGainPercent)}`.trim()}
        tone={toneOf(t.daysGain)}
        testId="total-days-gain"
      />
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
