/**
 * The term structure as the terminal prints it: the same figures the app's table shows (expiry,
 * days, ATM IV, the straddle's expected move, the IV's 1σ move), an expiry that failed named with
 * its reason, and what it cost.
 */
import { moveText, percentText } from '../../shared/domain/expiry-figures-text.ts';
import type { TermPoint } from '../../shared/domain/term-structure.ts';
import { formatCalendarDay } from '../../shared/domain/calendar.ts';
import { renderTable } from './text-table.ts';

/** The heading, the table and the failures. */
export function termLines(symbol: string, spot: number, points: readonly TermPoint[], spent: number): string[] {
  const rows = points.map((point) => {
    const day = formatCalendarDay(point.date) ?? '';
    if (!point.ok) return [point.date, day, '', '', 'not drawn', ''];
    const f = point.figures;
    return [
      point.date,
      day,
      String(f.daysToExpiry),
      f.atmIv === null ? '' : percentText(f.atmIv),
      f.straddle === null ? '' : moveText(f.straddle, f.straddlePercent),
      f.ivMove === null ? '' : moveText(f.ivMove, f.ivMovePercent),
    ];
  });
  const failed = points.flatMap((point) => (point.ok ? [] : [`  ${point.date}: ${point.error.message}`]));
  const count = points.length;
  return [
    `${symbol} term structure at ${spot.toFixed(2)}: ${count} expir${count === 1 ? 'y' : 'ies'}, 2 strikes near the money each (${spent.toLocaleString('en-US')} quotes)`,
    ...renderTable(
      [
        { title: 'Expiry' },
        { title: 'Day' },
        { title: 'Days', right: true },
        { title: 'ATM IV', right: true },
        { title: 'Expected move', right: true },
        { title: '1σ (IV)', right: true },
      ],
      rows,
    ),
    ...(failed.length === 0 ? [] : ['Not drawn:', ...failed]),
  ];
}
