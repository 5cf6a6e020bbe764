import { describe, expect, it } from 'vitest';
import { historyQuery, parseSymbols } from '../../../../renderer/views/orders/history-query.ts';
import { NO_HISTORY_FILTERS } from '../../../../renderer/feeds/orders/orders-store.ts';
import { orderHistoryQuerySchema } from '../../../../shared/domain/order-history.ts';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const KEY = '-xTk1F5nC8bBJ2gQfY4jVw';

describe('historyQuery', () => {
  it('is null for Today (the watcher serves it) and without an account', () => {
    expect(historyQuery(KEY, { kind: 'today' }, NO_HISTORY_FILTERS, NOW)).toBeNull();
    expect(historyQuery(null, { kind: 'last7' }, NO_HISTORY_FILTERS, NOW)).toBeNull();
  });

  it('asks for the range’s New York days, no filters when none are set', () => {
    const query = historyQuery(KEY, { kind: 'month' }, NO_HISTORY_FILTERS, NOW);
    expect(query).toEqual({ accountKey: KEY, from: '2026-11-01', to: '2026-11-23' });
    expect(orderHistoryQuerySchema.safeParse(query).success).toBe(true);
  });

  it('sends the server-side filters, as the channel’s schema takes them', () => {
    const query = historyQuery(
      KEY,
      { kind: 'custom', from: '2025-01-02', to: '2025-03-04' },
      { status: 'EXECUTED', symbols: ['KO', 'BRK.B'], securityType: 'OPTN' },
      NOW,
    );
    expect(query).toEqual({ accountKey: KEY, from: '2025-01-02', to: '2025-03-04', status: 'EXECUTED', symbols: ['KO', 'BRK.B'], securityType: 'OPTN' });
    expect(orderHistoryQuerySchema.safeParse(query).success).toBe(true);
  });
});

describe('parseSymbols', () => {
  it('upper-cases, splits on commas and spaces, keeps each once in the order typed', () => {
    expect(parseSymbols(' ko, aapl  brk.b,KO ')).toEqual({ symbols: ['KO', 'AAPL', 'BRK.B'] });
    expect(parseSymbols('')).toEqual({ symbols: [] });
  });
  it('says what is wrong', () => {
    expect(parseSymbols('KO, 1ABC')).toEqual({ problem: '“1ABC” is not a market symbol (such as KO, AAPL or BRK.B).' });
    expect(parseSymbols(Array.from({ length: 26 }, (_, i) => `S${i}`).join(','))).toEqual({ problem: 'At most 25 symbols at once.' });
  });
});
