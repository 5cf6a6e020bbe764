/**
 * The market service as a part of the backend: chains, expiries, quotes and the live chain's
 * channels, the window's visibility (hidden, the chain stops refreshing), its own settings section
 * (the refresh interval) and shutdown.
 */
import type { MarketChannel } from '../../../shared/ipc/channels.ts';
import { ok } from '../../../shared/result.ts';
import type { SessionClient } from '../broker/session-client.ts';
import { livePart, type ServicePart } from '../service-part.ts';
import type { SettingsSections } from '../settings/settings-sections.ts';
import { createMarketService, type MarketServiceDeps } from './market-service.ts';

/** Builds the market service over the session-bound client, and its part. */
export function marketPart(client: SessionClient, deps: MarketServiceDeps & { sections: SettingsSections }): ServicePart<MarketChannel> {
  const market = createMarketService(client, deps);
  return livePart(market, deps.sections, (values) => values.chainView.refreshSeconds, {
    'chain:get': (query) => market.getOptionChain(query),
    'chain:expiries': ({ symbol, kind }) => market.getExpiryDates(symbol, kind),
    'chain:watch': (watch) => market.watchChain(watch),
    'chain:unwatch': () => ok(market.unwatchChain()),
    'quotes:get': ({ symbols }) => market.getQuotes(symbols),
  });
}
