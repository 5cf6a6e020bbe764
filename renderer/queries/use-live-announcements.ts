/**
 * Announces the server state's news through the live region: the session (session-announcement.ts),
 * the watched orders (in the words the page's root gives: the orders view's own,
 * renderer/views/orders/order-announcement.ts) and the alerts that arrive
 * (renderer/feeds/alerts/alert-announcement.ts).
 * It listens to the query cache, where main's pushes (`session:changed`, `orders:changed`,
 * `alerts:changed`) and the answers of "Refresh now", sign-in and
 * sign-out all land, so each change is judged once against the state shown before it, whichever
 * way it arrived.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AlertsState } from '../../shared/domain/alerts-watch.ts';
import type { OrderWatchState } from '../../shared/domain/order-watch.ts';
import type { SessionView } from '../../shared/session.ts';
import { announce } from '../components/live-region/announcer.ts';
import { alertAnnouncement } from '../feeds/alerts/alert-announcement.ts';
import { alertKeys } from '../feeds/alerts/alert-keys.ts';
import { ALL_ACCOUNTS_PART, orderKeys } from '../feeds/orders/order-keys.ts';
import { sessionAnnouncement } from './session-announcement.ts';
import { sessionKeys } from './session-queries.ts';

const ORDERS_ROOT = orderKeys.watch('demo', null)[0];
const SESSION_ROOT = sessionKeys.session[0];
const ALERTS_ROOT = alertKeys.inbox('demo')[0];

/** The words of a watched account's news: its state before and after, and whether the sentence names the account (All accounts). */
export type OrderWords = (previous: OrderWatchState | undefined, next: OrderWatchState, named: boolean) => string | null;

/** The words for a query's new data after its previous data, by the query's key. */
function newsOf(orderWords: OrderWords, key: readonly unknown[], previous: unknown, next: unknown): string | null {
  if (next === undefined) return null;
  // The data under these keys is what the query functions and the push handlers put there.
  if (key[0] === SESSION_ROOT) return sessionAnnouncement(previous as SessionView | undefined, next as SessionView);
  // Under All accounts, every sentence names its account: several accounts speak in turn.
  if (key[0] === ORDERS_ROOT) return orderWords(previous as OrderWatchState | undefined, next as OrderWatchState, key[3] === ALL_ACCOUNTS_PART);
  if (key[0] === ALERTS_ROOT) return alertAnnouncement(previous as AlertsState | undefined, next as AlertsState);
  return null;
}

/** Mounted once, at the root, with the orders' words. */
export function useLiveAnnouncements(orderWords: OrderWords): void {
  const client = useQueryClient();
  useEffect(() => {
    const cache = client.getQueryCache();
    const shown = new Map<string, unknown>();
    for (const query of cache.getAll()) shown.set(query.queryHash, query.state.data);
    return cache.subscribe((event) => {
      const { query } = event;
      if (event.type === 'removed') {
        shown.delete(query.queryHash);
        return;
      }
      const data: unknown = query.state.data;
      const previous = shown.get(query.queryHash);
      if (data === previous) return;
      shown.set(query.queryHash, data);
      const text = newsOf(orderWords, query.queryKey, previous, data);
      if (text !== null) announce(text);
    });
  }, [client, orderWords]);
}
