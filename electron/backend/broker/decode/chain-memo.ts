/**
 * Wire option chain → the model (shared/domain/option-chain.ts): the one place where the wire's
 * names become the model's. Pairs are grouped by expiry date, strikes sorted ascending.
 */
import { isoDate } from '../../../../shared/domain/calendar.ts';
import { daysToExpiry } from '../../../../shared/domain/market-time.ts';
import { describeChainMismatch, isAdjusted } from '../../../../shared/domain/option-chain.ts';
import type { ChainExpiry, ChainRequest, OptionChain, OptionContract } from '../../../../shared/domain/option-chain.ts';
import { malformed } from './malformed.ts';
import type { WireExpireDate, WireOptionChainResponse, WireOptionContract, WireOptionPair } from './wire-types.ts';

/**
 * Per-chain memo of the answers that repeat across thousands of contracts: a chain has a handful
 * of expiry dates and root symbols, and recomputing them per contract was a fifth of the cost.
 */
class ChainMemo {
  readonly #dates = new Map<number, string | null>();
  readonly #adjusted = new Map<string, boolean>();
  readonly #underlier: string | null;

  constructor(underlier: string | null) {
    this.#underlier = underlier;
  }

  date(expiry: WireExpireDate): string | null {
    const year = expiry.year ?? 0;
    const month = expiry.month ?? 0;
    const day = expiry.day ?? 0;
    const key = year * 10_000 + month * 100 + day;
    let date = this.#dates.get(key);
    if (date === undefined) {
      date = isoDate(year, month, day);
      this.#dates.set(key, date);
    }
    return date;
  }

  adjusted(rootSymbol: string | null): boolean {
    if (rootSymbol === null) return false;
    let adjusted = this.#adjusted.get(rootSymbol);
    if (adjusted === undefined) {
      adjusted = isAdjusted(rootSymbol, this.#underlier);
      this.#adjusted.set(rootSymbol, adjusted);
    }
    return adjusted;
  }
}

const toContract = (wire: WireOptionContract, memo: ChainMemo): OptionContract => {
  const rootSymbol = wire.rootSymbol ?? null;
  return {
    optionSymbol: wire.product?.symbol ?? null,
    exchange: wire.product?.exchangeCode ?? null,
    rootSymbol,
    adjusted: memo.adjusted(rootSymbol),
  };
};

const derivedPairType = (pair: WireOptionPair): string =>
  pair.call !== undefined && pair.put !== undefined ? 'CALLPUT' : pair.call !== undefined ? 'CALLONLY' : 'PUTONLY';

/**
 * The model of a decoded chain. `now` (epoch ms) anchors days to expiry; the request is what the
 * answer is compared with. The underlier for the adjusted flag is the echoed symbol, else the
 * requested one. A pair lists strike and expiry on each contract; the call's win.
 */
export const toOptionChain = (wire: WireOptionChainResponse, request: ChainRequest, now: number): OptionChain => {
  const symbol = wire.symbol ?? null;
  const memo = new ChainMemo(symbol ?? request.underlier);
  const byDate = new Map<string, ChainExpiry>();
  const pairs = wire.optionPairs;
  for (let index = 0; index < pairs.length; index += 1) {
    const pair = pairs[index] as WireOptionPair;
    const { call, put } = pair;
    const strike = call?.strikePrice ?? put?.strikePrice ?? malformed(`option pair ${index + 1} has no strikePrice`);
    const expireDate = call?.expireDate ?? put?.expireDate;
    const date = (expireDate && memo.date(expireDate)) ?? malformed(`option pair ${index + 1} has no valid expireDate`);
    let expiry = byDate.get(date);
    if (expiry === undefined) {
      expiry = { date, daysToExpiry: daysToExpiry(date, now), expiryType: expireDate?.expiryType ?? null, strikes: [] };
      byDate.set(date, expiry);
    } else if (expiry.expiryType === null) {
      expiry.expiryType = expireDate?.expiryType ?? null;
    }
    expiry.strikes.push({
      strike,
      pairType: pair.pairType ?? derivedPairType(pair),
      call: call === undefined ? null : toContract(call, memo),
      put: put === undefined ? null : toContract(put, memo),
    });
  }
  const expiries = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // Stable sort: adjusted and standard contracts on one strike keep the provider's order.
  for (const expiry of expiries) expiry.strikes.sort((a, b) => a.strike - b.strike);
  return { symbol, expiries, mismatch: describeChainMismatch(request, symbol, [...byDate.keys()]) };
};
