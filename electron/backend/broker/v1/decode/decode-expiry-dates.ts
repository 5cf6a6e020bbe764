/**
 * `GET /v1/market/optionexpiredate` (OptionExpireDateResponse → ExpirationDate[]) of either wire
 * format into expiry dates, nearest first, with days to expiry in New York calendar days.
 */
import { isoDate } from '../../../../../shared/domain/calendar.ts';
import type { ExpiryDate } from '../../../../../shared/domain/expiries.ts';
import { daysToExpiry } from '../../../../../shared/domain/market-time.ts';
import type { Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { asNode, eachNode, readInteger, readText } from '../../common/decode/scalars.ts';
import { decodeV1Response } from './v1-response.ts';

const readExpiryDates = (content: unknown, now: number): ExpiryDate[] => {
  // `<OptionExpireDateResponse/>` and `{"OptionExpireDateResponse":{}}` list nothing.
  if (content === '' || content === null) return [];
  const root = asNode(content) ?? malformed('OptionExpireDateResponse holds text, not elements');
  const byDate = new Map<string, ExpiryDate>();
  let index = 0;
  eachNode(root.ExpirationDate ?? root.expirationDate, 'ExpirationDate', (node) => {
    index += 1;
    const year = readInteger(node.year);
    const month = readInteger(node.month);
    const day = readInteger(node.day);
    const date =
      (year !== undefined && month !== undefined && day !== undefined ? isoDate(year, month, day) : null) ??
      malformed(`expiry date ${index} is not a real day (year ${String(node.year)}, month ${String(node.month)}, day ${String(node.day)})`);
    // The same day listed twice (say as MONTHLY and as QUARTERLY) is one expiry: the first kind said wins.
    const known = byDate.get(date);
    if (known === undefined) byDate.set(date, { date, kind: readText(node.expiryType) ?? null, daysToExpiry: daysToExpiry(date, now) });
    else if (known.kind === null) byDate.set(date, { ...known, kind: readText(node.expiryType) ?? null });
  });
  // Ascending on the wire; sorted anyway, so a producer's order never reaches the strip.
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
};

/**
 * `optionexpiredate` → expiry dates ascending, days to expiry counted from `now` (epoch ms) in New
 * York days. Unknown `expiryType` words are kept. 204 or an empty body is no dates. Never throws.
 */
export const decodeExpiryDates = (response: ResponseBody, now: number): Result<ExpiryDate[]> =>
  decodeV1Response(response, {
    root: 'OptionExpireDateResponse',
    what: 'a list of option expiry dates',
    read: (content) => readExpiryDates(content, now),
    empty: () => [],
  });
