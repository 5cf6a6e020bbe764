/**
 * The quota a shown Positions view costs, and why it re-reads the portfolio rather than
 * quoting the positions' symbols: the positions service drives the real v1 client against the demo
 * broker on loopback (signed session, real decoders, the simulated market moving with the clock)
 * for one simulated hour at the default refresh, and the quota meter counts what was spent. For
 * each demo account it prints the Accounts requests of a refresh (portfolio pages in the COMPLETE
 * view plus the balance) and of the hour, against the 35,600 an hour the provider allows, beside
 * what quoting the positions instead would cost: one Markets quote per position (stocks measured
 * through the real client's batches of 25; an option counts one quote too, by the provider's rule)
 * plus the balance, still without the quantities and greeks only the portfolio brings.
 * Run with `npm run bench -- positions-quota`.
 */
import { createSessionClient } from '../electron/backend/broker/session-client.ts';
import { createPositionsService } from '../electron/backend/positions/positions-service.ts';
import { POSITIONS_REFRESH_SECONDS } from '../shared/domain/positions-watch.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../shared/domain/quota.ts';
import { realTimers, signedInDemo } from '../test/helpers/signed-in-demo.ts';
import { silentLogger } from '../test/helpers/silent-logger.ts';

const HOUR = 3_600_000;
const ACCOUNTS = [
  ['83405188', 'dBZOKt9xDrtRSAOl4MSiiA', 'Individual Brokerage'],
  ['83405261', '-kQp7Xw2cLmN8vR4tYs1aZ', 'Options IRA'],
  ['83409917', 'Hh3JfW9eQx0bTn6uVc5yKw', 'Active Trader (1,200 orders a day)'],
] as const;
const pct = (used: number, budget: number): string => `${((100 * used) / budget).toFixed(1)} %`;
const n = (value: number): string => value.toLocaleString('en-US');

const f = await signedInDemo({ api: 'v1', start: '2026-11-18T15:00:00Z', broker: { volume: 'load' } });
const client = createSessionClient({
  current: () => ({ session: f.session, environment: f.environment }),
  clock: realTimers(f.time),
  logger: silentLogger,
  random: () => 0,
});
const api = client.get();
if (!api.ok) throw new Error(api.error.message);
const used = () => client.meter().snapshot().modules;
console.log(
  `one simulated hour of a shown Positions view at the default ${POSITIONS_REFRESH_SECONDS.default} s refresh, real v1 client, demo broker on loopback`,
);
for (const [accountId, accountKey, name] of ACCOUNTS) {
  // The benchmark drives every refresh itself, moving the simulated market by the interval; timers never fire.
  let changedRows = 0;
  const service = createPositionsService({
    client,
    clock: { now: f.time.now, setTimeout: () => () => {} },
    logger: silentLogger,
    random: () => 0,
    // The rows each push names as changed (shared/domain/feed-push.ts): a delta's keys.
    emitPositions: (push) => {
      if (push.snapshot.kind === 'delta') changedRows += push.snapshot.upserted.length;
    },
    refreshSeconds: () => POSITIONS_REFRESH_SECONDS.default,
  });
  // Counted by the requests sent: the meter's window slides with the simulated hour.
  const accountsSent = () => f.sent.filter((url) => url.includes('/portfolio') || url.includes('/balance')).length;
  const before = accountsSent();
  const first = await service.watch(accountKey);
  if (!first.ok) throw new Error(first.error.message);
  const end = f.time.now() + HOUR;
  let refreshes = 1;
  let state = first.data;
  while (f.time.now() + state.intervalMs < end) {
    f.time.advance(state.intervalMs);
    const next = await service.refresh(accountKey);
    if (!next.ok) throw new Error(next.error.message);
    state = next.data;
    refreshes += 1;
  }
  service.dispose();
  const accountsHour = accountsSent() - before;
  const positions = state.snapshot?.portfolio.positions ?? [];
  const pages = state.snapshot?.portfolio.pages ?? 0;
  // The other way: quote every position each refresh. The stocks through the real client (batches of 25)...
  const stocks = [...new Set(positions.filter((p) => p.option === null).map((p) => p.symbol))];
  const marketsBefore = used().markets.used;
  const quoted = stocks.length === 0 ? null : await api.data.getQuotes(stocks);
  if (quoted !== null && !quoted.ok) throw new Error(quoted.error.message);
  const stockQuotes = used().markets.used - marketsBefore;
  // ...and every option one quote more, by the provider's rule (the client quotes no option symbols).
  const quotesPerRefresh = stockQuotes + positions.filter((p) => p.option !== null).length;
  const quoteBatches = Math.ceil(quotesPerRefresh / 25);
  console.log(`  ${accountId} ${name}: ${positions.length} positions (${positions.length - stocks.length} options), ${pages} page(s)`);
  console.log(
    `    re-read (chosen): ${pages} + 1 Accounts requests a refresh at the end (${(accountsHour / refreshes).toFixed(2)} on average) × ${refreshes} = ${n(accountsHour)}/h, ${pct(accountsHour, DEFAULT_QUOTA_PER_HOUR.accounts)} of ${n(DEFAULT_QUOTA_PER_HOUR.accounts)}` +
      ` (${(state.intervalMs / 1000).toFixed(0)} s; ${n(changedRows)} changed rows pushed in the hour, ${(changedRows / Math.max(1, refreshes - 1)).toFixed(1)} a refresh)`,
  );
  const quotesHour = quotesPerRefresh * refreshes;
  console.log(
    `    quote instead:    ${quotesPerRefresh} quotes in ${quoteBatches} request(s) + 1 balance a refresh = ${n(quotesHour)} quotes/h, ${pct(quotesHour, DEFAULT_QUOTA_PER_HOUR.markets)} of ${n(DEFAULT_QUOTA_PER_HOUR.markets)} Markets,` +
      ` + ${n(refreshes)} Accounts/h; ratio of shares ${(quotesHour / DEFAULT_QUOTA_PER_HOUR.markets / (accountsHour / DEFAULT_QUOTA_PER_HOUR.accounts)).toFixed(2)} (and no quantities, fills or greeks)`,
  );
}
await f.close();
