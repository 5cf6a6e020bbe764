/**
 * The hourly quota the alerts feed costs at its default interval: the alerts service
 * drives the real v1 client against the demo broker on loopback (signed session, real decoders,
 * the simulated day moving with the clock, so fills and price moves bring new alerts) for one
 * simulated hour, each refresh after the wait the feed itself planned (the setting, then the
 * Users budget's pace). It prints the Users requests of a refresh and of the hour against the
 * 35,600 an hour the provider allows a consumer key, the goal (at most 1 % of the Users budget:
 * alerts are polled slowly, a minute or more), and what the hour brought (new alerts, notices).
 * The window's visibility changes nothing: the feed keeps its pace hidden, so this is also the
 * hidden hour's cost. Run with `npm run bench -- alerts-quota`.
 */
import { createAlertsService } from '../electron/backend/alerts/alerts-service.ts';
import { createSessionClient } from '../electron/backend/broker/session-client.ts';
import { alertNotices } from '../electron/backend/notifications/alert-notices.ts';
import { ALERT_LISTS_PER_REFRESH, ALERTS_REFRESH_SECONDS, type AlertsState } from '../shared/domain/alerts-watch.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../shared/domain/quota.ts';
import { realTimers, signedInDemo } from '../test/helpers/signed-in-demo.ts';
import { silentLogger } from '../test/helpers/silent-logger.ts';

const HOUR = 3_600_000;
/** The goal: the feed's hour within this share of the Users budget. */
const GOAL_SHARE = 0.01;
const pct = (used: number, budget: number): string => `${((100 * used) / budget).toFixed(2)} %`;
const n = (value: number): string => value.toLocaleString('en-US');

// A weekday afternoon in New York: the demo's accounts trade, its underliers move.
const f = await signedInDemo({ api: 'v1', start: '2026-06-10T17:00:00Z', broker: { volume: 'load' } });
const client = createSessionClient({
  current: () => ({ session: f.session, environment: f.environment }),
  clock: realTimers(f.time),
  logger: silentLogger,
  random: () => 0,
});
const sentToAlerts = () => f.sent.filter((url) => new URL(url).pathname.startsWith('/v1/user/alerts')).length;
let news = 0;
let notices = 0;
// The benchmark drives every refresh itself after the wait the feed planned; the feed's timers never fire.
const service = createAlertsService({
  client,
  clock: { now: f.time.now, setTimeout: () => () => {} },
  logger: silentLogger,
  random: () => 0,
  emitAlerts: () => {},
  notify: (alerts) => {
    news += alerts.length;
    notices += alertNotices(alerts).length;
  },
  refreshSeconds: () => ALERTS_REFRESH_SECONDS.default,
});
const unwrap = (result: Awaited<ReturnType<typeof service.refresh>>): AlertsState => {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
};

console.log(
  `one simulated hour of the alerts feed at the default ${ALERTS_REFRESH_SECONDS.default} s (window shown or hidden: the same pace), real v1 client, demo broker on loopback`,
);
const before = sentToAlerts();
let state = unwrap(await service.refresh());
const first = state;
const end = f.time.now() + HOUR;
let refreshes = 1;
while (f.time.now() + state.intervalMs < end) {
  f.time.advance(state.intervalMs);
  state = unwrap(await service.refresh());
  if (state.stale !== null) throw new Error(`a refresh failed: ${state.stale.error.message}`);
  refreshes += 1;
}
service.dispose();
const hour = sentToAlerts() - before;
const budget = DEFAULT_QUOTA_PER_HOUR.users;
console.log(
  `  inbox: ${n(first.total ?? 0)} alerts, ${n(first.unread)} unread at the start; ${n(state.alerts.length)} listed, ${n(state.unread)} unread at the end`,
);
console.log(
  `  cost: ${ALERT_LISTS_PER_REFRESH} Users requests a refresh (unread and newest, per category) × ${refreshes} refreshes (every ${(state.intervalMs / 1000).toFixed(0)} s) = ${n(hour)}/h,` +
    ` ${pct(hour, budget)} of ${n(budget)}; goal ≤ ${pct(GOAL_SHARE * budget, budget)} (${n(GOAL_SHARE * budget)}/h): ratio ${(hour / (GOAL_SHARE * budget)).toFixed(2)} ${hour <= GOAL_SHARE * budget ? '(within goal)' : '(OVER GOAL)'}`,
);
console.log(`  the hour brought ${n(news)} new unread alerts as ${n(notices)} notification(s) (one each, a summary past three in one refresh)`);
await f.close();
