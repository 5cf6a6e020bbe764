/**
 * The broker's address space. The OAuth host, the authorize page, the current API (v1) and the
 * legacy endpoints all live on one loopback origin; sandbox paths are the legacy sandbox's shapes
 * (docs/platform/legacy-api.md, "URLs"), plus `/sandbox/v1/...` standing in for the separate
 * sandbox host of the current API.
 *
 * API routes are one table, one entry per route kind: named groups `sandbox` and `json` give the
 * environment and the format, every other named group is a path parameter.
 */
import type { WireFormat } from '../wire/wire-tree.ts';

/** The API endpoints. */
export type ApiName =
  | 'chain'
  | 'orders'
  | 'accounts'
  | 'v1Orders'
  | 'v1OrderDetails'
  | 'v1Portfolio'
  | 'v1Balance'
  | 'v1expiries'
  | 'v1chain'
  | 'v1quote'
  | 'v1Alerts'
  | 'v1AlertDetails';

/** The hourly budgets a request counts against (docs/platform/budgets.md). */
export type RateModule = 'accounts' | 'markets' | 'orders' | 'users';

/** What a path addresses. */
export type Route =
  | { kind: 'oauth'; operation: string }
  | { kind: 'authorize' }
  | {
      kind: 'api';
      api: ApiName;
      /** v1 routes also take `Accept: application/json`; legacy ones only the suffix. */
      generation: 'v1' | 'legacy';
      module: RateModule;
      environment: 'production' | 'sandbox';
      format: WireFormat;
      path: Record<string, string>;
    };

/** One API route kind. */
interface ApiRouteSpec {
  pattern: RegExp;
  api: ApiName;
  generation: 'v1' | 'legacy';
  module: RateModule;
}

const V1 = '^(?<sandbox>/sandbox)?/v1';
const SUFFIX = '(?<json>\\.json)?$';

const API_ROUTES: readonly ApiRouteSpec[] = [
  { api: 'chain', generation: 'legacy', module: 'markets', pattern: /^\/market\/(?<sandbox>sandbox\/)?rest\/optionchains(?<json>\.json)?$/ },
  // The documentation's one sample with `orders` instead of `order` is served too.
  {
    api: 'orders',
    generation: 'legacy',
    module: 'orders',
    pattern: /^\/orders?\/(?<sandbox>sandbox\/)?rest\/orderlist\/(?<accountId>[^/]+?)(?<json>\.json)?$/,
  },
  // Both generations list accounts here (the legacy documentation names only this current-style
  // endpoint).
  { api: 'accounts', generation: 'v1', module: 'accounts', pattern: new RegExp(`${V1}/accounts/list${SUFFIX}`) },
  { api: 'v1Orders', generation: 'v1', module: 'orders', pattern: new RegExp(`${V1}/accounts/(?<accountIdKey>[^/]+)/orders${SUFFIX}`) },
  {
    api: 'v1OrderDetails',
    generation: 'v1',
    module: 'orders',
    pattern: new RegExp(`${V1}/accounts/(?<accountIdKey>[^/]+)/orders/(?<orderId>[^/]+?)${SUFFIX}`),
  },
  { api: 'v1Portfolio', generation: 'v1', module: 'accounts', pattern: new RegExp(`${V1}/accounts/(?<accountIdKey>[^/]+)/portfolio${SUFFIX}`) },
  { api: 'v1Balance', generation: 'v1', module: 'accounts', pattern: new RegExp(`${V1}/accounts/(?<accountIdKey>[^/]+)/balance${SUFFIX}`) },
  { api: 'v1expiries', generation: 'v1', module: 'markets', pattern: new RegExp(`${V1}/market/optionexpiredate${SUFFIX}`) },
  { api: 'v1chain', generation: 'v1', module: 'markets', pattern: new RegExp(`${V1}/market/optionchains${SUFFIX}`) },
  // The symbols are one path segment; an empty one still reaches the handler (error 10043).
  { api: 'v1quote', generation: 'v1', module: 'markets', pattern: new RegExp(`${V1}/market/quote(?:/(?<symbols>[^/]*?))?${SUFFIX}`) },
  { api: 'v1Alerts', generation: 'v1', module: 'users', pattern: new RegExp(`${V1}/user/alerts${SUFFIX}`) },
  { api: 'v1AlertDetails', generation: 'v1', module: 'users', pattern: new RegExp(`${V1}/user/alerts/(?<alertId>[^/]+?)${SUFFIX}`) },
];

const OAUTH = /^\/oauth\/(request_token|access_token|renew_access_token|revoke_access_token)$/;

/** Matches a path (without query); null for unknown routes. */
export function matchRoute(path: string): Route | null {
  const oauth = OAUTH.exec(path);
  if (oauth) return { kind: 'oauth', operation: oauth[1] ?? '' };
  if (path === '/authorize') return { kind: 'authorize' };
  for (const spec of API_ROUTES) {
    const match = spec.pattern.exec(path);
    if (!match) continue;
    const { sandbox, json, ...params } = match.groups ?? {};
    const pathParams: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) pathParams[name] = value ?? '';
    return {
      kind: 'api',
      api: spec.api,
      generation: spec.generation,
      module: spec.module,
      environment: sandbox === undefined ? 'production' : 'sandbox',
      format: json === undefined ? 'xml' : 'json',
      path: pathParams,
    };
  }
  return null;
}

/** Format an error for an unknown path should use: JSON when it ends in `.json`. */
export function formatOfPath(path: string): WireFormat {
  return path.endsWith('.json') ? 'json' : 'xml';
}

/** Format negotiation of v1: the `.json` suffix, or `Accept: application/json`; XML otherwise. */
export function negotiatedFormat(route: Extract<Route, { kind: 'api' }>, accept: string | undefined): WireFormat {
  if (route.format === 'json' || route.generation !== 'v1') return route.format;
  return /(?:^|,)\s*application\/json\s*(?:[,;]|$)/i.test(accept ?? '') ? 'json' : 'xml';
}
