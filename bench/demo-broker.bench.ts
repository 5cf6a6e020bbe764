/**
 * Demo broker throughput over loopback: requests per second for the order list (JSON and XML) of
 * the busy account under the load volume (about 1,200 orders a day) and for the large option chain, signed by the test-only client, plus the
 * time to generate that data cold; then the current API's market (v1): the SPX chain of every
 * strike (5,000+ pairs with quotes and greeks) built and rendered cold, and requests per second for
 * it, for a 72-strike chain and for a 25-symbol quote, on a clock inside New York market hours.
 * Run with `npm run bench -- demo-broker`.
 */
import { renderWire } from '../demo-broker/wire/wire-tree.ts';
import { chainTree } from '../demo-broker/market/chain-wire.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CONSUMERS,
  HIGH_VOLUME_ACCOUNT_ID,
  LARGE_CHAIN_UNDERLIER,
  OrderBook,
  generateChain,
  startDemoBroker,
} from '../demo-broker/index.ts';
import { renderXml } from '../demo-broker/wire/wire-tree.ts';
import { renderV1Json } from '../demo-broker/wire/v1-wire.ts';
import { SimulatedMarket } from '../demo-broker/market/simulated-market.ts';
import { buildV1Chain } from '../demo-broker/market/v1-chain.ts';
import { signedFetch, signIn } from '../test/helpers/demo-broker-client.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 2000);
const CONCURRENCY = 8;
const consumer = DEMO_CONSUMERS[0]!;
const clock = { now: () => Date.now() };

/** Wall time and this process's CPU time: on a shared, loaded machine the CPU figure is the steadier one. */
function time<T>(label: string, run: () => T): T {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(`  ${label.padEnd(52)} ${(performance.now() - started).toFixed(1).padStart(8)} ms  (cpu ${cpuMs.toFixed(1)} ms)`);
  return result;
}

console.log('generation (cold)');
const book = new OrderBook(1, DEMO_ACCOUNTS, Date.now(), 'load');
const day = time(`trading day of account ${HIGH_VOLUME_ACCOUNT_ID}`, () => book.dayAt(HIGH_VOLUME_ACCOUNT_ID, Date.now())!);
console.log(`  (${day.entries.length} list entries)`);
const month = new Date().getUTCMonth() + 1;
const year = new Date().getUTCFullYear() + 1;
const query = { underlier: LARGE_CHAIN_UNDERLIER, chainType: 'CALLPUT' as const, month, year, skipAdjusted: true };
const pairs = time(`large chain ${LARGE_CHAIN_UNDERLIER} ${year}-${month} (generate)`, () => generateChain(query, 1));
console.log(`  (${pairs.length} option pairs)`);
const json = time('large chain rendered as JSON', () => renderWire('json', 'OptionChainResponse', chainTree(pairs, 'spx')));
const xml = time('large chain rendered as XML', () => renderWire('xml', 'OptionChainResponse', chainTree(pairs, 'spx')));
console.log(`  (JSON ${(json.length / 1e6).toFixed(2)} MB, XML ${(xml.length / 1e6).toFixed(2)} MB)`);

const broker = await startDemoBroker({ seed: 1, volume: 'load' });
const token = await signIn(broker, clock, consumer);

async function throughput(label: string, path: string, on = { broker, clock, token }): Promise<void> {
  const first = await signedFetch(on.broker, on.clock, consumer, path, { token: on.token });
  if (first.status !== 200) throw new Error(`${label}: ${first.status} ${await first.text()}`);
  const size = (await first.arrayBuffer()).byteLength;
  let done = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const response = await signedFetch(on.broker, on.clock, consumer, path, { token: on.token });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
        done += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${label.padEnd(44)} ${(done / seconds).toFixed(0).padStart(7)} req/s  (${(size / 1024).toFixed(0)} KiB each, ${done} in ${seconds.toFixed(1)} s)`,
  );
}

console.log(`\nrequests over loopback (${CONCURRENCY} in flight, ${DURATION_MS} ms each, signed, server in the same process)`);
const list = `/order/rest/orderlist/${HIGH_VOLUME_ACCOUNT_ID}`;
const chain = `/market/rest/optionchains?chainType=CALLPUT&expirationMonth=${month}&expirationYear=${year}&underlier=${LARGE_CHAIN_UNDERLIER}`;
await throughput('order list JSON, 25 per page', `${list}.json`);
await throughput('order list XML, 25 per page', list);
await throughput('order list JSON, 100 per page', `${list}.json?count=100`);
await throughput('order list XML, 100 per page', `${list}?count=100`);
await throughput(`large chain ${LARGE_CHAIN_UNDERLIER} JSON`, chain.replace('optionchains', 'optionchains.json'));
await throughput(`large chain ${LARGE_CHAIN_UNDERLIER} XML`, chain);
await broker.close();

console.log('\ncurrent API (v1) market, clock running from Wednesday 18 November 2026 12:00 New York time');
const marketStart = Date.parse('2026-11-18T17:00:00Z');
const realStart = Date.now();
const marketClock = { now: () => marketStart + (Date.now() - realStart) };
const simulated = new SimulatedMarket(1, marketClock);
const spxQuery = {
  symbol: 'SPX',
  includeWeekly: true,
  skipAdjusted: true,
  optionCategory: 'STANDARD' as const,
  chainType: 'CALLPUT' as const,
  priceType: 'ALL' as const,
};
const built = time('SPX chain, every strike, with quotes and greeks (build, cold)', () => buildV1Chain(spxQuery, simulated.moment(), simulated));
if (!built) throw new Error('no SPX chain');
console.log(`  (${built.pairs} option pairs, ${2 * built.pairs} quotes of budget)`);
for (let i = 0; i < 3; i += 1) time('SPX chain build (warm)', () => buildV1Chain(spxQuery, simulated.moment(), simulated));
const v1Json = time('SPX chain rendered as v1 JSON', () => renderV1Json('OptionChainResponse', built.tree));
const v1Xml = time('SPX chain rendered as XML', () => renderXml('OptionChainResponse', built.tree));
console.log(`  (JSON ${(v1Json.length / 1e6).toFixed(2)} MB, XML ${(v1Xml.length / 1e6).toFixed(2)} MB)`);

const v1Broker = await startDemoBroker({ seed: 1, clock: marketClock, volume: 'load' });
const v1Token = await signIn(v1Broker, marketClock, consumer);
const on = { broker: v1Broker, clock: marketClock, token: v1Token };
const quoteSymbols = Array.from({ length: 25 }, (_, i) => ['AAPL', 'MSFT', 'IBM', 'SPY', 'QQQ'][i % 5]).join(',');
console.log(`\nv1 requests over loopback (${CONCURRENCY} in flight, ${DURATION_MS} ms each, signed)`);
await throughput('v1 SPX chain, every strike, JSON', '/v1/market/optionchains.json?symbol=SPX&includeWeekly=true&priceType=ALL', on);
await throughput('v1 SPX chain, every strike, XML', '/v1/market/optionchains?symbol=SPX&includeWeekly=true&priceType=ALL', on);
await throughput('v1 AAPL chain, 72 strikes, JSON', '/v1/market/optionchains.json?symbol=AAPL', on);
await throughput('v1 quote, 25 symbols, JSON', `/v1/market/quote/${quoteSymbols}.json`, on);
await throughput('v1 expiry dates, JSON', '/v1/market/optionexpiredate.json?symbol=SPX', on);
await v1Broker.close();
