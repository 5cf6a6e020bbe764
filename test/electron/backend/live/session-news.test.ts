/**
 * Session news: every subscriber hears each move of the session once, whatever the order or the
 * number of checks: replaced (another environment, another sign-in, other hosts), signed out
 * (signed out, expired, revoked) and back (the same session again). Nothing is read-once: a
 * subscriber added second hears exactly what the first hears.
 */
import { describe, expect, it } from 'vitest';
import { createSessionNews, type Connection, type SessionNewsItem } from '../../../../electron/backend/live/session-news.ts';
import type { Session } from '../../../../electron/backend/session/session-types.ts';
import type { Environment, EnvironmentId } from '../../../../shared/environments.ts';
import type { SessionState } from '../../../../shared/session.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { environment } from '../session/session-fixture.ts';

const environmentOf = (id: EnvironmentId): Environment => ({ ...environment, id, name: id });

/** A session stand-in: only its state is read. */
const sessionIn = (holder: { state: SessionState }): Session => ({ snapshot: () => ({ state: holder.state }) }) as unknown as Session;

function setup() {
  const demo = { state: 'active' as SessionState };
  const sandbox = { state: 'active' as SessionState };
  const sessions = { demo: sessionIn(demo), sandbox: sessionIn(sandbox) };
  let current: Connection | null = null;
  const news = createSessionNews({ current: () => current, logger: silentLogger });
  const heard: [string, SessionNewsItem][] = [];
  for (const name of ['a', 'b', 'c']) news.subscribe((item) => heard.push([name, item]));
  return {
    news,
    heard,
    demo,
    use(name: 'demo' | 'sandbox' | null, hosts: Partial<Environment> = {}) {
      current = name === null ? null : { session: sessions[name], environment: { ...environmentOf(name), ...hosts } };
    },
    kinds: () => heard.map(([who, item]) => `${who}:${item.kind}:${item.environment ?? '-'}`),
  };
}

describe('session news', () => {
  it('the first session is "back" to every subscriber; checking again says nothing', () => {
    const t = setup();
    t.use('demo');
    t.news.check();
    t.news.check();
    expect(t.kinds()).toEqual(['a:back:demo', 'b:back:demo', 'c:back:demo']);
    expect(t.news.environment()).toBe('demo');
  });

  it('a switch of environment reaches every subscriber as "replaced"', () => {
    const t = setup();
    t.use('demo');
    t.news.check();
    t.heard.length = 0;
    t.use('sandbox');
    t.news.check();
    expect(t.kinds()).toEqual(['a:replaced:sandbox', 'b:replaced:sandbox', 'c:replaced:sandbox']);
  });

  it('new hosts for the same session are another connection: replaced', () => {
    const t = setup();
    t.use('demo');
    t.news.check();
    t.heard.length = 0;
    t.use('demo', { apiUrl: 'http://127.0.0.1:1/other' });
    t.news.check();
    expect(t.kinds()).toEqual(['a:replaced:demo', 'b:replaced:demo', 'c:replaced:demo']);
  });

  it('signed out or expired is said once; the same session coming back is "back"; another one is "replaced"', () => {
    const t = setup();
    t.use('demo');
    t.news.check();
    t.heard.length = 0;
    t.demo.state = 'expired';
    const serial = t.news.check();
    expect(t.news.check()).toBe(serial);
    t.demo.state = 'active';
    t.news.check();
    t.use(null);
    t.news.check();
    t.use('sandbox');
    t.news.check();
    expect(t.kinds().filter((k) => k.startsWith('a:'))).toEqual(['a:signed-out:-', 'a:back:demo', 'a:signed-out:-', 'a:replaced:sandbox']);
    expect(t.news.environment()).toBe('sandbox');
  });

  it('the serial moves with every piece of news and only then', () => {
    const t = setup();
    t.use('demo');
    const first = t.news.check();
    expect(t.news.check()).toBe(first);
    t.use('sandbox');
    expect(t.news.check()).toBe(first + 1);
  });

  it('a throwing subscriber does not keep the news from the others; unsubscribed ones hear nothing', () => {
    const t = setup();
    const off = t.news.subscribe(() => {
      throw new Error('listener bug');
    });
    t.use('demo');
    t.news.check();
    off();
    t.use('sandbox');
    t.news.check();
    expect(t.kinds()).toHaveLength(6);
  });
});
