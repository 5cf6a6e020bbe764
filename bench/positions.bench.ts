/**
 * Positions, two questions:
 * 1. Decode + normalise cost of a 500-position portfolio page (QUICK and COMPLETE, JSON and XML)
 *    against the bare parse of the same bytes. Goal: ratio ≤ 1.5, as for the chain and the orders.
 * 2. What one live P/L refresh costs on the demo's accounts: (a) re-reading the portfolio (one
 *    Accounts request per page of 100) against (b) quoting the positions' symbols in batches of
 *    25 (one Markets request per batch, one quote per symbol: each option contract is a symbol of
 *    its own), with the size of a QUICK and a COMPLETE page, and each way's share of its hourly
 *    budget at a 10 s refresh. Run with `npm run bench -- positions`.
 */
import { XMLParser } from 'fast-xml-parser';
import { DEMO_ACCOUNTS } from '../demo-broker/accounts.ts';
import { apiHandlers } from '../demo-broker/api-handlers.ts';
import { DEFAULT_SEED } from '../demo-broker/index.ts';
import { OrderBook } from '../demo-broker/orders/order-book.ts';
import { V1OrderHistory } from '../demo-broker/orders/v1-account-history.ts';
import { XML_PARSER_OPTIONS } from '../electron/backend/broker/common/decode/parse-body.ts';
import { PORTFOLIO_PAGE_SIZE, QUOTE_SYMBOLS_PER_REQUEST } from '../electron/backend/broker/v1/api-requests.ts';
import { decodePortfolioPage } from '../electron/backend/broker/v1/decode/decode-portfolio.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../shared/domain/quota.ts';
import { generateV1Portfolio } from '../test/fixtures/wire/generate-v1-portfolio.ts';
import { renderV1Json, renderV1Xml } from '../test/fixtures/wire/v1-render.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 31);
const WARMUP = 30;
const GOAL = 1.5;
const NOW = Date.parse('2026-06-10T15:00:00Z');

type Collect = (options?: { type: 'major' | 'minor' }) => void;
const gc: Collect = (globalThis as { gc?: Collect }).gc ?? (() => undefined);
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The app decodes a page on every refresh, seconds apart, with young-generation collections in
 * between as they come: the steady runs force none. A full collection is rare, and it also drops
 * the hidden classes JSON.parse builds for the provider's objects, which the decoder's compiled
 * code is specialised to; the cold figure, each run after a forced full collection, is printed
 * beside the goal, for what a refresh right after one costs.
 */
const elapsed = (fn: () => unknown, collect: 'none' | 'major'): number => {
  if (collect === 'major') gc({ type: 'major' });
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

/** Parse and decode timed in alternation; the medians and the median of the per-round ratios. */
function compare(parse: () => unknown, decode: () => unknown, collect: 'none' | 'major'): { parse: number; decode: number; ratio: number } {
  // Fast pages warm up longer: the compiler, on a busy machine, needs the iterations.
  const warmup = elapsed(parse, 'none') < 20 ? WARMUP * 5 : WARMUP;
  for (let i = 0; i < warmup; i += 1) {
    parse();
    decode();
  }
  const parses: number[] = [];
  const decodes: number[] = [];
  const ratios: number[] = [];
  // A page parsed in milliseconds is timed many more times: one preemption of the process weighs
  // as much as the whole run, and a median needs most runs left alone.
  const runs = elapsed(parse, collect) < 20 ? RUNS * 5 : RUNS;
  for (let i = 0; i < runs; i += 1) {
    const p = elapsed(parse, collect);
    const d = elapsed(decode, collect);
    parses.push(p);
    decodes.push(d);
    ratios.push(d / p);
  }
  return { parse: median(parses), decode: median(decodes), ratio: median(ratios) };
}

const xmlParser = new XMLParser(XML_PARSER_OPTIONS);
const pad = (text: string, width: number): string => text.padEnd(width);
const num = (value: number, digits = 2): string => value.toFixed(digits).padStart(9);

console.log(
  `1. Decoding 500 positions. Node ${process.version}, median of ${RUNS} alternating runs (${RUNS * 5} for pages parsed in under 20 ms) after ${WARMUP} warm-up runs (${WARMUP * 5} for those pages); ratio = median of per-run decode/parse`,
);
console.log(
  `${pad('case', 30)} ${'size kB'.padStart(9)} ${'parse ms'.padStart(9)} ${'decode ms'.padStart(9)} ${'ratio'.padStart(9)}  goal ≤ ${GOAL}   ${'cold ratio'.padStart(10)} (after a full GC)`,
);
let missed = 0;
const pages = { QUICK: generateV1Portfolio(500, 'QUICK'), COMPLETE: generateV1Portfolio(500, 'COMPLETE') };
// Both views through the decoder first, so the first case measured is not the one that teaches it.
for (let i = 0; i < WARMUP; i += 1) for (const page of Object.values(pages)) decodePortfolioPage({ body: renderV1Json('PortfolioResponse', page) }, NOW);
for (const view of ['QUICK', 'COMPLETE'] as const) {
  const document = pages[view];
  for (const [format, body, parse] of [
    ['JSON', renderV1Json('PortfolioResponse', document), (text: string) => JSON.parse(text) as unknown],
    ['XML', renderV1Xml('PortfolioResponse', document), (text: string) => xmlParser.parse(text) as unknown],
  ] as const) {
    const check = decodePortfolioPage({ body }, NOW);
    if (!check.ok || check.data.positions.length !== 500) throw new Error(`${view} ${format}: the generated page did not decode to 500 positions`);
    const run = (collect: 'none' | 'major') =>
      compare(
        () => parse(body),
        () => decodePortfolioPage({ body }, NOW),
        collect,
      );
    const { parse: p, decode: d, ratio } = run('none');
    const cold = run('major');
    if (ratio > GOAL) missed += 1;
    console.log(
      `${pad(`500 positions ${view}, ${format}`, 30)} ${num(body.length / 1024, 0)} ${num(p)} ${num(d)} ${num(ratio)}  ${ratio <= GOAL ? 'ok  ' : 'over'}         ${num(cold.ratio).padStart(10)}`,
    );
  }
}
console.log(missed === 0 ? 'All within the goal.' : `${missed} case(s) over the goal.`);

// 2. The demo's accounts at a fixed market time (a Wednesday, 11:00 New York), read through the
// demo broker's own handlers: the same answers its HTTP routes serve.
const clock = { now: () => NOW };
const book = new OrderBook(DEFAULT_SEED, DEMO_ACCOUNTS, NOW, 'load');
const api = apiHandlers({ seed: DEFAULT_SEED, book, history: new V1OrderHistory(DEFAULT_SEED, book, NOW), market: clock, storedSample: false });
const REFRESHES_PER_HOUR = 3600 / 10;

interface WirePosition {
  osiKey?: string;
  Product: { symbol: string };
}

console.log(
  `\n2. One live P/L refresh on the demo's accounts (${new Date(NOW).toISOString()}); budgets per hour: Accounts ${DEFAULT_QUOTA_PER_HOUR.accounts.toLocaleString('en-US')} requests, Markets ${DEFAULT_QUOTA_PER_HOUR.markets.toLocaleString('en-US')} quotes`,
);
console.log(
  `${pad('account', 10)} ${'positions'.padStart(9)} ${'QUICK kB/page'.padStart(14)} ${'COMPLETE kB/page'.padStart(17)} ${'(a) requests'.padStart(13)} ${'(a) % of Accounts/h'.padStart(20)} ${'(b) requests'.padStart(13)} ${'(b) quotes'.padStart(11)} ${'(b) % of Markets/h'.padStart(19)}`,
);
for (const account of DEMO_ACCOUNTS) {
  const ask = (view: string, format: 'json' | 'xml') =>
    api.v1Portfolio({
      query: [
        ['count', String(PORTFOLIO_PAGE_SIZE)],
        ['view', view],
        ['totalsRequired', 'true'],
      ],
      format,
      environment: 'production',
      username: account.owner,
      path: { accountIdKey: account.accountIdKey },
    });
  const all = api.v1Portfolio({
    query: [['count', '100000']],
    format: 'json',
    environment: 'production',
    username: account.owner,
    path: { accountIdKey: account.accountIdKey },
  });
  const positions =
    all.status === 200
      ? ((JSON.parse(all.body) as { PortfolioResponse: { AccountPortfolio: { Position: WirePosition[] }[] } }).PortfolioResponse.AccountPortfolio[0]
          ?.Position ?? [])
      : [];
  const quick = ask('QUICK', 'json');
  const complete = ask('COMPLETE', 'json');
  const pages = Math.max(1, Math.ceil(positions.length / PORTFOLIO_PAGE_SIZE));
  // Every distinct thing a quote names: a stock once, each option contract on its own.
  const symbols = new Set(positions.map((position) => position.osiKey ?? position.Product.symbol)).size;
  const batches = Math.ceil(symbols / QUOTE_SYMBOLS_PER_REQUEST);
  const shareA = (100 * pages * REFRESHES_PER_HOUR) / DEFAULT_QUOTA_PER_HOUR.accounts;
  const shareB = (100 * symbols * REFRESHES_PER_HOUR) / DEFAULT_QUOTA_PER_HOUR.markets;
  console.log(
    `${pad(account.accountId, 10)} ${String(positions.length).padStart(9)} ${num(quick.body.length / 1024, 1).padStart(14)} ${num(complete.body.length / 1024, 1).padStart(17)} ${String(all.status === 200 ? pages : 1).padStart(13)} ${num(shareA, 1).padStart(20)} ${String(batches).padStart(13)} ${String(symbols).padStart(11)} ${num(shareB, 1).padStart(19)}`,
  );
  const xml = ask('COMPLETE', 'xml');
  if (xml.status === 200)
    console.log(
      `${' '.repeat(10)} (XML: QUICK ${(ask('QUICK', 'xml').body.length / 1024).toFixed(1)} kB, COMPLETE ${(xml.body.length / 1024).toFixed(1)} kB a page)`,
    );
}
console.log(
  '(a) re-reads the portfolio: one Accounts request a page, and the answer carries day and total gain, market value, totals and (COMPLETE) greeks as the provider computes them, new fills included.' +
    '\n(b) quotes each stock and each option contract: as many quotes as positions, one Markets request per 25, and only prices: gains are recomputed here, and fills still need (a).',
);
