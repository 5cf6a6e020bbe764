/**
 * Demo broker throughput over loopback: requests per second for the order list (JSON and XML) of
 * the 1,000-order account and for the large option chain, signed by the test-only client, plus the
 * time to generate that data cold. Run with `npm run bench -- demo-broker`.
 */
import { renderWire } from '../electron/demo-broker/wire/wire-tree.ts';
import { chainTree } from '../electron/demo-broker/market/chain-wire.ts';
import { DEMO_ACCOUNTS, DEMO_CONSUMERS, HIGH_VOLUME_ACCOUNT_ID, LARGE_CHAIN_UNDERLIER, OrderBook, generateChain, startDemoBroker } from '../electron/demo-broker/index.ts';
import { signedFetch, signIn } from '../test/helpers/demo-broker-client.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 2000);
const CONCURRENCY = 8;
const consumer = DEMO_CONSUMERS[0]!;
const clock = { now: () => Date.now() };

function time<T>(label: string, run: () => T): T {
  const started = performance.now();
  const result = run();
  console.log(`  ${label.padEnd(52)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
  return result;
}

console.log('generation (cold)');
const book = new OrderBook(1, DEMO_ACCOUNTS, Date.now());
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

const broker = await startDemoBroker({ seed: 1 });
const token = await signIn(broker, clock, consumer);

async function throughput(label: string, path: string): Promise<void> {
  const first = await signedFetch(broker, clock, consumer, path, { token });
  if (first.status !== 200) throw new Error(`${label}: ${first.status} ${await first.text()}`);
  const size = (await first.arrayBuffer()).byteLength;
  let done = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const response = await signedFetch(broker, clock, consumer, path, { token });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
        done += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label.padEnd(44)} ${(done / seconds).toFixed(0).padStart(7)} req/s  (${(size / 1024).toFixed(0)} KiB each, ${done} in ${seconds.toFixed(1)} s)`);
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
