/**
 * The backend as a list of parts: their handlers become one table (a channel answered twice is
 * refused at once), every part hears the window shown or hidden, and shutdown disposes the parts
 * last first, waiting for each. That every channel of the contract has a handler is the
 * compiler's to check (create-backend.ts assigns the table to `Handlers`); the dispatcher's tests
 * and the preload's test check the table against the contract at run time.
 */
import { describe, expect, it } from 'vitest';
import { disposeAll, handlersOf, pageGoneTo, windowVisibleTo, type ServicePart } from '../../../electron/backend/service-part.ts';
import { ok } from '../../../shared/result.ts';

describe('service parts', () => {
  it('one table of handlers from every part', async () => {
    const quota: ServicePart<'quota:get'> = { handlers: { 'quota:get': () => ok({ modules: {} as never, at: 1 }) } };
    const chain: ServicePart<'chain:unwatch'> = { handlers: { 'chain:unwatch': () => ok({ watching: false }) } };
    const handlers = handlersOf([quota, chain] as const);
    expect(Object.keys(handlers).sort()).toEqual(['chain:unwatch', 'quota:get']);
    expect(await handlers['chain:unwatch'](undefined)).toEqual({ ok: true, data: { watching: false } });
  });

  it('refuses a channel two parts answer', () => {
    const one: ServicePart<'chain:unwatch'> = { handlers: { 'chain:unwatch': () => ok({ watching: false }) } };
    expect(() => handlersOf([one, one] as const)).toThrow('Two parts of the backend answer "chain:unwatch".');
  });

  it('tells every part the window moved and its page went, and disposes them last first', async () => {
    const told: string[] = [];
    const part = (name: string): ServicePart<never> => ({
      handlers: {},
      windowVisible: (visible) => told.push(`${name} ${visible ? 'shown' : 'hidden'}`),
      ...(name === 'market' ? {} : { pageGone: () => told.push(`${name} page gone`) }),
      dispose: async () => {
        await Promise.resolve();
        told.push(`${name} disposed`);
      },
    });
    const parts = [part('session'), part('market'), part('orders')];
    windowVisibleTo(parts, false);
    pageGoneTo(parts);
    await disposeAll(parts);
    expect(told).toEqual([
      'session hidden',
      'market hidden',
      'orders hidden',
      'session page gone',
      'orders page gone',
      'orders disposed',
      'market disposed',
      'session disposed',
    ]);
  });
});
