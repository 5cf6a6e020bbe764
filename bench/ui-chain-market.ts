/**
 * BENCH-ONLY: the UI benchmark's controlled current-API (v1) market, answered inside the page.
 * The e2e tests use the real demo broker; the benchmark needs what a live market cannot give: a
 * refresh in which exactly 10 % of the visible quotes change (in the demo every quote moves with
 * the underlier), pushed at the moment the benchmark chooses, with no IPC or decoding in the time.
 * It wraps the page's bridge (`__strikeboardInvoke`) for the chain's v1 channels only
 * (chain:expiries, chain:get, chain:watch, chain:unwatch, quota:get); everything else (sign-in,
 * settings, clipboard) still goes to the real backend. Pushes (`chain:quotes`, `quota:changed`)
 * are sent when the benchmark says so (`tick`), never on a timer.
 *
 * Deterministic: prices come from the strike and a tick counter only.
 */
import type { Page } from '@playwright/test';

/** What the market is set up with. */
export interface V1MarketOptions {
  /** The underlier's last price. */
  price: number;
  /** Strikes per expiry (5,000+ for the benchmark). */
  strikes: number;
  /** Distance between strikes. */
  step: number;
  /** "Today" in New York, YYYY-MM-DD: days to expiry count from it. */
  today: string;
  /** REALTIME during hours, CLOSING after. */
  quoteType: string;
  /** Epoch ms of the quotes. */
  quoteTime: number;
}

/** Installs the market in the page (after the app started: the bridge must exist). */
export async function installV1Market(page: Page, options: V1MarketOptions): Promise<void> {
  await page.evaluate((opts) => {
    type Invoke = (channel: string, arg: unknown) => Promise<unknown>;
    interface MarketWindow {
      __strikeboardInvoke: Invoke;
      __strikeboardEmit?: (channel: string, payload: unknown) => void;
      __v1Market?: unknown;
    }
    const w = globalThis as unknown as MarketWindow;
    const forward = w.__strikeboardInvoke.bind(globalThis);
    const log = { watches: [] as unknown[], unwatches: 0, chainRequests: [] as unknown[] };
    const state = {
      tick: 0,
      quoteType: opts.quoteType,
      quoteTime: opts.quoteTime,
      price: opts.price,
      watched: null as unknown,
      // The push contract as main keeps it (shared/domain/feed-push.ts): the revision last pushed,
      // and the chain whose snapshot went first (another chain watched starts with its snapshot).
      revision: 0,
      pushedFor: null as string | null,
    };
    const DAY = 86_400_000;
    const todayMs = Date.parse(`${opts.today}T00:00:00Z`);
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

    // Fridays for 16 weeks: the third Friday of a month is MONTHLY (QUARTERLY in Mar/Jun/Sep/Dec), others WEEKLY.
    const expiries: { date: string; kind: string; daysToExpiry: number }[] = [];
    for (let ms = todayMs; ms < todayMs + 112 * DAY; ms += DAY) {
      const d = new Date(ms);
      if (d.getUTCDay() !== 5) continue;
      const third = d.getUTCDate() >= 15 && d.getUTCDate() <= 21;
      const quarter = [2, 5, 8, 11].includes(d.getUTCMonth());
      expiries.push({ date: iso(ms), kind: third ? (quarter ? 'QUARTERLY' : 'MONTHLY') : 'WEEKLY', daysToExpiry: Math.round((ms - todayMs) / DAY) });
    }

    const norm = (x: number) => 1 / (1 + Math.exp(-1.702 * x));
    const round = (x: number, p: number) => Math.round(x * 10 ** p) / 10 ** p;
    const osi = (date: string, side: string, strike: number) =>
      `AAPL--${date.slice(2).replaceAll('-', '')}${side === 'call' ? 'C' : 'P'}${String(Math.round(strike * 1000)).padStart(8, '0')}`;
    const contract = (date: string, days: number, strike: number, side: 'call' | 'put', tick: number) => {
      const t = Math.max(days, 1) / 365;
      const m = Math.log(strike / state.price);
      const iv = 0.22 + 0.9 * m * m - 0.08 * m;
      const d1 = (-m + 0.5 * iv * iv * t) / (iv * Math.sqrt(t));
      const delta = side === 'call' ? norm(d1) : norm(d1) - 1;
      const intrinsic = Math.max(0, side === 'call' ? state.price - strike : strike - state.price);
      const value = intrinsic + state.price * iv * Math.sqrt(t) * 0.4 * Math.exp((-d1 * d1) / 2) + (tick % 3) * 0.01;
      const spread = 0.05 + Math.abs(m) * 0.5;
      const label = `AAPL ${date.slice(5, 7)}/${date.slice(8)} $${strike} ${side === 'call' ? 'Call' : 'Put'}`;
      return {
        optionSymbol: label,
        exchange: null,
        rootSymbol: 'AAPL',
        adjusted: false,
        osiKey: osi(date, side, strike),
        category: 'STANDARD',
        quote: {
          bid: round(Math.max(0, value - spread / 2), 2),
          ask: round(value + spread / 2, 2),
          bidSize: 10 + (Math.round(strike) % 40),
          askSize: 12 + (Math.round(strike) % 30),
          last: round(value, 2),
          netChange: round(((Math.round(strike) % 7) - 3) * 0.05, 2),
          volume: 100 + (Math.round(strike * 7) % 900) + tick * 3,
          openInterest: Math.round(5000 * Math.exp(-m * m * 40)) + 10,
          inTheMoney: intrinsic > 0,
          time: state.quoteTime,
        },
        greeks: {
          delta: round(delta, 4),
          gamma: round((0.4 * Math.exp((-d1 * d1) / 2)) / (state.price * iv * Math.sqrt(t)), 4),
          theta: round(-(state.price * iv * 0.4 * Math.exp((-d1 * d1) / 2)) / (2 * Math.sqrt(t) * 365), 4),
          vega: round((state.price * Math.sqrt(t) * 0.4 * Math.exp((-d1 * d1) / 2)) / 100, 4),
          rho: round((delta * strike * t) / 100, 4),
          iv: round(iv, 4),
          current: true,
        },
      };
    };
    const strikesFor = () => {
      const first = Math.round(state.price / opts.step) * opts.step - Math.floor(opts.strikes / 2) * opts.step;
      return Array.from({ length: opts.strikes }, (_, i) => round(Math.max(opts.step, first + i * opts.step), 2));
    };
    const expiryAnswer = (date: string, tick: number) => {
      const known = expiries.find((e) => e.date === date) ?? { date, kind: null, daysToExpiry: Math.round((Date.parse(`${date}T00:00:00Z`) - todayMs) / DAY) };
      return {
        date,
        daysToExpiry: known.daysToExpiry,
        expiryType: known.kind === 'WEEKLY' ? 'WEEKLY' : known.kind,
        strikes: strikesFor().map((strike) => ({
          strike,
          pairType: 'CALLPUT',
          call: contract(date, known.daysToExpiry, strike, 'call', tick),
          put: contract(date, known.daysToExpiry, strike, 'put', tick),
        })),
      };
    };
    const underlier = () => ({
      symbol: 'AAPL',
      securityType: 'EQ',
      companyName: 'APPLE INC',
      status: state.quoteType,
      time: state.quoteTime,
      last: state.price,
      change: round(state.price - 150, 2),
      changePercent: round(((state.price - 150) / 150) * 100, 2),
      bid: state.price - 0.01,
      ask: state.price + 0.01,
      previousClose: 150,
      volume: 1_000_000,
      lastTradeTime: state.quoteTime,
    });
    const quota = (used: number) => ({
      at: state.quoteTime,
      modules: {
        accounts: { module: 'accounts', used: 3, limit: 35_600, level: 'ok', freesAt: null, blockedUntil: null },
        markets: { module: 'markets', used, limit: 140_000, level: used > 100_000 ? 'low' : 'ok', freesAt: null, blockedUntil: null },
        orders: { module: 'orders', used: 0, limit: 17_800, level: 'ok', freesAt: null, blockedUntil: null },
        users: { module: 'users', used: 0, limit: 35_600, level: 'ok', freesAt: null, blockedUntil: null },
      },
    });
    let used = 0;
    /** The expiry each asked query was answered with (a query without a day gets the month's first). */
    const served = new Map<string, string>();

    w.__strikeboardInvoke = async (channel, arg) => {
      const a = arg as Record<string, unknown>;
      switch (channel) {
        case 'chain:expiries':
          return { ok: true, data: expiries };
        case 'chain:get': {
          const q = a as { year: number; month: number; day?: number };
          log.chainRequests.push({ year: q.year, month: q.month, ...(q.day === undefined ? {} : { day: q.day }) });
          const date =
            q.day === undefined
              ? (expiries.find((e) => e.date.startsWith(`${q.year}-${String(q.month).padStart(2, '0')}`))?.date ?? opts.today)
              : `${q.year}-${String(q.month).padStart(2, '0')}-${String(q.day).padStart(2, '0')}`;
          used += 2 * opts.strikes;
          served.set(JSON.stringify(arg), date);
          return {
            ok: true,
            data: {
              query: arg,
              fetchedAt: state.quoteTime,
              underlier: underlier(),
              chain: {
                symbol: 'AAPL',
                mismatch: null,
                quoteType: state.quoteType,
                quoteTime: state.quoteTime,
                nearPrice: state.price,
                expiries: [expiryAnswer(date, state.tick)],
              },
            },
          };
        }
        case 'chain:watch':
          state.watched = a['query'];
          log.watches.push({ centreStrike: a['centreStrike'], strikesInView: a['strikesInView'], visible: a['visible'] });
          return { ok: true, data: { watching: true, intervalMs: 5000, costPerRefresh: 2 * Number(a['strikesInView']) + 1 } };
        case 'chain:unwatch':
          log.unwatches += 1;
          state.watched = null;
          // Main forgets what it pushed: the next watch's first push is its snapshot.
          state.pushedFor = null;
          return { ok: true, data: { watching: false } };
        case 'quota:get':
          return { ok: true, data: quota(used) };
        default:
          return forward(channel, arg);
      }
    };

    /**
     * One refresh: `every`-th contract of the `count` strikes around the watched centre changes
     * (its tick moves), optionally with a new quote type or a failure; pushes only the changes.
     */
    const tick = (spec: { count?: number; every?: number; quoteType?: string; quoteTime?: number; price?: number; fail?: string }) => {
      if (state.watched === null) return 0;
      const date = served.get(JSON.stringify(state.watched)) ?? opts.today;
      state.tick += 1;
      if (spec.quoteType !== undefined) state.quoteType = spec.quoteType;
      if (spec.quoteTime !== undefined) state.quoteTime = spec.quoteTime;
      if (spec.price !== undefined) state.price = spec.price;
      const latest = log.watches[log.watches.length - 1] as { centreStrike: number | null; strikesInView: number } | undefined;
      const centre = latest?.centreStrike ?? state.price;
      const all = strikesFor();
      const at = all.findIndex((s) => s >= centre);
      const count = spec.count ?? latest?.strikesInView ?? 20;
      const chosen = all.slice(Math.max(0, at - Math.floor(count / 2)), Math.max(0, at - Math.floor(count / 2)) + count);
      const days = expiries.find((e) => e.date === date)?.daysToExpiry ?? 30;
      const changes = [];
      const every = spec.every ?? 1;
      for (const [i, strike] of chosen.entries()) {
        if (i % every !== 0) continue;
        for (const side of ['call', 'put'] as const) {
          const c = contract(date, days, strike, side, state.tick);
          // Half the changed contracts go up, half down, so both flashes are seen; by 0.10, more
          // than any price increment, as a one-increment flicker does not flash (chain-live.ts).
          const shift = i % (2 * every) === 0 ? 0.1 : -0.1;
          changes.push({
            osiKey: c.osiKey,
            expiry: date,
            strike,
            side,
            quote: { ...c.quote, bid: round((c.quote.bid ?? 0) + shift, 2), last: round((c.quote.last ?? 0) + shift, 2) },
            greeks: c.greeks,
          });
        }
      }
      used += 2 * count + 1;
      const rows = spec.fail === undefined ? changes : [];
      const meta = {
        underlier: spec.price === undefined && spec.quoteType === undefined ? null : underlier(),
        quoteType: state.quoteType,
        quoteTime: state.quoteTime,
      };
      const watchedKey = JSON.stringify(state.watched);
      const quotes =
        state.pushedFor === watchedKey
          ? { kind: 'delta', base: state.revision, upserted: rows.map((row) => [row.osiKey, row]), removed: [], meta }
          : { kind: 'snapshot', data: { ...meta, contracts: rows } };
      state.pushedFor = watchedKey;
      state.revision += 1;
      w.__strikeboardEmit?.('chain:quotes', {
        query: state.watched,
        revision: state.revision,
        quotes,
        fetchedAt: state.quoteTime,
        stale: spec.fail === undefined ? null : { error: { code: 'rate-limited', message: spec.fail }, since: state.quoteTime },
        intervalMs: spec.fail === undefined ? 5000 : 20_000,
        slowedBecause: spec.fail === undefined ? null : 'the provider said the quote budget is spent; retrying in 20 s',
        costPerRefresh: 2 * count + 1,
      });
      w.__strikeboardEmit?.('quota:changed', quota(used));
      return spec.fail === undefined ? changes.length : 0;
    };
    w.__v1Market = { log, tick };
  }, options);
}
