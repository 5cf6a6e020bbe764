/**
 * Decode + normalise cost against the bare parse of the same bytes:
 * a 5,000-pair option chain (legacy, and v1 with quotes and greeks) and a 1,000-order list, each
 * as JSON and as XML. Goal: normalising adds at most half again on top of the parse (ratio ≤ 1.5),
 * measured in the steady state (see `compare`). Run with `npm run bench -- decode`.
 */
import { XMLParser } from 'fast-xml-parser';
import { decodeOptionChain } from '../electron/backend/broker/legacy/decode/decode-option-chain.ts';
import { decodeOrderList } from '../electron/backend/broker/legacy/decode/decode-order-list.ts';
import { XML_PARSER_OPTIONS } from '../electron/backend/broker/common/decode/parse-body.ts';
import { decodeV1OptionChain } from '../electron/backend/broker/v1/decode/decode-v1-option-chain.ts';
import { decodeV1OrderList } from '../electron/backend/broker/v1/decode/decode-orders.ts';
import { generateChain, generateOrderList } from '../test/fixtures/wire/generate.ts';
import { generateV1OrderList } from '../test/fixtures/wire/generate-v1-orders.ts';
import { renderJson, renderXml } from '../test/fixtures/wire/render.ts';
import { generateV1Chain } from '../test/fixtures/wire/v1-generate.ts';
import { renderV1Json, renderV1Xml } from '../test/fixtures/wire/v1-render.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const WARMUP = 5;
const GOAL = 1.5;
/** About this long of parsing per timed batch: a 2 ms parse is timed 25 at a time, a 1 s one alone. */
const BATCH_MS = 50;
/** Rounds of the second, informative measure (a full collection before every call). */
const COLD_RUNS = 7;

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** ms per call of `fn`, called `times` times in a row. */
const perCall = (fn: () => unknown, times: number): number => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < times; i += 1) fn();
  return Number(process.hrtime.bigint() - start) / 1e6 / times;
};

/**
 * Times `parse` and `decode` in alternating batches, so that whatever else the machine is doing
 * weighs on both alike, and returns the medians and the median of the per-round ratios. No
 * collection is forced: each side pays the garbage collection its own allocations cause, as in
 * the running app, which decodes a page every few seconds into a heap in its steady state.
 */
const compare = (parse: () => unknown, decode: () => unknown): { parse: number; decode: number; ratio: number } => {
  for (let i = 0; i < WARMUP; i += 1) {
    parse();
    decode();
  }
  const batch = Math.max(1, Math.min(50, Math.round(BATCH_MS / perCall(parse, 1))));
  const parses: number[] = [];
  const decodes: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const p = perCall(parse, batch);
    const d = perCall(decode, batch);
    parses.push(p);
    decodes.push(d);
    ratios.push(d / p);
  }
  return { parse: median(parses), decode: median(decodes), ratio: median(ratios) };
};

/**
 * The same ratio with a full collection forced before every single call (this benchmark's
 * measure until the steady-state one replaced it): printed for comparison, not held to the goal. A full collection
 * shrinks the young generation, so a call that allocates twice as much (the parse tree, then the
 * model) pays for scavenges a running app does not; the figure is that, not the decoder.
 */
const afterFullGc = (parse: () => unknown, decode: () => unknown): number => {
  const ratios: number[] = [];
  for (let i = 0; i < COLD_RUNS; i += 1) {
    gc();
    const p = perCall(parse, 1);
    gc();
    ratios.push(perCall(decode, 1) / p);
  }
  return median(ratios);
};

const xmlParser = new XMLParser(XML_PARSER_OPTIONS);
const request = { underlier: 'SPY', expirationMonth: 3, expirationYear: 2026 };
const now = Date.parse('2026-03-02T15:00:00Z');

const chain = generateChain(5000);
const orders = generateOrderList(1000);
// The current API (v1): one expiry of an SPX-sized chain, every contract with its quote and greeks.
const v1Chain = generateV1Chain(5000);
const v1Request = { underlier: 'SPX', expirationMonth: 3, expirationYear: 2026, expirationDay: 20 };

interface Case {
  name: string;
  body: string;
  parse: (body: string) => unknown;
  decode: (body: string) => { ok: boolean };
}

const cases: Case[] = [
  {
    name: 'chain 5,000 pairs, JSON',
    body: renderJson('OptionChainResponse', chain),
    parse: JSON.parse,
    decode: (body) => decodeOptionChain({ body }, request, now),
  },
  {
    name: 'chain 5,000 pairs, XML',
    body: renderXml('OptionChainResponse', chain),
    parse: (body) => xmlParser.parse(body),
    decode: (body) => decodeOptionChain({ body }, request, now),
  },
  {
    name: 'v1 chain 5,000 pairs, JSON',
    body: renderV1Json('OptionChainResponse', v1Chain),
    parse: JSON.parse,
    decode: (body) => decodeV1OptionChain({ body }, v1Request, now),
  },
  {
    name: 'v1 chain 5,000 pairs, XML',
    body: renderV1Xml('OptionChainResponse', v1Chain),
    parse: (body) => xmlParser.parse(body),
    decode: (body) => decodeV1OptionChain({ body }, v1Request, now),
  },
  { name: 'orders 1,000, JSON', body: renderJson('GetOrderListResponse', orders), parse: JSON.parse, decode: (body) => decodeOrderList({ body }) },
  {
    name: 'orders 1,000, XML',
    body: renderXml('GetOrderListResponse', orders),
    parse: (body) => xmlParser.parse(body),
    decode: (body) => decodeOrderList({ body }),
  },
];

/**
 * v1 orders: 1,000 orders of the current API (singles, spreads, group
 * orders, changed pairs) with real JSON numbers, and the same document as XML.
 */
function v1OrderCases(): Case[] {
  const document = generateV1OrderList(1000);
  return [
    { name: 'v1 orders 1,000, JSON', body: JSON.stringify({ OrdersResponse: document }), parse: JSON.parse, decode: (body) => decodeV1OrderList({ body }) },
    {
      name: 'v1 orders 1,000, XML',
      body: renderXml('OrdersResponse', document),
      parse: (body) => xmlParser.parse(body),
      decode: (body) => decodeV1OrderList({ body }),
    },
  ];
}
cases.push(...v1OrderCases());

const pad = (text: string, width: number): string => text.padEnd(width);
const num = (value: number, digits = 2): string => value.toFixed(digits).padStart(9);

console.log(
  `Node ${process.version}, median of ${RUNS} alternating batches (about ${BATCH_MS} ms of parsing each) after ${WARMUP} warm-up runs; ratio = median of per-batch decode/parse`,
);
console.log(`(after gc: the ratio with a full collection forced before every call, median of ${COLD_RUNS}; for comparison, not held to the goal)`);
console.log(
  `${pad('case', 28)} ${'size kB'.padStart(9)} ${'parse ms'.padStart(9)} ${'decode ms'.padStart(9)} ${'ratio'.padStart(9)}  goal ≤ ${GOAL}  ${'after gc'.padStart(9)}`,
);
let missed = 0;
// `BENCH_DECODE=JSON` times only the cases whose name contains it (the XML cases take minutes).
const only = process.env.BENCH_DECODE ?? '';
for (const c of cases.filter((entry) => entry.name.includes(only))) {
  const check = c.decode(c.body);
  if (!check.ok) throw new Error(`${c.name}: the generated document did not decode`);
  const { parse, decode, ratio } = compare(
    () => c.parse(c.body),
    () => c.decode(c.body),
  );
  const cold = afterFullGc(
    () => c.parse(c.body),
    () => c.decode(c.body),
  );
  if (ratio > GOAL) missed += 1;
  console.log(
    `${pad(c.name, 28)} ${num(c.body.length / 1024, 0)} ${num(parse)} ${num(decode)} ${num(ratio)}  ${(ratio <= GOAL ? 'ok' : 'over').padEnd(9)}  ${num(cold)}`,
  );
}
console.log(missed === 0 ? 'All within the goal.' : `${missed} case(s) over the goal.`);
