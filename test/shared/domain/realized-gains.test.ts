/**
 * Realized P/L from transactions (shared/domain/realized-gains.ts) against hand-computed trades,
 * and two properties over generated histories (seeded): the cash of every trade row ends up, to
 * the cent, in exactly one place (a closed trade's P/L, a lot still open, or a closing of what the
 * history does not hold); and a history that closes all it opens realizes exactly its cash in less
 * its cash out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realizedGains } from '../../../shared/domain/realized-gains.ts';
import type { Transaction, TransactionInstrument, TransactionKind } from '../../../shared/domain/transactions.ts';

const AAPL: TransactionInstrument = { kind: 'stock', symbol: 'AAPL' };
const CALL: TransactionInstrument = { kind: 'option', underlier: 'AAPL', right: 'call', strike: 112, expiry: '2026-12-18' };
let serial = 0;
const DAY = 86_400_000;

function tx(kind: TransactionKind, instrument: TransactionInstrument, quantity: number, amountCents: number, extra: Partial<Transaction> = {}): Transaction {
  serial += 1;
  const at = Date.UTC(2026, 0, 5, 8) + serial * DAY;
  return {
    id: String(serial),
    accountId: '1',
    at,
    day: new Date(at - 8 * 3_600_000).toISOString().slice(0, 10),
    postedAt: at,
    settledAt: null,
    amountCents,
    description: '',
    description2: null,
    type: kind,
    kind,
    fromOption: false,
    instrument,
    displaySymbol: null,
    quantity,
    price: null,
    feeCents: 0,
    memo: null,
    storeId: null,
    orderNo: null,
    ...extra,
  };
}

describe('realizedGains, by hand', () => {
  it('matches the oldest lot first, splitting a lot and its cost to the cent', () => {
    const gains = realizedGains([
      tx('buy', AAPL, 100, -1_000_000), // 100 at 100.00
      tx('buy', AAPL, 100, -1_200_000), // 100 at 120.00
      tx('sell', AAPL, -150, 1_650_000), // 150 at 110.00
    ]);
    expect(gains.trades.map((t) => [t.quantity, t.openCashCents, t.closeCashCents, t.realizedCents])).toEqual([
      [100, -1_000_000, 1_100_000, 100_000],
      [50, -600_000, 550_000, -50_000],
    ]);
    expect(gains.open).toMatchObject([{ quantity: 50, cashCents: -600_000 }]);
    expect(gains.unmatched).toEqual([]);
  });

  it('splits cash that does not divide evenly without losing a cent', () => {
    const gains = realizedGains([tx('buy', AAPL, 3, -100), tx('sell', AAPL, -1, 40), tx('sell', AAPL, -1, 40), tx('sell', AAPL, -1, 40)]);
    expect(gains.trades.map((t) => t.openCashCents)).toEqual([-33, -33, -34]);
    expect(gains.trades.reduce((sum, t) => sum + t.realizedCents, 0)).toBe(20);
  });

  it('closes a short sale by the buy that covers it', () => {
    const gains = realizedGains([tx('sell-short', AAPL, -10, 150_000), tx('buy-to-cover', AAPL, 10, -140_000)]);
    expect(gains.trades).toMatchObject([{ quantity: -10, realizedCents: 10_000, how: 'closed' }]);
  });

  it('closes an option that expired worthless at no cash: the premium is the gain', () => {
    const gains = realizedGains([tx('sell-to-open', CALL, -1, 49_934), tx('expiration', CALL, 1, 0)]);
    expect(gains.trades).toMatchObject([{ quantity: -1, realizedCents: 49_934, how: 'expired' }]);
    expect(gains.open).toEqual([]);
  });

  it('carries an assigned call’s premium into the shares it delivered', () => {
    const gains = realizedGains([
      tx('buy', AAPL, 100, -1_000_000), // 100 at 100.00
      tx('sell-to-open', CALL, -1, 50_000), // the 112 call sold for 5.00
      tx('assignment', CALL, 1, 0),
      tx('sell', AAPL, -100, 1_119_987, { fromOption: true }), // delivered at 112, less fees
    ]);
    expect(gains.trades).toEqual([
      expect.objectContaining({ key: 'AAPL', quantity: 100, openCashCents: -1_000_000, closeCashCents: 1_169_987, realizedCents: 169_987 }),
    ]);
  });

  it('keeps a closing of what was bought before the history apart, never a gain', () => {
    const gains = realizedGains([tx('buy', AAPL, 10, -100_000), tx('sell', AAPL, -30, 330_000)]);
    expect(gains.trades).toMatchObject([{ quantity: 10, realizedCents: 10_000 }]);
    expect(gains.unmatched).toMatchObject([{ key: 'AAPL', quantity: -20, cashCents: 220_000 }]);
  });

  it('counts income and fee rows apart, and the trades’ fees beside the P/L they are in', () => {
    const cash: TransactionInstrument = { kind: 'cash' };
    const gains = realizedGains([
      tx('dividend', cash, 0, 2_400),
      tx('interest', cash, 0, 7),
      tx('fee', cash, 0, -500),
      tx('buy', AAPL, 1, -10_066, { feeCents: 66 }),
    ]);
    expect([gains.incomeCents, gains.feeRowsCents, gains.tradeFeesCents]).toEqual([2_407, -500, 66]);
  });
});

const INSTRUMENTS: TransactionInstrument[] = [AAPL, { kind: 'stock', symbol: 'MSFT' }, CALL];
const KINDS: TransactionKind[] = ['buy', 'sell', 'sell-short', 'buy-to-cover', 'buy-to-open', 'sell-to-open', 'sell-to-close', 'buy-to-close', 'expiration'];

const rowArb = fc.record({
  instrument: fc.integer({ min: 0, max: INSTRUMENTS.length - 1 }),
  kind: fc.integer({ min: 0, max: KINDS.length - 1 }),
  quantity: fc.integer({ min: 1, max: 500 }),
  cents: fc.integer({ min: 0, max: 5_000_000 }),
});

describe('realizedGains, over generated histories', () => {
  it('puts every cent of every trade row in exactly one place', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 60 }), (specs) => {
        const rows = specs.map(({ instrument, kind, quantity, cents }) => {
          const k = KINDS[kind] as TransactionKind;
          const buying = k.startsWith('buy');
          const amount = k === 'expiration' ? 0 : buying ? -cents : cents;
          return tx(k, INSTRUMENTS[instrument] as TransactionInstrument, buying ? quantity : -quantity, amount);
        });
        const gains = realizedGains(rows);
        const cash = rows.reduce((sum, row) => sum + row.amountCents, 0);
        const placed =
          gains.trades.reduce((sum, t) => sum + t.realizedCents, 0) +
          gains.open.reduce((sum, lot) => sum + lot.cashCents, 0) +
          gains.unmatched.reduce((sum, u) => sum + u.cashCents, 0);
        expect(placed).toBe(cash);
      }),
      { seed: 20261202, numRuns: 400 },
    );
  });

  it('realizes exactly the cash in less the cash out of a history that closes all it opens', () => {
    const roundTrip = fc.record({
      instrument: fc.integer({ min: 0, max: 1 }),
      quantity: fc.integer({ min: 1, max: 500 }),
      open: fc.integer({ min: 0, max: 5_000_000 }),
      close: fc.integer({ min: 0, max: 5_000_000 }),
      short: fc.boolean(),
      parts: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(roundTrip, { maxLength: 20 }), (trips) => {
        const rows: Transaction[] = [];
        for (const trip of trips) {
          const instrument = INSTRUMENTS[trip.instrument] as TransactionInstrument;
          const side = trip.short ? -1 : 1;
          rows.push(tx(trip.short ? 'sell-short' : 'buy', instrument, side * trip.quantity, -side * trip.open));
          // Closed in up to four pieces, the close's cash spread over them.
          let left = trip.quantity;
          let cashLeft = trip.close;
          for (let part = trip.parts; part >= 1; part -= 1) {
            const units = part === 1 ? left : Math.max(1, Math.floor(left / 2));
            if (units <= 0 || left <= 0) break;
            const cents = part === 1 || units === left ? cashLeft : Math.floor(cashLeft / 2);
            rows.push(tx(trip.short ? 'buy-to-cover' : 'sell', instrument, -side * units, side * cents));
            left -= units;
            cashLeft -= cents;
          }
        }
        const gains = realizedGains(rows);
        expect(gains.open).toEqual([]);
        expect(gains.unmatched).toEqual([]);
        expect(gains.trades.reduce((sum, t) => sum + t.realizedCents, 0)).toBe(rows.reduce((sum, row) => sum + row.amountCents, 0));
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});
