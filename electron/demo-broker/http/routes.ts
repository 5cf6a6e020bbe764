/**
 * The broker's address space. The OAuth host, the authorize page, the current-style API and the
 * legacy endpoints all live on one loopback origin; sandbox paths are the spec's legacy sandbox
 * shapes, plus `/sandbox/v1/...` standing in for the separate sandbox host of the current API.
 */
import type { WireFormat } from '../wire/wire-tree.ts';

/** The API endpoints. */
export type ApiName = 'chain' | 'orders' | 'accounts' | 'v1expiries' | 'v1chain' | 'v1quote';

/** What a path addresses. */
export type Route =
  | { kind: 'oauth'; operation: string }
  | { kind: 'authorize' }
  | { kind: 'api'; api: ApiName; environment: 'production' | 'sandbox'; format: WireFormat; path: Record<string, string> };

const OAUTH = /^\/oauth\/(request_token|access_token|renew_access_token|revoke_access_token)$/;
const CHAIN = /^\/market\/(sandbox\/)?rest\/optionchains(\.json)?$/;
// The spec's one sample with `orders` instead of `order` is served too.
const ORDER_LIST = /^\/orders?\/(sandbox\/)?rest\/orderlist\/([^/]+?)(\.json)?$/;
const ACCOUNTS = /^(\/sandbox)?\/v1\/accounts\/list(\.json)?$/;
const V1_EXPIRIES = /^(\/sandbox)?\/v1\/market\/optionexpiredate(\.json)?$/;
const V1_CHAIN = /^(\/sandbox)?\/v1\/market\/optionchains(\.json)?$/;
// The symbols are one path segment; an empty one still reaches the handler (error 10043).
const V1_QUOTE = /^(\/sandbox)?\/v1\/market\/quote(?:\/([^/]*?))?(\.json)?$/;

function environment(sandboxPart: string | undefined): 'production' | 'sandbox' {
  return sandboxPart === undefined ? 'production' : 'sandbox';
}

function format(suffix: string | undefined): WireFormat {
  return suffix === undefined ? 'xml' : 'json';
}

/** Matches a path (without query); null for unknown routes. */
export function matchRoute(path: string): Route | null {
  let match = OAUTH.exec(path);
  if (match) return { kind: 'oauth', operation: match[1] ?? '' };
  if (path === '/authorize') return { kind: 'authorize' };
  match = CHAIN.exec(path);
  if (match) return { kind: 'api', api: 'chain', environment: environment(match[1]), format: format(match[2]), path: {} };
  match = ORDER_LIST.exec(path);
  if (match) {
    return { kind: 'api', api: 'orders', environment: environment(match[1]), format: format(match[3]), path: { accountId: match[2] ?? '' } };
  }
  match = ACCOUNTS.exec(path);
  if (match) return { kind: 'api', api: 'accounts', environment: environment(match[1]), format: format(match[2]), path: {} };
  match = V1_EXPIRIES.exec(path);
  if (match) return { kind: 'api', api: 'v1expiries', environment: environment(match[1]), format: format(match[2]), path: {} };
  match = V1_CHAIN.exec(path);
  if (match) return { kind: 'api', api: 'v1chain', environment: environment(match[1]), format: format(match[2]), path: {} };
  match = V1_QUOTE.exec(path);
  if (match) return { kind: 'api', api: 'v1quote', environment: environment(match[1]), format: format(match[3]), path: { symbols: match[2] ?? '' } };
  return null;
}

/** Format an error for an unknown path should use: JSON when it ends in `.json`. */
export function formatOfPath(path: string): WireFormat {
  return path.endsWith('.json') ? 'json' : 'xml';
}
