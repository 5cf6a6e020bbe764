/**
 * Wire option chain → the model (shared/domain/option-chain.ts): the one place where the wire's
 * names become the model's. Pairs are grouped by expiry date, strikes sorted ascending.
 */
import { daysUntil, isoDate } from '../../../../shared/domain/calendar.ts';
import { describeChainMismatch, isAdjusted } from '../../../../shared/domain/option-chain.ts';
import type { ChainExpiry, ChainRequest, OptionChain, OptionContract, StrikeRow } from '../../../../shared/domain/option-chain.ts';
import { malformed } from './malformed.ts';
import type { WireOptionChainResponse, WireOptionContract, WireOptionPair } from './wire-types.ts';

const toContract = (wire: WireOptionContract, underlier: string | null): OptionContract => {
  const rootSymbol = wire.rootSymbol ?? null;
  return {
    optionSymbol: wire.product?.symbol ?? null,
    exchange: wire.product?.exchangeCode ?? null,
    rootSymbol,
    adjusted: isAdjusted(rootSymbol, underlier),
  };
};

/** A pair lists its strike and expiry on each contract; the call's wins when both are present. */
const pairKey = (pair: WireOptionPair, index: number): { date: string; strike: number; expiryType: string | null } => {
  const contract = pair.call ?? pair.put ?? malformed(`option pair ${index + 1} has neither call nor put`);
  const strike = pair.call?.strikePrice ?? pair.put?.strikePrice ?? malformed(`option pair ${index + 1} has no strikePrice`);
  const expiry = contract.expireDate ?? pair.put?.expireDate;
  const date = expiry === undefined ? null : isoDate(expiry.year ?? 0, expiry.month ?? 0, expiry.day ?? 0);
  return {
    date: date ?? malformed(`option pair ${index + 1} has no valid expireDate`),
    strike,
    expiryType: expiry?.expiryType ?? null,
  };
};

const derivedPairType = (pair: WireOptionPair): string =>
  pair.call !== undefined && pair.put !== undefined ? 'CALLPUT' : pair.call !== undefined ? 'CALLONLY' : 'PUTONLY';

/**
 * The model of a decoded chain. `now` (epoch ms) anchors days to expiry; the request is what the
 * answer is compared with. The underlier for the adjusted flag is the echoed symbol, else the
 * requested one.
 */
export const toOptionChain = (wire: WireOptionChainResponse, request: ChainRequest, now: number): OptionChain => {
  const symbol = wire.symbol ?? null;
  const underlier = symbol ?? request.underlier;
  const byDate = new Map<string, ChainExpiry>();
  wire.optionPairs.forEach((pair, index) => {
    const key = pairKey(pair, index);
    let expiry = byDate.get(key.date);
    if (expiry === undefined) {
      expiry = { date: key.date, daysToExpiry: daysUntil(key.date, now), expiryType: key.expiryType, strikes: [] };
      byDate.set(key.date, expiry);
    } else if (expiry.expiryType === null) {
      expiry.expiryType = key.expiryType;
    }
    const row: StrikeRow = {
      strike: key.strike,
      pairType: pair.pairType ?? derivedPairType(pair),
      call: pair.call === undefined ? null : toContract(pair.call, underlier),
      put: pair.put === undefined ? null : toContract(pair.put, underlier),
    };
    expiry.strikes.push(row);
  });
  const expiries = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // Stable sort: adjusted and standard contracts on one strike keep the provider's order.
  for (const expiry of expiries) expiry.strikes.sort((a, b) => a.strike - b.strike);
  return { symbol, expiries, mismatch: describeChainMismatch(request, symbol, [...byDate.keys()]) };
};
