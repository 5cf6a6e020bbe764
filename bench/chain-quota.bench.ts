/**
 * The quote budget a one-hour session with the live chain costs: the chain refresher drives the real v1 client against a loopback server for one
 * simulated hour at the default refresh (5 s), and the quota meter counts what was spent: 2 quotes
 * per pair answered plus the underlier's quote, per refresh. Printed for 10, 20 and 40 strikes in
 * view, against the 140,000 quotes an hour the provider allows, and once with a 30,000 budget
 * (the meter slows the refresh so that the hour never goes over). Run with `npm run bench -- chain-quota`.
 */
import { createQuotaMeter } from '../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client } from '../electron/backend/broker/v1/api-client.ts';
import { createSessionNews } from '../electron/backend/live/session-news.ts';
import { createChainRefresher } from '../electron/backend/market/chain-refresher.ts';
import { refreshCost } from '../electron/backend/market/chain-refresh-query.ts';
import { CHAIN_REFRESH_SECONDS } from '../shared/domain/chain-refresh.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../shared/domain/quota.ts';
import { ok } from '../shared/result.ts';
import { environment } from '../test/electron/backend/session/session-fixture.ts';
import { chainJson, quotesFor } from '../test/electron/backend/broker/v1/v1-canned.ts';
import { tinyDecoders } from '../test/electron/backend/broker/v1/tiny-decoders.ts';
import { plainTransport, startLoopback } from '../test/electron/backend/broker/v1/v1-loopback.ts';
import { silentLogger } from '../test/helpers/silent-logger.ts';

const HOUR = 3_600_000;
const server = await startLoopback((url) => {
  if (url.includes('/quote/')) return { status: 200, body: quotesFor(url) };
  const strikes = Number(/noOfStrikes=(\d+)/.exec(url)?.[1] ?? 1);
  return { status: 200, body: chainJson(strikes) };
});

console.log(`one simulated hour of the live chain at the default ${CHAIN_REFRESH_SECONDS.default} s refresh, real v1 client over loopback`);
for (const [inView, budget] of [
  [10, DEFAULT_QUOTA_PER_HOUR.markets],
  [20, DEFAULT_QUOTA_PER_HOUR.markets],
  [40, DEFAULT_QUOTA_PER_HOUR.markets],
  [40, 30_000],
] as const) {
  let now = Date.parse('2026-06-10T15:00:00Z');
  const start = now;
  // The benchmark drives every refresh itself; timers never fire.
  const clock = { now: () => now, setTimeout: () => () => {} };
  const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, markets: budget }) });
  const client = createV1Client({
    session: plainTransport(),
    environment: { ...environment, api: 'v1', apiUrl: server.url },
    clock,
    meter,
    decoders: tinyDecoders,
  });
  let pushes = 0;
  let changes = 0;
  let interval: number;
  const refresher = createChainRefresher({
    clock,
    random: () => 0,
    logger: silentLogger,
    client: () => ok(client),
    // The plain client over loopback has no session to change: the news never moves.
    news: createSessionNews({ current: () => null, logger: silentLogger }),
    refreshSeconds: () => CHAIN_REFRESH_SECONDS.default,
    windowVisible: () => true,
    emit: (update) => {
      pushes += 1;
      // The contracts a push carries: a snapshot's every one, a delta's changed ones (shared/domain/feed-push.ts).
      changes +=
        update.quotes.kind === 'snapshot' ? (update.quotes.data?.contracts.length ?? 0) : update.quotes.kind === 'delta' ? update.quotes.upserted.length : 0;
      interval = update.intervalMs;
    },
  });
  const watched = refresher.watch({
    query: { underlier: 'AAPL', month: 1, year: 2027, day: 15, chainType: 'CALLPUT', includeAdjusted: false },
    centreStrike: 131,
    strikesInView: inView,
    visible: true,
  });
  if (!watched.ok) throw new Error(watched.error.message);
  interval = watched.data.intervalMs;
  const requestsBefore = server.received.length;
  let refreshes = 0;
  while (now + interval < start + HOUR + 1) {
    now += interval;
    await refresher.refresh();
    refreshes += 1;
  }
  refresher.stop();
  const used = meter.snapshot().modules.markets.used;
  console.log(
    `  ${String(inView).padStart(2)} strikes in view: ${refreshCost(inView)} quotes a refresh × ${refreshes} refreshes = ${used.toLocaleString('en-US')} quotes/h` +
      ` (${((100 * used) / budget).toFixed(1)} % of ${budget.toLocaleString('en-US')}; interval ${(interval / 1000).toFixed(1)} s),` +
      ` ${server.received.length - requestsBefore} requests, ${pushes} pushes (${changes} contract changes: the canned market does not move after the first)`,
  );
}
await server.close();
