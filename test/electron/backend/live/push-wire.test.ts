/**
 * The push contract on the wire (shared/ipc/contract.ts, docs/architecture.md "What a push says"):
 * each feed's pushes as its service encodes them, cloned as the bridge hands them over (JSON, as
 * the e2e harness and the preview send them), are what the contract types them and land, in order,
 * as the states they stand for, each row the push does not name keeping its object.
 */
import { describe, expect, it } from 'vitest';
import { pushEncoder, revisionOf } from '../../../../electron/backend/live/push-encoder.ts';
import { alertsPushReader, inboxKeying, type AlertsState, type InboxAlert } from '../../../../shared/domain/alerts-watch.ts';
import { liveQuotesKeying, type ContractQuote, type LiveQuotes, type LiveQuotesMeta } from '../../../../shared/domain/chain-refresh.ts';
import { landData, type DataChange } from '../../../../shared/domain/feed-push.ts';
import { bookKeying, orderPushReader, type OrderBook, type OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import { positionsPushReader, snapshotKeying, type AccountSnapshot, type PositionsState } from '../../../../shared/domain/positions-watch.ts';
import type { EventPayloads } from '../../../../shared/ipc/contract.ts';
import { IDLE_FEED_STATUS } from '../../../helpers/feed-status.ts';
import { position } from '../../../helpers/position-builder.ts';
import { book, order } from '../orders/order-builders.ts';

/** As the bridge hands a payload over: a copy, nothing but plain data. */
const wire = <T>(payload: T): T => JSON.parse(JSON.stringify(payload)) as T;

describe('each feed on the wire', () => {
  it('orders:changed: the books of a day land in order, truncation and groups included', () => {
    const encoder = pushEncoder(bookKeying);
    const read = orderPushReader();
    const state = (data: OrderBook | null, dataTime: number): OrderWatchState => ({
      accountKey: 'A',
      book: data,
      revision: revisionOf(data),
      changes: [],
      dataTime,
      ...IDLE_FEED_STATUS,
    });
    const days: (OrderBook | null)[] = [
      null,
      book(order(1), order(2, { status: 'OPEN' })),
      {
        ...book(order(0), order(1), order(2, { status: 'EXECUTED' })),
        groups: [{ groupOrderId: 'G', groupType: null, cumulativeEstimatedCommission: null, cumulativeEstimatedFees: null, orders: [order(3)] }],
      },
      { ...book(order(0), order(2, { status: 'EXECUTED' })), truncated: true },
    ];
    for (const [i, data] of days.entries()) {
      const sent: EventPayloads['orders:changed'] = { ...state(data, i), book: encoder.encode('A', data) };
      expect(read(wire(sent))?.book).toEqual(data);
    }
  });

  it('positions:changed: a portfolio moving lands with its totals and balance', () => {
    const encoder = pushEncoder(snapshotKeying);
    const read = positionsPushReader();
    const snapshot = (last: number, cash: number): AccountSnapshot => ({
      portfolio: {
        accountId: '1',
        positions: [position({ positionId: '1', quote: { last } }), position({ positionId: '2', symbol: 'MSFT' })],
        totals: null,
        pages: 1,
        problems: [],
      },
      balance: { accountType: 'MARGIN', computed: { cashBalance: cash } },
    });
    const reads = [snapshot(190, 10), snapshot(191, 10), snapshot(191, 12)];
    let held: AccountSnapshot | null = null;
    for (const data of reads) {
      const state: PositionsState = { accountKey: 'A', snapshot: data, revision: revisionOf(data), dataTime: 1, shown: true, ...IDLE_FEED_STATUS };
      const sent: EventPayloads['positions:changed'] = { ...state, snapshot: encoder.encode('A', data) };
      const landed = read(wire(sent));
      expect(landed?.state.snapshot).toEqual(data);
      if (held !== null) expect(landed?.state.snapshot?.portfolio.positions[1]).toBe(held.portfolio.positions[1]);
      held = landed?.state.snapshot ?? null;
    }
  });

  it('alerts:changed: a new alert first and one read land as the inbox', () => {
    const encoder = pushEncoder(inboxKeying);
    const read = alertsPushReader();
    const alert = (id: string, status: 'READ' | 'UNREAD'): InboxAlert => ({ id, createdAt: Number(id), subject: `alert ${id}`, status, category: 'STOCK' });
    const inboxes = [[alert('1', 'UNREAD')], [alert('2', 'UNREAD'), alert('1', 'UNREAD')], [alert('2', 'UNREAD'), alert('1', 'READ')]];
    for (const alerts of inboxes) {
      const state: AlertsState = {
        environment: 'demo',
        alerts,
        revision: revisionOf(alerts),
        unread: 1,
        total: 2,
        fresh: [],
        dataTime: 1,
        ...IDLE_FEED_STATUS,
      };
      const sent: EventPayloads['alerts:changed'] = { ...state, alerts: encoder.encode('demo', alerts) };
      expect(read(wire(sent))?.alerts).toEqual(alerts);
    }
  });

  it('chain:quotes: the live quotes of a watch land by OSI key, the underlier with them', () => {
    const encoder = pushEncoder(liveQuotesKeying);
    const contract = (osiKey: string, bid: number): ContractQuote => ({
      osiKey,
      expiry: '2027-01-15',
      strike: 130,
      side: 'call',
      quote: null,
      greeks: { delta: bid } as ContractQuote['greeks'],
    });
    const reads: LiveQuotes[] = [
      { contracts: [contract('A', 1), contract('B', 2)], underlier: null, quoteType: 'REALTIME', quoteTime: 1 },
      { contracts: [contract('A', 1), contract('B', 3)], underlier: null, quoteType: 'REALTIME', quoteTime: 2 },
      { contracts: [contract('A', 1), contract('B', 3), contract('C', 4)], underlier: null, quoteType: 'CLOSING', quoteTime: 3 },
    ];
    let held = { revision: 0, data: null as LiveQuotes | null };
    for (const data of reads) {
      const change: EventPayloads['chain:quotes']['quotes'] = encoder.encode('chain', data);
      const landing = landData(liveQuotesKeying, held, revisionOf(data), wire<DataChange<LiveQuotes, ContractQuote, LiveQuotesMeta>>(change));
      if (landing.kind !== 'landed') throw new Error(`not landed: ${landing.kind}`);
      expect(landing.data).toEqual(data);
      held = { revision: revisionOf(data), data: landing.data };
    }
  });
});
