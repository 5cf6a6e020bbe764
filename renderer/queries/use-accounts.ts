/**
 * The accounts list of the environment signed in: what every account picker offers (orders,
 * positions), cached for five minutes.
 */
import { useQuery } from '@tanstack/react-query';
import type { EnvironmentId } from '../../shared/settings.ts';
import { api, unwrap } from '../api.ts';
import { orderKeys } from '../feeds/orders/order-keys.ts';

/** The accounts the signed-in user can pick. */
export function useAccounts(environment: EnvironmentId, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.accounts(environment),
    queryFn: () => unwrap(api().listAccounts()),
    staleTime: 5 * 60_000,
    enabled,
  });
}
