/**
 * All accounts with a long accounts list: 1,000 open accounts (and closed ones among them) from a
 * provider answering every orders page after a millisecond, through the real orders service, its
 * watchers, the v1 today's-orders source and a real quota meter on the real clock. Measures the
 * longest event-loop turn (the longest time main answers nothing: a setImmediate chain's widest
 * gap) while All accounts opens and its first loads land, and the most order requests in flight at
 * once; planning: All accounts' watchers planning anew at once (as a settings change or the window
 * shown makes them), and what one watcher's plan costs among 1,000 watchers against among 100
 * (each account opened on its own, the way the rest are reached): planning is O(1) per watcher
 * when the ratio is near 1. Goals: no turn over 50 ms, the ratio at most 2. Run with
 * `npm run bench -- orders-all-scale`.
 */
import type { BrokerClient, OrderPageRequest } from '../electron/backend/broker/broker-client.ts';
import { createQuotaMeter } from '../electron/backend/broker/quota/quota-meter.ts';
import type { SessionClient } from '../electron/backend/broker/session-client.ts';
import { createEventHub } from '../electron/backend/events.ts';
import { createNotifications } from '../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../electron/backend/orders/orders-service.ts';
import type { Clock } from '../electron/backend/services.ts';
import type { Account } from '../shared/domain/accounts.ts';
import { orderPushReader } from '../shared/domain/order-watch.ts';
import type { OrderListPage } from '../shared/domain/orders.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../shared/domain/quota.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { fakeV1Orders, placed } from '../test/electron/backend/orders/v1-fake-orders.ts';
import { createSessionNews } from '../electron/backend/live/session-news.ts';
import { silentLogger } from '../test/helpers/silent-logger.ts';
import { goalLine, goalSummary, line, ms } from './bench-figures.ts';

const OPEN_ACCOUNTS = 1_000;
/** Every tenth account of the list is a closed one (never watched). */
const CLOSED_EVERY = 10;
const GOAL_MS = 50;
const LATENCY_MS = 1;
const n = (value: number): string => value.toLocaleString('en-US');

const clock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, delay) {
    const timer = setTimeout(fn, delay);
    return () => clearTimeout(timer);
  },
};

const accounts: Account[] = [];
for (let i = 0; accounts.filter((entry) => entry.status !== 'CLOSED').length < OPEN_ACCOUNTS; i += 1) {
  const closed = i % CLOSED_EVERY === CLOSED_EVERY - 1;
  accounts.push({
    accountId: String(80_000_000 + i),
    accountIdKey: `k${String(i).padStart(6, '0')}Xw2cLmN8vR4tYs`,
    description: 'Brokerage',
    nickname: null,
    type: 'INDIVIDUAL',
    mode: 'MARGIN',
    institutionType: 'BROKERAGE',
    status: closed ? 'CLOSED' : 'ACTIVE',
    closedAt: closed ? Date.now() - 86_400_000 : null,
  });
}
const openKeys = accounts.filter((entry) => entry.status !== 'CLOSED').map((entry) => entry.accountIdKey as string);

// Each account's day: a few orders this morning (one page of each of the source's reads).
const day = fakeV1Orders([placed(3, Date.now() - 60_000), placed(2, Date.now() - 120_000, 'EXECUTED'), placed(1, Date.now() - 180_000)]);
let inFlight = 0;
let mostInFlight = 0;
let requests = 0;
const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR });
const client: BrokerClient = {
  generation: 'v1',
  quota: meter,
  listAccounts: async () => ok(accounts),
  getOptionChain: async () => fail('unsupported', 'no'),
  getExpiryDates: async () => fail('unsupported', 'no'),
  getQuotes: async () => fail('unsupported', 'no'),
  getAlerts: async () => fail('unsupported', 'no'),
  getAlertDetails: async () => fail('unsupported', 'no'),
  getPortfolio: async () => fail('unsupported', 'no'),
  getBalance: async () => fail('unsupported', 'no'),
  getTransactionPage: async () => fail('unsupported', 'no'),
  getTransactionDetails: async () => fail('unsupported', 'no'),
  getOrderPage: (_key, page?: OrderPageRequest) => {
    requests += 1;
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    meter.charge('orders', 1);
    return new Promise<Result<OrderListPage>>((resolve) =>
      setTimeout(() => {
        inFlight -= 1;
        resolve(day.fetchPage(page ?? {}));
      }, LATENCY_MS),
    );
  },
  getOrderDetails: async (_key, id) => day.fetchDetails(id),
};
const connection = { session: { snapshot: () => ({ state: 'active' }) }, environment: { id: 'demo' } } as never;
const session: SessionClient = {
  get: () => ok(client),
  news: createSessionNews({ current: () => connection, logger: silentLogger }),
  reset: () => {},
  meter: () => meter,
};

/** An orders service over the client; `books` gathers the accounts whose whole book landed. */
function ordersService() {
  const books = new Set<string>();
  const readPush = orderPushReader();
  const service = createOrdersService({
    client: session,
    clock,
    logger: silentLogger,
    random: () => 0,
    notifications: createNotifications({ notifier: { notify() {} }, enabled: () => false, events: createEventHub(), logger: silentLogger }),
    emitOrders: (push) => {
      const state = readPush(push);
      if (state?.book != null && !state.loading) books.add(state.accountKey);
    },
    preferences: () => ({ refreshSeconds: 10 }),
  });
  return { service, books };
}

/** The widest gap of a setImmediate chain while `run` runs: the longest event-loop turn. */
async function longestTurn<T>(run: () => Promise<T>): Promise<{ longest: number; result: T }> {
  let longest = 0;
  let last = performance.now();
  let going = true;
  const tick = (): void => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (going) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    const result = await run();
    return { longest, result };
  } finally {
    going = false;
  }
}
const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise<void>((resolve) => setTimeout(resolve, 5));
};
const gc = (globalThis as { gc?: () => void }).gc;
/** Every watcher of `service` plans anew at once, `runs` times (after a collection, when exposed): the time of each. */
const replans = (service: { settingsChanged(): void }, runs = 7): number[] =>
  Array.from({ length: runs }, () => {
    gc?.();
    const begun = performance.now();
    service.settingsChanged();
    return performance.now() - begun;
  });

console.log(`All accounts of ${n(accounts.length)} accounts (${n(OPEN_ACCOUNTS)} open), orders pages answered after ${LATENCY_MS} ms`);
{
  const { service, books } = ordersService();
  const started = performance.now();
  const opened = await longestTurn(async () => {
    const answer = await service.watchAll();
    if (!answer.ok) throw new Error(answer.error.message);
    const watched = answer.data.states.map((state) => state.accountKey);
    await until(() => watched.every((key) => books.has(key)));
    return answer.data;
  });
  line('accounts All accounts watches', n(opened.result.states.length));
  line('its words', (opened.result as { limited?: string | null }).limited ?? '(none: it watches them all)');
  line('first loads done in', ms(performance.now() - started));
  line('most order requests in flight at once', n(mostInFlight));
  line('order requests of the first loads', n(requests));
  goalLine('longest event-loop turn: opening All accounts and its first loads', [opened.longest], GOAL_MS);
  goalLine("planning: All accounts' watchers plan anew at once (a settings change)", replans(service), GOAL_MS);
  service.dispose();
}

/** What one watcher's plan costs (µs) among `count` watchers, each account opened on its own: the fastest of the runs (the least disturbed by a loaded machine). */
async function planCost(count: number): Promise<number> {
  const { service } = ordersService();
  for (const key of openKeys.slice(0, count)) {
    const state = await service.watch(key);
    if (!state.ok) throw new Error(state.error.message);
  }
  const each = (1000 * Math.min(...replans(service, 11))) / count;
  service.dispose();
  return each;
}
const few = await planCost(OPEN_ACCOUNTS / 10);
const all = await planCost(OPEN_ACCOUNTS);
line(`one watcher's plan among ${n(OPEN_ACCOUNTS / 10)} watchers`, `${few.toFixed(1)} µs`);
line(`one watcher's plan among ${n(OPEN_ACCOUNTS)} watchers`, `${all.toFixed(1)} µs`);
const ratio = all / few;
line(`ratio (goal <= 2: O(1) per watcher)`, `${ratio.toFixed(2)} ${ratio <= 2 ? 'ok' : 'OVER'}`);
goalSummary();
