/**
 * GET .../optionchains: validates the legacy parameters (docs/platform/legacy-api.md, "Option
 * chains"), generates the chain, renders it. Chains carry identity only and do not move with the
 * clock, so rendered bodies are kept in a small cache: the large chain is a few megabytes and
 * clients ask for it repeatedly.
 */
import { CHAIN_TYPES, type ChainType } from '../../shared/spec-constants.ts';
import { BadParameterError, booleanParam, requiredParam, type ApiRequest } from '../http/api-request.ts';
import { CONTENT_TYPES, type Reply } from '../http/reply.ts';
import { renderWire } from '../wire/wire-tree.ts';
import { chainTree, echoSymbol } from './chain-wire.ts';
import { generateChain, type ChainQuery } from './option-chain.ts';

/** Parses and checks the chain parameters; throws BadParameterError with a readable message. */
export function parseChainQuery(query: [string, string][]): ChainQuery & { requestedSymbol: string } {
  const chainType = requiredParam(query, 'chainType');
  if (!(CHAIN_TYPES as readonly string[]).includes(chainType)) {
    throw new BadParameterError(`Invalid value for chainType: "${chainType}" (expected CALL, PUT or CALLPUT)`);
  }
  const monthText = requiredParam(query, 'expirationMonth');
  // Both `1` and `01` appear in real requests (docs/platform/legacy-api.md, "Wire format").
  if (!/^(?:0?[1-9]|1[0-2])$/.test(monthText)) throw new BadParameterError(`Invalid value for expirationMonth: "${monthText}"`);
  const yearText = requiredParam(query, 'expirationYear');
  if (!/^\d{4}$/.test(yearText) || Number(yearText) < 1990 || Number(yearText) > 2100) {
    throw new BadParameterError(`Invalid value for expirationYear: "${yearText}"`);
  }
  const underlier = requiredParam(query, 'underlier');
  if (!/^[A-Z][A-Z0-9.]{0,9}$/i.test(underlier)) throw new BadParameterError(`Invalid value for underlier: "${underlier}"`);
  return {
    chainType: chainType as ChainType,
    month: Number(monthText),
    year: Number(yearText),
    underlier: underlier.toUpperCase(),
    requestedSymbol: underlier,
    skipAdjusted: booleanParam(query, 'skipAdjusted', true),
  };
}

/** Builds the chain handler for a seed, with its own render cache. */
export function chainHandler(seed: number): (request: ApiRequest) => Reply {
  const cache = new Map<string, string>();
  return (request) => {
    const query = parseChainQuery(request.query);
    const echoed = echoSymbol(query.requestedSymbol);
    const key = [request.format, query.underlier, echoed, query.chainType, query.month, query.year, query.skipAdjusted].join('|');
    let body = cache.get(key);
    if (body === undefined) {
      body = renderWire(request.format, 'OptionChainResponse', chainTree(generateChain(query, seed), echoed));
      if (cache.size >= 32) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, body);
    }
    return { status: 200, headers: { 'Content-Type': CONTENT_TYPES[request.format] }, body };
  };
}
