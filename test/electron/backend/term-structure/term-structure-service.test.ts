/**
 * The term structure service against the running demo broker through the real session client and
 * decoders: the nearest twelve expiries of AAPL, each from two strikes bracketing the price (49
 * quotes, counted by the meter as the plan said), ATM IV and the expected move of each as the
 * chain's own figures say; drawn again within the minute (the service's clock, moved by hand) it
 * costs nothing; an expiry the provider refuses leaves the others drawn and is the only one asked
 * again; every session move forgets the cache; the legacy API says why it cannot.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionClient, type Connection } from '../../../../electron/backend/broker/session-client.ts';
import { createTermStructureService } from '../../../../electron/backend/term-structure/term-structure-service.ts';
import { termExpiries, termQuoteCost, type TermQuery } from '../../../../shared/domain/term-structure.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { realTimers, signedInDemo, type DemoFixture } from '../../../helpers/signed-in-demo.ts';

let fixture: DemoFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

/** A service over a demo session; `connect` switches what the session client holds (null: signed out). */
async function serviceOn(api: 'v1' | 'legacy' = 'v1') {
  const f = await signedInDemo({ api, start: '2026-11-18T17:00:00Z' });
  fixture = f;
  const home: Connection = { session: f.session, environment: f.environment };
  let current: Connection | null = home;
  const clock = realTimers(f.time);
  const client = createSessionClient({ current: () => current, clock, logger: silentLogger, random: () => 0 });
  client.news.check();
  const service = createTermStructureService({ client, clock });
  return {
    f,
    client,
    service,
    used: (): number => client.meter().snapshot().modules.markets.used,
    chainsSent: (): string[] => f.sent.filter((url) => url.includes('/optionchains')),
    connect(next: 'home' | 'other' | null) {
      current = next === null ? null : next === 'home' ? home : { session: f.session, environment: { ...f.environment, id: 'sandbox', name: 'Sandbox' } };
      client.news.check();
    },
  };
}

async function nearestTwelve(s: Awaited<ReturnType<typeof serviceOn>>): Promise<TermQuery> {
  const api = s.client.get();
  if (!api.ok) throw new Error(api.error.message);
  const dates = await api.data.getExpiryDates('AAPL');
  if (!dates.ok) throw new Error(dates.error.message);
  return { underlier: 'AAPL', expiries: termExpiries(dates.data, 'nearest').map((d) => d.date) };
}

describe('the term structure on the current API', () => {
  it('asks two strikes near the price of each of twelve expiries, for the quotes the plan said', async () => {
    const s = await serviceOn();
    const query = await nearestTwelve(s);
    expect(query.expiries).toHaveLength(12);
    const plan = s.service.plan(query);
    expect(plan).toEqual({ ok: true, data: { expiries: 12, strikesPerExpiry: 2, quotes: 49, fullQuotes: 49, freshUntil: null } });
    const before = s.used();
    const sentBefore = s.f.sent.length;
    const answer = await s.service.get(query);
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data.cached).toBe(false);
    expect(answer.data.spent).toBe(termQuoteCost(12));
    expect(s.used() - before).toBe(49);
    // One quote of the underlier and one chain per expiry, each of two strikes near that price.
    const sent = s.f.sent.slice(sentBefore);
    expect(sent.filter((url) => url.includes('/market/quote/'))).toHaveLength(1);
    const chains = sent.filter((url) => url.includes('/optionchains'));
    expect(chains).toHaveLength(12);
    for (const url of chains) {
      const params = new URL(url).searchParams;
      expect(params.get('noOfStrikes')).toBe('2');
      expect(Number(params.get('strikePriceNear'))).toBe(answer.data.spot);
    }
    expect(answer.data.points.map((p) => p.date)).toEqual(query.expiries);
    for (const point of answer.data.points) {
      if (!point.ok) throw new Error(`${point.date}: ${point.error.message}`);
      const f = point.figures;
      expect(f.spot).toBe(answer.data.spot);
      // The strike at the money is one of the two bracketing the price, within a strike step of it.
      expect(Math.abs((f.atmStrike ?? Infinity) - answer.data.spot)).toBeLessThan(5);
      expect(f.atmIv).toBeGreaterThan(0.05);
      expect(f.atmIv).toBeLessThan(2);
      expect(f.straddle).toBeGreaterThan(0);
      expect(f.ivMove).toBeGreaterThan(0);
    }
    // Further expiries price a larger move.
    const moves = answer.data.points.map((p) => (p.ok ? (p.figures.ivMove ?? 0) : 0));
    expect(moves[11]).toBeGreaterThan(moves[0] ?? Infinity);
  });

  it('is drawn again within the minute for nothing, and asked again after it', async () => {
    const s = await serviceOn();
    const query = await nearestTwelve(s);
    const first = await s.service.get(query);
    if (!first.ok) throw new Error(first.error.message);
    const used = s.used();
    const sent = s.f.sent.length;
    s.f.time.advance(59_999);
    expect(s.service.plan(query)).toMatchObject({ ok: true, data: { quotes: 0, fullQuotes: 49, freshUntil: first.data.fetchedAt + 60_000 } });
    const again = await s.service.get(query);
    expect(again).toEqual({ ok: true, data: { ...first.data, cached: true, spent: 0 } });
    expect(s.used()).toBe(used);
    expect(s.f.sent.length).toBe(sent);
    // Another expiry set is another answer.
    expect(s.service.plan({ ...query, expiries: query.expiries.slice(0, 3) })).toMatchObject({ ok: true, data: { quotes: 13, freshUntil: null } });
    s.f.time.advance(1);
    expect(s.service.plan(query)).toMatchObject({ ok: true, data: { quotes: 49, freshUntil: null } });
    const later = await s.service.get(query);
    expect(later.ok && later.data.cached).toBe(false);
    expect(s.used() - used).toBe(49);
  });

  it('names an expiry that fails, draws the others, and asks only that one again', async () => {
    const s = await serviceOn();
    const listed = (await nearestTwelve(s)).expiries.slice(0, 3);
    // A Sunday lists no options: the provider refuses that chain (10031).
    const query: TermQuery = { underlier: 'AAPL', expiries: [...listed, '2026-12-20'].sort() };
    const answer = await s.service.get(query);
    if (!answer.ok) throw new Error(answer.error.message);
    const failed = answer.data.points.filter((p) => !p.ok);
    expect(failed.map((p) => p.date)).toEqual(['2026-12-20']);
    expect(answer.data.points.filter((p) => p.ok).map((p) => p.date)).toEqual(listed);
    expect(answer.data.spent).toBe(1 + 3 * 4);
    expect(s.service.plan(query)).toMatchObject({ ok: true, data: { quotes: 4, fullQuotes: 17 } });
    const chains = s.chainsSent().length;
    const again = await s.service.get(query);
    expect(again.ok && again.data.cached).toBe(false);
    expect(s.chainsSent().length - chains).toBe(1);
    expect(new URL(s.chainsSent().at(-1) ?? '').searchParams.get('expiryDay')).toBe('20');
  });

  it('forgets the cache when the session moves: signed out and back, or another environment', async () => {
    const s = await serviceOn();
    const query: TermQuery = { underlier: 'MSFT', expiries: (await nearestTwelve(s)).expiries.slice(0, 2) };
    expect((await s.service.get(query)).ok).toBe(true);
    expect(s.service.plan(query)).toMatchObject({ ok: true, data: { quotes: 0 } });
    s.connect(null);
    expect(await s.service.get(query)).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    s.connect('home');
    expect(s.service.plan(query)).toMatchObject({ ok: true, data: { quotes: 9, freshUntil: null } });
    expect((await s.service.get(query)).ok).toBe(true);
    expect(s.service.plan(query)).toMatchObject({ ok: true, data: { quotes: 0 } });
    s.connect('other');
    s.connect('home');
    expect(s.service.plan(query)).toMatchObject({ ok: true, data: { quotes: 9, freshUntil: null } });
    s.service.dispose();
  });

  it('keeps nothing fetched across a session move', async () => {
    const s = await serviceOn();
    const query: TermQuery = { underlier: 'IBM', expiries: (await nearestTwelve(s)).expiries.slice(0, 2) };
    // Held answers: the session moves after the call began (its serial is taken at once) and before any answer.
    s.f.broker.setFaults({ hold: true });
    const pending = s.service.get(query);
    s.connect('other');
    s.connect('home');
    s.f.broker.setFaults({});
    expect((await pending).ok).toBe(true);
    expect(s.service.plan(query)).toMatchObject({ ok: true, data: { quotes: 9, freshUntil: null } });
  });
});

describe('the term structure on the legacy API', () => {
  it('says it needs the current API, asking nothing', async () => {
    const s = await serviceOn('legacy');
    const answer = await s.service.get({ underlier: 'AAPL', expiries: ['2026-12-18'] });
    expect(answer).toMatchObject({ ok: false, error: { code: 'unsupported', message: expect.stringContaining('current API (v1)') } });
    expect(s.f.sent).toEqual([]);
  });
});
