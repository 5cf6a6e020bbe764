/**
 * Facts of the brokerage platform's documentation (docs/platform/): enumerations and limits.
 * Both the client and the local demo broker use these words; no behaviour lives here.
 */

export const CHAIN_TYPES = ['CALL', 'PUT', 'CALLPUT'] as const;
export type ChainType = (typeof CHAIN_TYPES)[number];

export const PAIR_TYPES = ['CALLONLY', 'PUTONLY', 'CALLPUT'] as const;
export type PairType = (typeof PAIR_TYPES)[number];

export const EXPIRY_TYPES = ['QUARTERLY', 'MONTHLY'] as const;
export type ExpiryType = (typeof EXPIRY_TYPES)[number];

export const ORDER_STATUSES = ['OPEN', 'EXECUTED', 'CANCELLED', 'CANCEL_REQUESTED', 'EXPIRED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = [
  'EQ',
  'OPTN',
  'ADVANCE_EQ',
  'ADVANCE_OPTN',
  'SPREADS',
  'BUY_WRITES',
  'CONTINGENT',
  'ONE_CANCELS_ALL',
  'ONE_TRIGGERS_ALL',
  'ONE_TRIGGERS_OCO',
  'BRACKETED',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const GROUP_ORDER_TYPES = ['CONTINGENT', 'ONE_CANCELS_ALL', 'ONE_TRIGGERS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED'] as const;
export type GroupOrderType = (typeof GROUP_ORDER_TYPES)[number];

export const ORDER_TERMS = ['GOOD_UNTIL_CANCEL', 'GOOD_FOR_DAY', 'IMMEDIATE_OR_CANCEL', 'FILL_OR_KILL'] as const;
export type OrderTerm = (typeof ORDER_TERMS)[number];

export const PRICE_TYPES = [
  'MARKET',
  'LIMIT',
  'STOP',
  'STOP_LIMIT',
  'TRAILING_STOP_CNST_BY_LOWER_TRIGGER',
  'UPPER_TRIGGER_BY_TRAILING_STOP_CNST',
  'TRAILING_STOP_PRCT_BY_LOWER_TRIGGER',
  'UPPER_TRIGGER_BY_TRAILING_STOP_PRCT',
  'TRAILING_STOP_CNST',
  'TRAILING_STOP_PRCT',
  'HIDDEN_STOP',
  'HIDDEN_STOP_BY_LOWER_TRIGGER',
  'UPPER_TRIGGER_BY_HIDDEN_STOP',
  'NET_DEBIT',
  'NET_CREDIT',
  'NET_EVEN',
  'MARKET_ON_OPEN',
  'MARKET_ON_CLOSE',
  'LIMIT_ON_OPEN',
  'LIMIT_ON_CLOSE',
] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const ROUTING_DESTINATIONS = ['AUTO', 'ARCA', 'NSDQ', 'NYSE', 'AMEX', 'BOX', 'CBOE', 'ISE', 'NOM', 'PHX'] as const;
export type RoutingDestination = (typeof ROUTING_DESTINATIONS)[number];

export const ORDER_ACTIONS = ['BUY', 'SELL', 'BUY_TO_COVER', 'SELL_SHORT', 'BUY_OPEN', 'SELL_OPEN', 'BUY_CLOSE', 'SELL_CLOSE'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const CONDITION_TYPES = ['CONTINGENT_GTE', 'CONTINGENT_LTE'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
export const CONDITION_FOLLOW_PRICES = ['ASK', 'BID', 'LAST'] as const;
export type ConditionFollowPrice = (typeof CONDITION_FOLLOW_PRICES)[number];
export const CALL_PUT = ['CALL', 'PUT'] as const;
export type CallPut = (typeof CALL_PUT)[number];

/** OAuth problem names a provider answers with (docs/platform/oauth.md, "OAuth failures"). */
export const OAUTH_PROBLEMS = [
  'token_expired',
  'token_rejected',
  'signature_invalid',
  'consumer_key_rejected',
  'timestamp_refused',
  'nonce_used',
  'parameter_absent',
  'signature_method_rejected',
  // Generic OAuth 1.0 problem name (OAuth Problem Reporting) for a parameter present but not
  // acceptable, such as an oauth_callback other than `oob`.
  'parameter_rejected',
] as const;
export type OAuthProblem = (typeof OAUTH_PROBLEMS)[number];

/** The platform's limits (docs/platform/oauth.md, docs/platform/legacy-api.md, "Order list"). */
export const LIMITS = {
  timestampToleranceSeconds: 5 * 60,
  inactivityMs: 2 * 60 * 60 * 1000,
  requestTokenLifetimeMs: 5 * 60 * 1000,
  orderListDefaultCount: 25,
  orderListMaxCount: 100,
} as const;

/** Time zone of the trading day and of token expiry (docs/platform/wire-and-errors.md, "Times"). */
export const MARKET_TIME_ZONE = 'America/New_York';

/** The OAuth operation paths on the OAuth host (docs/platform/oauth.md, "The five operations"). */
export const OAUTH_PATHS = {
  requestToken: '/oauth/request_token',
  accessToken: '/oauth/access_token',
  renewAccessToken: '/oauth/renew_access_token',
  revokeAccessToken: '/oauth/revoke_access_token',
} as const;
