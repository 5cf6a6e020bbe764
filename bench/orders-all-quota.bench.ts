/**
 * The Orders budget "All accounts" spends: the orders service watches every open
 * account of the demo user through the real v1 client against the demo broker on loopback (signed
 * session, real decoders, the simulated day moving with the clock) for one simulated hour at the
 * default refresh, each watcher's own timers firing in time order on the simulated clock. The
 * meter counts every request in the one Orders budget and paces the watchers together. Prints, per
 * account and in all, the requests of a refresh and of the hour against the 17,800 an hour the
 * provider allows a consumer key, the interval the pace kept and whether it had to slow down.
 * Run with `npm run bench -- orders-all-quota`.
 */
import { createSessionClient } from '../electron/backend/broker/session-client.ts';
import { createEventHub } from '../electron/backend/events.ts';
import { createNotifications } from '../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../electron/backend/orders/orders-service.ts';
import type { Clock } from '../electron/backend/services.ts';
import { orderPushReader, type OrderWatchState } from '../shared/domain/order-watch.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../shared/domain/quota.ts';
import { REFRESH_SECONDS } from '../shared/settings.ts';
import { realTimers, signedInDemo } from '../test/helpers/signed-in-demo.ts';
import { silentLogger } from '../test/helpers/silent-logger.ts';

const HOUR = 3_600_000;
const pct = (used: number, budget: number): string => `${((100 * used) / budget).toFixed(1)} %`;
const n = (value: number): string => value.toLocaleString('en-US');

// 10:00 in New York on a trading day: the hour the demo's day is busiest.
const f = await signedInDemo({ api: 'v1', start: '2026-11-18T15:00:00Z', broker: { volume: 'load' } });
const client = createSessionClient({
  current: () => ({ session: f.session, environment: f.environment }),
  clock: realTimers(f.time),
  logger: silentLogger,
  random: () => 0,
});

/** The watchers' timers, fired by the loop below in time order on the simulated clock. */
const timers = new Set<{ at: number; fn: () => void }>();
let planned: (() => void) | null = null;
const clock: Clock = {
  now: f.time.now,
  setTimeout(fn, ms) {
    const timer = { at: f.time.now() + Math.max(0, ms), fn };
    timers.add(timer);
    planned?.();
    return () => timers.delete(timer);
  },
};
const states = new Map<string, OrderWatchState>();
const readPush = orderPushReader();
const service = createOrdersService({
  client,
  clock,
  logger: silentLogger,
  random: () => 0,
  notifications: createNotifications({ notifier: { notify() {} }, enabled: () => false, events: createEventHub(), logger: silentLogger }),
  emitOrders: (push) => {
    const state = readPush(push);
    if (state !== null) states.set(state.accountKey, state);
  },
  preferences: () => ({ refreshSeconds: REFRESH_SECONDS.default }),
});

/** Resolves once every watcher has planned its next refresh (its cycle is over). */
const allPlanned = async (count: number): Promise<void> => {
  while (timers.size < count) await new Promise<void>((resolve) => (planned = resolve));
  planned = null;
};

const answer = await service.watchAll();
if (!answer.ok) throw new Error(answer.error.message);
const accounts = answer.data.states.map((state) => ({ key: state.accountKey, number: state.accountId ?? '?' }));
await allPlanned(accounts.length);
const sentOf = (key: string) => f.sent.filter((url) => url.includes(`/accounts/${key}/orders`)).length;
const firstLoad = new Map(accounts.map((account) => [account.key, sentOf(account.key)]));
const start = f.time.now();
const refreshes = new Map(accounts.map((account) => [account.key, 0]));
const lastData = new Map(accounts.map((account) => [account.key, states.get(account.key)?.dataTime ?? null]));
let slowed = 0;
while (f.time.now() < start + HOUR) {
  const next = [...timers].sort((a, b) => a.at - b.at)[0];
  if (next === undefined || next.at > start + HOUR) break;
  timers.delete(next);
  f.time.advance(Math.max(0, next.at - f.time.now()));
  next.fn();
  await allPlanned(accounts.length);
  for (const state of states.values()) if (state.slowedBecause !== null) slowed += 1;
  for (const [key, state] of states) {
    if (state.dataTime === lastData.get(key)) continue;
    lastData.set(key, state.dataTime);
    refreshes.set(key, (refreshes.get(key) ?? 0) + 1);
  }
}
/** The meter's sliding hour at the end: the hour's refreshes (the first loads slid out of it). */
const spent = client.meter().snapshot().modules.orders.used;
service.dispose();

console.log(
  `one simulated hour of All accounts (${accounts.length} open accounts of the demo user, the closed one never asked) at the default ${REFRESH_SECONDS.default} s refresh, real v1 client, demo broker on loopback`,
);
let total = 0;
for (const account of accounts) {
  const hour = sentOf(account.key) - (firstLoad.get(account.key) ?? 0);
  total += hour;
  const count = Math.max(1, refreshes.get(account.key) ?? 0);
  const state = states.get(account.key);
  console.log(
    `  ${account.number}: first load ${firstLoad.get(account.key)} requests; then ${n(count)} refreshes, ${(hour / count).toFixed(2)} requests a refresh = ${n(hour)}/h, ${pct(hour, DEFAULT_QUOTA_PER_HOUR.orders)}` +
      ` (every ${((state?.intervalMs ?? 0) / 1000).toFixed(0)} s at the end${state?.slowedBecause == null ? '' : `: ${state.slowedBecause}`})`,
  );
}
console.log(
  `  all accounts: ${n(total)} Orders requests in the hour (${n(spent)} in the meter's last hour), ${pct(total, DEFAULT_QUOTA_PER_HOUR.orders)} of the ${n(DEFAULT_QUOTA_PER_HOUR.orders)} an hour`,
);
console.log(`  pushes while the pace slowed the watchers: ${n(slowed)}`);
if (spent > DEFAULT_QUOTA_PER_HOUR.orders) throw new Error(`over the Orders budget: ${spent}`);
await f.close();
