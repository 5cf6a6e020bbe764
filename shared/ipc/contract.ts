/**
 * The typed IPC contract: argument, result and event payload types per channel, and the shape of
 * `window.strikeboard` derived from them. Both sides' wrappers derive their types from here,
 * so the preload, the main-side handlers and the renderer cannot drift apart.
 */
import type { AppInfo } from '../app-info.ts';
import type { Result } from '../result.ts';
import type { Account } from '../domain/accounts.ts';
import type { ChainAnswer } from '../domain/chain-query.ts';
import type { OptionChain } from '../domain/option-chain.ts';
import type { ChainQuotesUpdate } from '../domain/chain-refresh.ts';
import type { ExpiryDate } from '../domain/expiries.ts';
import type { OrderDetails, OrderHistory } from '../domain/order-history.ts';
import type { QuoteAnswer } from '../domain/quotes.ts';
import type { QuotaSnapshot } from '../domain/quota.ts';
import type { TermAnswer, TermPlan } from '../domain/term-structure.ts';
import type { AllOrdersState, OrderWatchPush, OrderWatchState } from '../domain/order-watch.ts';
import type { PositionsPush, PositionsState } from '../domain/positions-watch.ts';
import type { AlertDetails } from '../domain/alerts.ts';
import type { AlertsPush, AlertsState } from '../domain/alerts-watch.ts';
import type { SessionView } from '../session.ts';
import type { EnvironmentId } from '../settings.ts';
import type { SettingsSnapshot } from '../settings.ts';
import type { EVENT_METHODS, EventChannel, INVOKE_METHODS, InvokeChannel } from './channels.ts';
import type { InvokeInput } from './schemas.ts';

/** What each invoke channel answers with (inside the Result). */
export interface InvokeOutputs {
  'app:info': AppInfo;
  'clipboard:write': { written: true };
  'settings:get': SettingsSnapshot;
  'settings:update': SettingsSnapshot;
  'session:get': SessionView;
  'session:useMemoryOnly': SessionView;
  'auth:signIn': SessionView;
  'auth:submitCode': { accepted: true };
  'auth:cancel': { cancelled: boolean };
  'auth:signOut': SessionView;
  'credentials:status': CredentialStatus;
  'credentials:save': CredentialStatus;
  'credentials:clear': CredentialStatus;
  'chain:get': ChainAnswer<OptionChain>;
  'chain:expiries': ExpiryDate[];
  /** The refresh runs (or waits, hidden) until `chain:unwatch`; one watched chain at a time. */
  'chain:watch': { watching: true; intervalMs: number; costPerRefresh: number };
  'chain:unwatch': { watching: false };
  'quotes:get': QuoteAnswer;
  /** What `term:get` of the same query would spend now (0 within the minute it is cached); nothing is asked. */
  'term:plan': TermPlan;
  /** ATM IV and expected move by expiry; an expiry that failed is a point with its error. */
  'term:get': TermAnswer;
  'quota:get': QuotaSnapshot;
  'accounts:list': Account[];
  'orders:watch': OrderWatchState;
  'orders:unwatch': { watching: false };
  'orders:refresh': OrderWatchState;
  'orders:pause': OrderWatchState;
  'orders:history': OrderHistory;
  'orders:details': OrderDetails;
  /**
   * Today's orders of every open account of the current API ("All accounts"): each account's
   * state at once (a first load under way says so), then `orders:changed` per account.
   */
  'orders:watchAll': AllOrdersState;
  'orders:unwatchAll': { watching: false };
  /** The view shows the account's positions: its state (after a first read), then `positions:changed`. */
  'positions:watch': PositionsState;
  'positions:unwatch': { watching: false };
  'positions:refresh': PositionsState;
  'positions:pause': PositionsState;
  /** The inbox as last read (the feed runs while signed in, whatever view is shown). */
  'alerts:get': AlertsState;
  'alerts:refresh': AlertsState;
  'alerts:pause': AlertsState;
  /** One alert in full, its message as plain text; it shows read from then on. */
  'alerts:details': AlertDetails;
}

/** Which environments have a consumer key stored; the key is shown masked, the secret never. */
export type CredentialStatus = Record<EnvironmentId, { consumerKeyHint: string | null }>;

/** What each push event carries. */
export interface EventPayloads {
  'settings:changed': SettingsSnapshot;
  'session:changed': SessionView;
  /** An account's orders and feed status; the book as a change against the revision before (shared/domain/feed-push.ts). */
  'orders:changed': OrderWatchPush;
  /** A notification was clicked: show this order. */
  'orders:focus': { accountKey: string; orderId: string };
  /** The watched chain's changed quotes (only what changed since the last push). */
  'chain:quotes': ChainQuotesUpdate;
  /** A shown account's positions after each refresh (or a status change); the snapshot as a change against the revision before (shared/domain/feed-push.ts). */
  'positions:changed': PositionsPush;
  /** The quota meter moved (at most once a second). */
  'quota:changed': QuotaSnapshot;
  /** The inbox after each refresh (or a status change, or an alert opened); the list as a change against the revision before (shared/domain/feed-push.ts). */
  'alerts:changed': AlertsPush;
  /** An alert's notification was clicked: show this alert. */
  'alerts:focus': { id: string };
}

export type InvokeOutput<C extends InvokeChannel> = InvokeOutputs[C];
export type EventPayload<E extends EventChannel> = EventPayloads[E];

type MethodFor<C extends InvokeChannel> =
  InvokeInput<C> extends undefined ? () => Promise<Result<InvokeOutput<C>>> : (arg: InvokeInput<C>) => Promise<Result<InvokeOutput<C>>>;

/** `window.strikeboard`: one named method per channel, one subscription per event. */
export type StrikeboardApi = {
  readonly [C in InvokeChannel as (typeof INVOKE_METHODS)[C]]: MethodFor<C>;
} & {
  readonly [E in EventChannel as (typeof EVENT_METHODS)[E]]: (listener: (payload: EventPayload<E>) => void) => () => void;
};

/** How the API reaches main: ipcRenderer in the preload, a Playwright binding in e2e. */
export interface ApiTransport {
  invoke(channel: InvokeChannel, arg: unknown): Promise<unknown>;
  subscribe(event: EventChannel, listener: (payload: unknown) => void): () => void;
}
