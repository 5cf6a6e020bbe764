/**
 * The orders service as a part of the backend: the accounts and orders channels, the window's
 * visibility (hidden, the watchers slow down) and shutdown.
 */
import type { OrdersChannel } from '../../../shared/ipc/channels.ts';
import { livePart, type ServicePart } from '../service-part.ts';
import type { SettingsSections } from '../settings/settings-sections.ts';
import { createOrdersService, type OrdersServiceDeps } from './orders-service.ts';

/** Builds the orders service and its part; a change of the orders' refresh setting re-plans every watcher at once. */
export function ordersPart(deps: OrdersServiceDeps & { sections: SettingsSections }): ServicePart<OrdersChannel> {
  const orders = createOrdersService(deps);
  return livePart(orders, deps.sections, (values) => values.orders.refreshSeconds, {
    'accounts:list': () => orders.listAccounts(),
    'orders:watch': ({ accountKey }) => orders.watch(accountKey),
    'orders:unwatch': ({ accountKey }) => orders.unwatch(accountKey),
    'orders:refresh': ({ accountKey }) => orders.refresh(accountKey),
    'orders:pause': ({ accountKey, paused }) => orders.pause(accountKey, paused),
    'orders:history': (query) => orders.history(query),
    'orders:details': (query) => orders.details(query),
    'orders:watchAll': () => orders.watchAll(),
    'orders:unwatchAll': () => orders.unwatchAll(),
  });
}
