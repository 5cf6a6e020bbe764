/**
 * `GET /v1/market/optionchains` (OptionChainResponse → OptionPair[] with Call and/or Put,
 * SelectedED, quoteType, timeStamp, nearPrice) of either wire format into the shared OptionChain:
 * one expiry (the selected one), strikes ascending, each contract with its quote and greeks.
 */
import { isoDate } from '../../../../../shared/domain/calendar.ts';
import type { ExpiryDate } from '../../../../../shared/domain/expiries.ts';
import { daysToExpiry } from '../../../../../shared/domain/market-time.ts';
import { describeChainMismatch, emptyOptionChain } from '../../../../../shared/domain/option-chain.ts';
import type { ChainRequest, OptionChain, OptionContract, StrikeRow } from '../../../../../shared/domain/option-chain.ts';
import type { Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { asNode, firstNode, nodesOf, readInteger, readNumber, readText, type Node } from '../../common/decode/scalars.ts';
import { expiryKindOf } from './expiry-kind.ts';
import { readOsiKey } from './osi-key.ts';
import { readV1Contract } from './read-v1-contract.ts';
import { numberOrNull, readEpochSeconds } from './v1-scalars.ts';
import { decodeV1Response } from './v1-response.ts';

/** A v1 chain request may name the expiry's day too (`expiryDay`); the answer is compared with it. */
export type V1ChainRequest = ChainRequest & { expirationDay?: number | undefined };

/** The date SelectedED names, or `null`. */
const selectedDate = (root: Node): string | null => {
  // The documentation's model calls it `selected`; the wire says `SelectedED`.
  const selected = firstNode(root.SelectedED ?? root.selectedED ?? root.selected, 'SelectedED');
  if (selected === undefined) return null;
  const year = readInteger(selected.year);
  const month = readInteger(selected.month);
  const day = readInteger(selected.day);
  return year === undefined || month === undefined || day === undefined ? null : isoDate(year, month, day);
};

/** The underlier the contracts name (`symbol` of a Call/Put is the underlier, not the option). */
const underlierOf = (pairs: readonly Node[]): string | null => {
  for (const pair of pairs) {
    const side = firstNode(pair.Call ?? pair.call, 'Call') ?? firstNode(pair.Put ?? pair.put, 'Put');
    const symbol = side === undefined ? undefined : readText(side.symbol);
    if (symbol !== undefined) return symbol;
  }
  return null;
};

const pairTypeOf = (call: OptionContract | null, put: OptionContract | null): string =>
  call !== null && put !== null ? 'CALLPUT' : call !== null ? 'CALLONLY' : 'PUTONLY';

const isAscending = (rows: readonly StrikeRow[]): boolean => {
  for (let i = 1; i < rows.length; i += 1) if ((rows[i] as StrikeRow).strike < (rows[i - 1] as StrikeRow).strike) return false;
  return true;
};

/** How the answer differs from the request: the shared symbol/month check, then the day. */
const mismatchOf = (request: V1ChainRequest, symbol: string | null, date: string | null): string | null => {
  const base = describeChainMismatch(request, symbol, date === null ? [] : [date]);
  if (base !== null || date === null || request.expirationDay === undefined) return base;
  const wanted = isoDate(request.expirationYear, request.expirationMonth, request.expirationDay);
  return wanted === null || wanted === date ? null : `The answer does not match the request: the expiry ${date} instead of ${wanted}.`;
};

const readChain = (content: unknown, request: V1ChainRequest, now: number, known: readonly ExpiryDate[] | undefined): OptionChain => {
  // `<OptionChainResponse/>` and `{"OptionChainResponse":{}}` hold no pairs, and read alike.
  const root = content === '' || content === null ? {} : (asNode(content) ?? malformed('OptionChainResponse holds text, not elements'));
  const pairs = nodesOf(root.OptionPair ?? root.optionPairs, 'OptionPair');
  const symbol = underlierOf(pairs);
  const adjustedAgainst = symbol ?? request.underlier;
  const strikes: StrikeRow[] = [];
  let firstOsi: string | null = null;
  for (let index = 0; index < pairs.length; index += 1) {
    const pair = pairs[index] as Node;
    const callNode = firstNode(pair.Call ?? pair.call, 'Call');
    const putNode = firstNode(pair.Put ?? pair.put, 'Put');
    // A pair with neither side carries nothing to show; a one-sided pair is a one-sided row.
    if (callNode === undefined && putNode === undefined) continue;
    const call = callNode === undefined ? null : readV1Contract(callNode, adjustedAgainst);
    const put = putNode === undefined ? null : readV1Contract(putNode, adjustedAgainst);
    const osi = call?.osiKey ?? put?.osiKey ?? null;
    firstOsi ??= osi;
    const strike =
      readNumber(callNode?.strikePrice) ??
      readNumber(putNode?.strikePrice) ??
      readOsiKey(osi)?.strike ??
      malformed(`option pair ${index + 1} has no strikePrice`);
    strikes.push({ strike, pairType: pairTypeOf(call, put), call, put });
  }
  const date = selectedDate(root) ?? readOsiKey(firstOsi)?.date ?? null;
  if (date === null && strikes.length > 0) malformed('the chain names no expiry date (no SelectedED, no readable osiKey)');
  // Ascending on the wire; a stable sort otherwise keeps adjusted and standard rows of one strike in order.
  if (!isAscending(strikes)) strikes.sort((a, b) => a.strike - b.strike);
  return {
    symbol,
    expiries: date === null || strikes.length === 0 ? [] : [{ date, daysToExpiry: daysToExpiry(date, now), expiryType: expiryKindOf(date, known), strikes }],
    mismatch: mismatchOf(request, symbol, strikes.length === 0 ? null : date),
    quoteType: readText(root.quoteType) ?? null,
    quoteTime: readEpochSeconds(root.timeStamp),
    nearPrice: numberOrNull(root.nearPrice),
  };
};

/**
 * v1 `optionchains` → the chain with quotes and greeks, compared with `request` (the sandbox
 * answers a canned 2013 AAPL chain whatever is asked: flagged in `mismatch`), days to expiry from
 * `now` (epoch ms). `knownExpiries` (from `optionexpiredate`, when the caller has them) names the
 * expiry's kind. 204 or an empty body is an empty chain. Never throws.
 */
export const decodeV1OptionChain = (response: ResponseBody, request: V1ChainRequest, now: number, knownExpiries?: readonly ExpiryDate[]): Result<OptionChain> =>
  decodeV1Response(response, {
    root: 'OptionChainResponse',
    what: 'an option chain',
    read: (content) => readChain(content, request, now, knownExpiries),
    empty: emptyOptionChain,
  });
