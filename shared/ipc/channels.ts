/**
 * The IPC contract's names (docs/architecture.md, "The IPC contract"): each invoke channel and push
 * event, and the name of the preload method that carries it. Kept free of zod so the sandboxed
 * preload bundle stays small; argument schemas live beside it in schemas.ts, result types in
 * contract.ts.
 */

/**
 * Invoke channels, by the backend part that answers them (create-backend.ts composes the parts;
 * each brings the handlers of its own group): the renderer asks, main answers with a Result.
 */
export const APP_METHODS = {
  'app:info': 'getAppInfo',
  'clipboard:write': 'writeClipboard',
} as const;

export const SETTINGS_METHODS = {
  'settings:get': 'getSettings',
  'settings:update': 'updateSettings',
} as const;

export const SESSION_METHODS = {
  'session:get': 'getSession',
  'session:useMemoryOnly': 'useSessionOnlySecrets',
  'auth:signIn': 'signIn',
  'auth:submitCode': 'submitCode',
  'auth:cancel': 'cancelSignIn',
  'auth:signOut': 'signOut',
  'credentials:status': 'getCredentialStatus',
  'credentials:save': 'saveCredentials',
  'credentials:clear': 'clearCredentials',
} as const;

export const MARKET_METHODS = {
  'chain:get': 'getOptionChain',
  'chain:expiries': 'getExpiryDates',
  'chain:watch': 'watchChain',
  'chain:unwatch': 'unwatchChain',
  'quotes:get': 'getQuotes',
} as const;

/** The term structure of an underlier (ATM IV and expected move by expiry): its cost first, then the answer. */
export const TERM_METHODS = {
  'term:plan': 'planTermStructure',
  'term:get': 'getTermStructure',
} as const;

export const QUOTA_METHODS = {
  'quota:get': 'getQuota',
} as const;

export const ORDERS_METHODS = {
  'accounts:list': 'listAccounts',
  'orders:watch': 'watchOrders',
  'orders:unwatch': 'unwatchOrders',
  'orders:refresh': 'refreshOrders',
  'orders:pause': 'pauseOrders',
  'orders:history': 'getOrderHistory',
  'orders:details': 'getOrderDetails',
  'orders:watchAll': 'watchAllOrders',
  'orders:unwatchAll': 'unwatchAllOrders',
} as const;

export const POSITIONS_METHODS = {
  'positions:watch': 'watchPositions',
  'positions:unwatch': 'unwatchPositions',
  'positions:refresh': 'refreshPositions',
  'positions:pause': 'pausePositions',
} as const;

export const ALERTS_METHODS = {
  'alerts:get': 'getAlerts',
  'alerts:refresh': 'refreshAlerts',
  'alerts:pause': 'pauseAlerts',
  'alerts:details': 'getAlertDetails',
} as const;

/** Every invoke channel and the preload method that carries it. */
export const INVOKE_METHODS = {
  ...APP_METHODS,
  ...SETTINGS_METHODS,
  ...SESSION_METHODS,
  ...MARKET_METHODS,
  ...TERM_METHODS,
  ...QUOTA_METHODS,
  ...ORDERS_METHODS,
  ...POSITIONS_METHODS,
  ...ALERTS_METHODS,
} as const;

export type AppChannel = keyof typeof APP_METHODS;
export type SettingsChannel = keyof typeof SETTINGS_METHODS;
export type SessionChannel = keyof typeof SESSION_METHODS;
export type MarketChannel = keyof typeof MARKET_METHODS;
export type TermChannel = keyof typeof TERM_METHODS;
export type QuotaChannel = keyof typeof QUOTA_METHODS;
export type OrdersChannel = keyof typeof ORDERS_METHODS;
export type PositionsChannel = keyof typeof POSITIONS_METHODS;
export type AlertsChannel = keyof typeof ALERTS_METHODS;

/** Push events: main tells every window. */
export const EVENT_METHODS = {
  'settings:changed': 'onSettingsChanged',
  'session:changed': 'onSessionChanged',
  'orders:changed': 'onOrdersChanged',
  'orders:focus': 'onOrderFocus',
  'chain:quotes': 'onChainQuotes',
  'positions:changed': 'onPositionsChanged',
  'quota:changed': 'onQuotaChanged',
  'alerts:changed': 'onAlertsChanged',
  'alerts:focus': 'onAlertFocus',
} as const;

export type InvokeChannel = keyof typeof INVOKE_METHODS;
export type EventChannel = keyof typeof EVENT_METHODS;

export const INVOKE_CHANNELS = Object.keys(INVOKE_METHODS) as InvokeChannel[];
export const EVENT_CHANNELS = Object.keys(EVENT_METHODS) as EventChannel[];

export function isInvokeChannel(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && Object.hasOwn(INVOKE_METHODS, value);
}

export function isEventChannel(value: unknown): value is EventChannel {
  return typeof value === 'string' && Object.hasOwn(EVENT_METHODS, value);
}
