import type { OrderWatchPush } from '../../shared/domain/order-watch.ts';

/**
 * For a test's recorder of `orders:changed` (pushes read with orderPushReader): an 'unchanged'
 * push before any book of its account is the service's fault, and fails the test where it happens.
 */
export function unreadable(push: OrderWatchPush): never {
  throw new Error(`orders:changed for ${push.accountKey} said its book was unchanged before any book was pushed`);
}
