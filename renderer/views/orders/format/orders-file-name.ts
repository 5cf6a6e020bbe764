/**
 * The name of an exported CSV file: the account number people see and the range of New York days
 * the list covers, e.g. `orders-83405188-2026-11-01_2026-11-23.csv`. Today's live list names its
 * day twice, so every file of the same account and day sorts together, and adds the New York time
 * of its data (`-143000`): the list changes through the day, two exports are two files.
 */
import { formatNewYorkClock } from '../../../../shared/domain/market-time.ts';
import type { RangeDates } from '../history/order-range.ts';

/** Characters a file name keeps; anything else (an opaque key's odd character, a slash) becomes `_`. */
const safe = (text: string): string => text.replace(/[^\w-]/g, '_').replace(/^-+/, '') || 'account';

/** `orders-{account}-{from}_{to}.csv`, or `…_{to}-{HHMMSS}.csv` with the live data's time. */
export function ordersFileName(account: string, dates: RangeDates, liveDataTime: number | null = null): string {
  const time = liveDataTime === null ? '' : `-${formatNewYorkClock(liveDataTime).replaceAll(':', '')}`;
  return `orders-${safe(account)}-${dates.from}_${dates.to}${time}.csv`;
}
