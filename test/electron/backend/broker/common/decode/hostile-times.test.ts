/**
 * Times from the provider that no clock can show: "1e20" seconds, a value past what a
 * `Date` holds (8.64e15 ms), one past the year 9999. The decoders refuse them as they refuse any
 * unreadable value, to `null`, in every answer that carries an instant and in both formats; they
 * used to pass them on, and every place that formatted them threw ("Invalid time value": the
 * command line's quote, chain and accounts exited 1). A time that is merely late stays.
 */
import { describe, expect, it } from 'vitest';
import { decodeOrderList } from '../../../../../../electron/backend/broker/legacy/decode/decode-order-list.ts';
import { decodeAccountList, decodeQuotes, decodeV1OptionChain } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';

/** Values no clock can show, each as the wire would carry it. */
const BEYOND: [string, string][] = [
  ['1e20 seconds', '1e20'],
  ['the same with a plus sign', '+1E+20'],
  ['one millisecond past what a Date holds', '8640000000000001'],
  ['the first millisecond of the year 10000', '253402300800000'],
  ['the largest double', '1.7976931348623157e308'],
];
/** The last millisecond of the year 9999 (as milliseconds: from 1e11 on, the unit is ms): late, but a time. */
const LATEST_MS = '253402300799999';

/** Is the text a JSON number (`+1E+20` is not: the wire would carry it as a string)? */
const isJsonNumber = (text: string): boolean => {
  try {
    return typeof JSON.parse(text) === 'number';
  } catch {
    return false;
  }
};

/** The answer with every `name` field's value replaced: JSON with a string (and a number, when it is one) and XML element text. */
function withTime(json: string, xml: string, name: string, value: string): string[] {
  const inJson = (replacement: string): string => json.replace(new RegExp(`"${name}": ?"?\\d+"?`, 'g'), `"${name}": ${replacement}`);
  return [
    inJson(JSON.stringify(value)),
    ...(isJsonNumber(value) ? [inJson(value)] : []),
    xml.replace(new RegExp(`<${name}>\\d+</${name}>`, 'g'), `<${name}>${value}</${name}>`),
  ];
}

const data = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.message} ${result.error.detail ?? ''}`);
  return result.data;
};

/** The instants each decoder gives for an answer whose time fields all hold `value`. */
const DECODERS: { name: string; times: (value: string) => (number | null)[] }[] = [
  {
    name: 'a quote (dateTimeUTC and timeOfLastTrade)',
    times: (value) =>
      ['dateTimeUTC', 'timeOfLastTrade'].flatMap((field) =>
        withTime(wireSample('v1/quotes.json'), wireSample('v1/quotes.xml'), field, value).flatMap((body) =>
          data(decodeQuotes({ body }, ['AAPL', 'IBM'])).quotes.flatMap((quote) => [quote.time, quote.lastTradeTime]),
        ),
      ),
  },
  {
    name: 'an option chain (its own timeStamp and each contract’s)',
    times: (value) =>
      withTime(wireSample('v1/chain-ibm.json'), wireSample('v1/chain-ibm.xml'), 'timeStamp', value).flatMap((body) => {
        const chain = data(decodeV1OptionChain({ body }, { underlier: 'IBM', expirationMonth: 8, expirationYear: 2018 }, 0));
        const contracts = chain.expiries.flatMap((expiry) => expiry.strikes.flatMap((strike) => [strike.call, strike.put]));
        return [chain.quoteTime ?? null, ...contracts.map((contract) => contract?.quote?.time ?? null)];
      }),
  },
  {
    name: 'an account list (closedDate)',
    times: (value) =>
      withTime(wireSample('v1/accounts.json'), wireSample('v1/accounts.xml'), 'closedDate', value).flatMap((body) =>
        data(decodeAccountList({ body })).map((account) => account.closedAt),
      ),
  },
  {
    name: 'a legacy order list (orderPlacedTime and orderExecutedTime)',
    times: (value) =>
      ['orderPlacedTime', 'orderExecutedTime'].flatMap((field) =>
        withTime(wireSample('order-list.sample.json'), wireSample('order-list.sample.xml'), field, value).flatMap((body) =>
          data(decodeOrderList({ body })).orders.flatMap((order) => [order.placedAt, order.executedAt]),
        ),
      ),
  },
];

/** Whether every time is either absent or an instant that a Date holds and formats. */
const allShowable = (times: (number | null)[]): boolean => times.every((time) => time === null || !Number.isNaN(new Date(time).getTime()));

describe('times from the provider beyond any clock', () => {
  describe.each(DECODERS)('$name', ({ times }) => {
    it.each(BEYOND)('refuses %s', (_what, value) => {
      const decoded = times(value);
      expect(decoded.length).toBeGreaterThan(0);
      expect(decoded.filter((time) => time !== null && time > Date.UTC(2100, 0, 1))).toEqual([]);
      expect(allShowable(decoded)).toBe(true);
      for (const time of decoded) if (time !== null) expect(() => new Date(time).toISOString()).not.toThrow();
    });
  });

  it.each(DECODERS)('keeps the last millisecond of the year 9999 in $name', ({ times }) => {
    const latest = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    // Every field that was given it (a chain: its own and every contract's), not one of them.
    expect(times(LATEST_MS).filter((time) => time === latest).length).toBeGreaterThan(2);
  });
});
