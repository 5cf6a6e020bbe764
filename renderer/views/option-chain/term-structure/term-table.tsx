import type { TermRow } from './term-data.ts';

/**
 * The term structure as a table beside its chart: each expiry's days, ATM IV, the straddle's
 * expected move and the IV's 1σ move; an expiry that failed says why in its row.
 */
export function TermTable({ rows, underlier }: { rows: readonly TermRow[]; underlier: string }) {
  return (
    <div className="term-table-scroll" tabIndex={0} role="region" aria-label={`Term structure of ${underlier}, table`}>
      <table className="term-table" data-testid="term-table">
        <thead>
          <tr>
            <th scope="col">Expiry</th>
            <th scope="col" title="Calendar days to expiry (New York).">
              Days
            </th>
            <th scope="col" title="Implied volatility at the money: the mean of the at-the-money call's and put's.">
              ATM IV
            </th>
            <th scope="col" title="Expected move to expiry: the mid of the at-the-money straddle, ± dollars and % of the price.">
              Expected move
            </th>
            <th scope="col" title="One standard deviation of the price to expiry from the ATM IV (S·σ·√T).">
              1σ (IV)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            row.error === null ? (
              <tr key={row.date}>
                <th scope="row" title={row.longExpiry}>
                  {row.expiry}
                </th>
                <td>{row.days}</td>
                <td className="term-figure">{row.iv}</td>
                <td className="term-figure">{row.move}</td>
                <td className="term-figure">{row.sigma}</td>
              </tr>
            ) : (
              <tr key={row.date} className="term-row-failed" data-testid="term-row-failed">
                <th scope="row" title={row.longExpiry}>
                  {row.expiry}
                </th>
                <td colSpan={4}>Not drawn: {row.error}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
