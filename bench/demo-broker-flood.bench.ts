/**
 * The demo broker under a flood: every signed request remembers its nonce and every
 * request_token call mints a token, so a client that hammers the broker must cost it time and
 * memory in proportion, never more. Three measures:
 *  1. remembering N nonces in one timestamp window (the nonce store alone, an injected clock one
 *     second per 1,000 nonces): the time of the first 10,000 and of the last 10,000 (the store
 *     then holding N), the median of five fills, and the ratio (goal: per-nonce time flat, ≤ 2);
 *  2. minting BENCH_MINT request tokens over loopback (8 in flight), each a signed request with
 *     its own nonce: the time of each quarter (goal: the last no slower than the first), the
 *     table sizes and the heap before and after (goal: the request-token table stays at its cap);
 *  3. a normal signed call (the accounts list) before and after that flood, median of 40
 *     (goal: after ≤ 2 × before).
 * Run with `npm run bench -- demo-broker-flood`.
 */
import { DEMO_CONSUMERS, startDemoBroker, type DemoConsumer } from '../demo-broker/index.ts';
import { NonceStore } from '../demo-broker/oauth/nonce-store.ts';
import { signedFetch, signIn } from '../test/helpers/demo-broker-client.ts';

const MINT = Number(process.env.BENCH_MINT ?? 20_000);
const NONCES = Number(process.env.BENCH_NONCES ?? 100_000);
const CONCURRENCY = 8;
const consumer = DEMO_CONSUMERS.find((c) => c.kind === 'production' && c.owner === 'demo') as DemoConsumer;
const clock = { now: () => Date.now() };
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** CPU milliseconds of `run` (steadier than wall time on a shared machine). */
function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const CHUNK_NONCES = 10_000;

/**
 * Remembers `count` distinct nonces in one store, the clock one second on every 1,000 (all inside
 * the window), and gives the CPU time of each run of 10,000: what a nonce costs when the store
 * holds few, and when it holds the whole flood.
 */
function fill(count: number): number[] {
  const store = new NonceStore();
  const start = Date.parse('2027-06-15T14:00:00Z');
  const chunks: number[] = [];
  for (let from = 0; from < count; from += CHUNK_NONCES) {
    chunks.push(
      cpuMs(() => {
        for (let i = from; i < from + CHUNK_NONCES; i += 1) {
          const now = start + Math.floor(i / 1000) * 1000;
          if (store.remember('key', Math.floor(now / 1000), `n${i}`, now) !== 'fresh') throw new Error(`nonce ${i} refused`);
        }
      }),
    );
  }
  return chunks;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(`1. nonce store, one timestamp window (${NONCES.toLocaleString('en-US')} nonces, 10,000 at a time; median of 5 fills)`);
fill(CHUNK_NONCES); // compiles the store's code first
const fills = Array.from({ length: 5 }, () => fill(NONCES));
const first = median(fills.map((chunks) => chunks[0] ?? 0));
const last = median(fills.map((chunks) => chunks.at(-1) ?? 0));
const perFirst = (first / CHUNK_NONCES) * 1e6;
const perLast = (last / CHUNK_NONCES) * 1e6;
console.log(`  the first 10,000 nonces ${first.toFixed(1).padStart(8)} ms cpu  (${perFirst.toFixed(0)} ns each)`);
console.log(`  the last 10,000 of ${NONCES.toLocaleString('en-US')} ${last.toFixed(1).padStart(6)} ms cpu  (${perLast.toFixed(0)} ns each)`);
console.log(`  per-nonce ratio ${(perLast / perFirst).toFixed(2)} (goal ≤ 2: flat)`);

const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const broker = await startDemoBroker({ seed: 1 });
const token = await signIn(broker, clock, consumer);

async function normalCallMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const started = performance.now();
    const response = await signedFetch(broker, clock, consumer, '/v1/accounts/list.json', { token });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`accounts list answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

// The first calls compile the broker's and the client's code: warm up before the measure.
await normalCallMs();
const callBefore = await normalCallMs();
const heapBefore = heapMb();
const CHUNK = Math.max(1, Math.floor(MINT / 4));
console.log(
  `\n2. minting ${MINT.toLocaleString('en-US')} request tokens over loopback (${CONCURRENCY} in flight, broker in this process), each a signed request with its own nonce`,
);
let sent = 0;
let minted = 0;
let chunkStarted = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (sent < MINT) {
      sent += 1;
      const response = await signedFetch(broker, clock, consumer, '/oauth/request_token', { oauthExtras: { oauth_callback: 'oob' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`request_token answered ${response.status}`);
      minted += 1;
      if (minted % CHUNK === 0) {
        const now = performance.now();
        console.log(
          `  tokens ${(minted - CHUNK + 1).toLocaleString('en-US').padStart(7)}–${minted.toLocaleString('en-US').padEnd(7)} ${(now - chunkStarted).toFixed(0).padStart(7)} ms`,
        );
        chunkStarted = now;
      }
    }
  }),
);
const heapAfter = heapMb();
const callAfter = await normalCallMs();
const sizes = broker.tokenTableSizes();
console.log(
  `  the tables hold ${sizes.requestTokens.toLocaleString('en-US')} request tokens, ${sizes.accessTokens} access token(s) (goal: request tokens at most the cap)`,
);
console.log(`  heap used ${heapBefore.toFixed(1)} MB → ${heapAfter.toFixed(1)} MB (+${(heapAfter - heapBefore).toFixed(1)} MB)`);
console.log(`\n3. a normal signed call (accounts list), median of 40`);
console.log(`  before the flood ${callBefore.toFixed(2)} ms, after ${callAfter.toFixed(2)} ms: ratio ${(callAfter / callBefore).toFixed(2)} (goal ≤ 2)`);
await broker.close();
