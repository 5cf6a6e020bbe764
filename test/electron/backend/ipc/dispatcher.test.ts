import { describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../../../electron/backend/ipc/dispatcher.ts';
import type { Handlers } from '../../../../electron/backend/ipc/dispatcher.ts';
import { DEFAULT_USER_SETTINGS } from '../../../../shared/settings.ts';
import { ok } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';

const trusted = { id: 1, url: 'app://strikeboard/index.html' };
const snapshot = { values: DEFAULT_USER_SETTINGS, recovered: null };

function setup() {
  const handlers = {
    'app:info': vi.fn(() => ok({ name: 'Strikeboard' })),
    'settings:get': vi.fn(() => ok(snapshot)),
    'settings:update': vi.fn(() => ok(snapshot)),
    'clipboard:write': vi.fn(() => ok({ written: true })),
    'chain:get': vi.fn(() => ok({})),
    'orders:history': vi.fn(() => ok({})),
  };
  const dispatch = createDispatcher(handlers as unknown as Handlers, (s) => s.id === 1, silentLogger);
  return { handlers, dispatch };
}

describe('the IPC dispatcher', () => {
  it('runs the handler with the parsed argument when channel, sender and argument are good', async () => {
    const { handlers, dispatch } = setup();
    const result = await dispatch('settings:update', { theme: 'dark' }, trusted);
    expect(result.ok).toBe(true);
    expect(handlers['settings:update']).toHaveBeenCalledWith({ theme: 'dark' });
  });

  it.each([
    ['a wrong type', { theme: 42 }],
    ['an unknown value', { theme: 'neon' }],
    ['a misspelt key', { theem: 'dark' }],
    ['a nested unknown key', { orders: { refreshSeconds: 10, evil: true } }],
    ['a refresh faster than the provider allows', { orders: { refreshSeconds: 1 } }],
    ['a non-integer refresh', { orders: { refreshSeconds: 7.5 } }],
    ['an array', [{ theme: 'dark' }]],
    ['a string', 'theme=dark'],
    ['null', null],
    ['a prototype pollution attempt', JSON.parse('{"__proto__": {"polluted": true}}')],
  ])('refuses %s and never calls the handler', async (_name, arg) => {
    const { handlers, dispatch } = setup();
    const result = await dispatch('settings:update', arg, trusted);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(result.ok === false && result.error.message).toContain('settings:update');
    expect(handlers['settings:update']).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('passes text for the clipboard through', async () => {
    const { handlers, dispatch } = setup();
    await expect(dispatch('clipboard:write', "AAPL Mar 19 '27 $47.50 Put", trusted)).resolves.toEqual({ ok: true, data: { written: true } });
    expect(handlers['clipboard:write']).toHaveBeenCalledWith("AAPL Mar 19 '27 $47.50 Put");
  });

  it.each<[string, unknown, RegExp]>([
    ['a number', 42, /text/],
    ['an object', { text: 'AAPL' }, /text/],
    ['HTML', { html: '<img src=x onerror=alert(1)>' }, /text/],
    ['nothing', undefined, /text/],
    ['empty text', '', /nothing to copy/i],
    ['text over the 1 MiB cap', 'x'.repeat(1024 * 1024 + 1), /1 MiB/],
  ])('refuses %s for the clipboard and never calls the handler', async (_name, arg, why) => {
    const { handlers, dispatch } = setup();
    const result = await dispatch('clipboard:write', arg, trusted);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument', detail: expect.stringMatching(why) } });
    expect(handlers['clipboard:write']).not.toHaveBeenCalled();
  });

  it.each<[string, Record<string, unknown>]>([
    ['month 13', { month: 13 }],
    ['the month as an array', { month: [5] }],
    ['the year as true', { year: true }],
    ['strikes as hex text', { strikeCount: '0x0C' }],
    ['strikes as exponent text', { strikeCount: '1e3' }],
  ])('parses the chain query once, here: %s never reaches the handler (nothing is sent)', async (_name, bad) => {
    const { handlers, dispatch } = setup();
    const query = { underlier: 'aapl', month: 3, year: 2027, chainType: 'CALLPUT', includeAdjusted: false };
    expect((await dispatch('chain:get', query, trusted)).ok).toBe(true);
    expect(handlers['chain:get']).toHaveBeenCalledWith({ ...query, underlier: 'AAPL' });
    const result = await dispatch('chain:get', { ...query, ...bad }, trusted);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(handlers['chain:get']).toHaveBeenCalledTimes(1);
  });

  it('refuses a malformed history window before any handler (the orders service no longer parses it again)', async () => {
    const { handlers, dispatch } = setup();
    const result = await dispatch('orders:history', { accountKey: 'dBZOKt9xDrtRSAOl4MSiiA', from: '2026-11-01', to: '2026-11-20', extra: 1 }, trusted);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(handlers['orders:history']).not.toHaveBeenCalled();
  });

  it('refuses an argument on a channel that takes none', async () => {
    const { handlers, dispatch } = setup();
    const result = await dispatch('app:info', { sneaky: 1 }, trusted);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument', detail: expect.stringContaining('no argument') } });
    expect(handlers['app:info']).not.toHaveBeenCalled();
  });

  it.each(['app:evil', 'constructor', '__proto__', 'toString', '', 42, null])('refuses the unknown channel %j', async (channel) => {
    const { dispatch } = setup();
    const result = await dispatch(channel, undefined, trusted);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });

  it('refuses a sender that is not our window, before looking at the argument', async () => {
    const { handlers, dispatch } = setup();
    const result = await dispatch('settings:get', undefined, { id: 7, url: 'https://evil.example/' });
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(handlers['settings:get']).not.toHaveBeenCalled();
  });

  it('turns a throwing handler into an internal error value', async () => {
    const { handlers, dispatch } = setup();
    handlers['settings:get'].mockImplementation(() => {
      throw new Error('boom with secret-ish detail');
    });
    const result = await dispatch('settings:get', undefined, trusted);
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret-ish');
  });
});
