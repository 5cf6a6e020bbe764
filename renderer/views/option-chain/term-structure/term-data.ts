/**
 * What the term structure shows: the chart's columns (ATM IV and the straddle's expected move, in
 * percent, by days to expiry), the table's rows (expiry, days, ATM IV, expected move ± $ and %, the
 * IV-based 1σ move), and the whole in one sentence for screen readers (the canvas is hidden from them).
 */
import { moveText, percentText } from '../../../../shared/domain/expiry-figures-text.ts';
import type { TermAnswer, TermPoint } from '../../../../shared/domain/term-structure.ts';
import { formatExpiryDate } from '../format/chain-format.ts';

/** "Jan 15, 2027": the date short enough for the table beside the chart (the row's title says the weekday). */
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortExpiry = (isoDate: string): string => {
  const at = Date.parse(`${isoDate}T12:00:00Z`);
  return Number.isFinite(at) ? shortDate.format(at) : isoDate;
};

/** uPlot columns: days to expiry, ATM IV %, expected move %; an expiry without a figure is a gap. */
export type TermColumns = [number[], (number | null)[], (number | null)[]];

const percent = (fraction: number | null): number | null => (fraction === null ? null : Math.round(fraction * 10_000) / 100);

/** The chart's columns, by days to expiry (expiries that failed are left out; the table names them). */
export function termColumns(points: readonly TermPoint[]): TermColumns {
  const columns: TermColumns = [[], [], []];
  for (const point of points) {
    if (!point.ok) continue;
    columns[0].push(point.figures.daysToExpiry);
    columns[1].push(percent(point.figures.atmIv));
    columns[2].push(percent(point.figures.straddlePercent));
  }
  return columns;
}

/** One row of the table: every figure in words, or the expiry's error. */
export interface TermRow {
  readonly date: string;
  /** "Jan 15, 2027" (the table) and "Fri, Jan 15, 2027" (its title, and the words for screen readers). */
  readonly expiry: string;
  readonly longExpiry: string;
  /** Calendar days to expiry, as a number. */
  readonly days: string;
  readonly iv: string;
  readonly move: string;
  readonly sigma: string;
  readonly error: string | null;
}

const NONE = '—';

/** The table's rows, one per expiry asked, nearest first. */
export function termRows(points: readonly TermPoint[]): TermRow[] {
  return points.map((point) => {
    const expiry = shortExpiry(point.date);
    const longExpiry = formatExpiryDate(point.date);
    if (!point.ok) return { date: point.date, expiry, longExpiry, days: NONE, iv: NONE, move: NONE, sigma: NONE, error: point.error.message };
    const f = point.figures;
    return {
      date: point.date,
      expiry,
      longExpiry,
      days: String(f.daysToExpiry),
      iv: f.atmIv === null ? NONE : percentText(f.atmIv),
      move: f.straddle === null ? NONE : moveText(f.straddle, f.straddlePercent),
      sigma: f.ivMove === null ? NONE : moveText(f.ivMove, f.ivMovePercent),
      error: null,
    };
  });
}

/** "AAPL term structure at 152.31, 12 expiries. ATM IV rises from …; Fri, Dec 18, 2026, 22 days, ATM IV 31.2%, expected move ±8.10 (±3.5%); …" */
export function termSummary(answer: TermAnswer, rows: readonly TermRow[] = termRows(answer.points)): string {
  const drawn = rows.filter((row) => row.error === null);
  const failed = rows.filter((row) => row.error !== null);
  const parts = drawn.map((row) => `${row.longExpiry}, ${row.days} days, ATM IV ${row.iv}, expected move ${row.move}`);
  const ivs = answer.points.flatMap((p) => (p.ok && p.figures.atmIv !== null ? [p.figures.atmIv] : []));
  const shape =
    ivs.length < 2
      ? ''
      : ` ATM IV ${(ivs.at(-1) ?? 0) >= (ivs[0] ?? 0) ? 'rises' : 'falls'} from ${percentText(ivs[0] ?? 0)} to ${percentText(ivs.at(-1) ?? 0)}.`;
  const failures = failed.length === 0 ? '' : ` Not drawn: ${failed.map((row) => `${row.longExpiry} (${row.error ?? ''})`).join('; ')}.`;
  return `${answer.underlier} term structure at ${answer.spot}, ${rows.length} expir${rows.length === 1 ? 'y' : 'ies'}.${shape} ${parts.join('; ')}.${failures}`;
}
