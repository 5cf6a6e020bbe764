/**
 * The no-arbitrage checks a trader applies to a quoted chain, as a pure function over one
 * expiry's quotes: each named violation is a trade the quotes would let someone make for nothing.
 * Checked per series (one root: standard, adjusted and mini contracts are different deliverables):
 *
 * - bid <= ask, bid >= 0;
 * - calls' bids and asks fall (never rise) with the strike, puts' rise (never fall): the chain a
 *   trader reads, not only the tradeable bound;
 * - no vertical for a credit beyond its width: a call vertical sold at bid(K1) - ask(K2) never
 *   beats (K2 - K1) e^(-rT), likewise puts;
 * - convexity as a tradeable butterfly: buying the wings at their asks and selling the body at its
 *   bid never pays (w1 ask(K1) + w3 ask(K3) - bid(K2) >= 0 for adjacent strikes, weights by
 *   distance, so unequal steps count too);
 * - put-call parity within the spread: call bid - put ask <= S - K e^(-rT) <= call ask - put bid.
 *
 * Prices are cents on the wire, so every comparison allows a hundredth of a cent for binary floats.
 */

/** One side's quote. */
export interface SideQuote {
  bid: number;
  ask: number;
}

/** One strike of one series. */
export interface QuotedStrike {
  strike: number;
  call?: SideQuote;
  put?: SideQuote;
}

/** One series of one expiry with what parity needs. */
export interface QuotedSeries {
  /** Names the series in violations: "AAPL 2026-12-18 AAPL1". */
  label: string;
  spot: number;
  years: number;
  rate: number;
  /** Ascending by strike. */
  strikes: readonly QuotedStrike[];
}

/** One trade the quotes allow for nothing. */
export interface Violation {
  rule: 'bid-above-ask' | 'negative-bid' | 'call-rises' | 'put-falls' | 'vertical-too-wide' | 'butterfly-credit' | 'parity';
  where: string;
  detail: string;
}

const EPS = 1e-4;

const sides = ['call', 'put'] as const;

function checkQuotes(series: QuotedSeries, out: Violation[]): void {
  for (const row of series.strikes) {
    for (const side of sides) {
      const quote = row[side];
      if (quote === undefined) continue;
      const where = `${series.label} ${side} ${row.strike}`;
      if (quote.bid > quote.ask + EPS) out.push({ rule: 'bid-above-ask', where, detail: `bid ${quote.bid} > ask ${quote.ask}` });
      if (quote.bid < -EPS) out.push({ rule: 'negative-bid', where, detail: `bid ${quote.bid}` });
    }
  }
}

function checkMonotone(series: QuotedSeries, discount: number, out: Violation[]): void {
  const { strikes } = series;
  for (let i = 1; i < strikes.length; i += 1) {
    const low = strikes[i - 1] as QuotedStrike;
    const high = strikes[i] as QuotedStrike;
    const width = (high.strike - low.strike) * discount;
    const where = `${series.label} ${low.strike}/${high.strike}`;
    if (low.call && high.call) {
      if (high.call.bid > low.call.bid + EPS || high.call.ask > low.call.ask + EPS) {
        out.push({ rule: 'call-rises', where, detail: `${low.call.bid}/${low.call.ask} then ${high.call.bid}/${high.call.ask}` });
      }
      if (low.call.bid - high.call.ask > width + EPS)
        out.push({ rule: 'vertical-too-wide', where, detail: `call vertical sells for ${low.call.bid - high.call.ask} over a width of ${width}` });
    }
    if (low.put && high.put) {
      if (low.put.bid > high.put.bid + EPS || low.put.ask > high.put.ask + EPS) {
        out.push({ rule: 'put-falls', where, detail: `${low.put.bid}/${low.put.ask} then ${high.put.bid}/${high.put.ask}` });
      }
      if (high.put.bid - low.put.ask > width + EPS)
        out.push({ rule: 'vertical-too-wide', where, detail: `put vertical sells for ${high.put.bid - low.put.ask} over a width of ${width}` });
    }
  }
}

function checkConvex(series: QuotedSeries, out: Violation[]): void {
  const { strikes } = series;
  for (let i = 2; i < strikes.length; i += 1) {
    const a = strikes[i - 2] as QuotedStrike;
    const b = strikes[i - 1] as QuotedStrike;
    const c = strikes[i] as QuotedStrike;
    const w1 = (c.strike - b.strike) / (c.strike - a.strike);
    const w3 = (b.strike - a.strike) / (c.strike - a.strike);
    for (const side of sides) {
      const [qa, qb, qc] = [a[side], b[side], c[side]];
      if (!qa || !qb || !qc) continue;
      const cost = w1 * qa.ask + w3 * qc.ask - qb.bid;
      if (cost < -EPS)
        out.push({
          rule: 'butterfly-credit',
          where: `${series.label} ${side} ${a.strike}/${b.strike}/${c.strike}`,
          detail: `butterfly bought for ${cost.toFixed(4)}`,
        });
    }
  }
}

function checkParity(series: QuotedSeries, discount: number, out: Violation[]): void {
  for (const row of series.strikes) {
    if (!row.call || !row.put) continue;
    const forward = series.spot - row.strike * discount;
    const slack = EPS + 1e-9 * series.spot;
    if (row.call.bid - row.put.ask > forward + slack || row.call.ask - row.put.bid < forward - slack) {
      out.push({
        rule: 'parity',
        where: `${series.label} ${row.strike}`,
        detail: `C ${row.call.bid}/${row.call.ask}, P ${row.put.bid}/${row.put.ask}, S - K e^-rT ${forward.toFixed(4)}`,
      });
    }
  }
}

/** Every violation in one series (empty when the quotes allow no free trade). */
export function arbitrageViolations(series: QuotedSeries): Violation[] {
  const out: Violation[] = [];
  const discount = Math.exp(-series.rate * series.years);
  checkQuotes(series, out);
  checkMonotone(series, discount, out);
  checkConvex(series, out);
  checkParity(series, discount, out);
  return out;
}
