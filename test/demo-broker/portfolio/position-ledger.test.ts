/**
 * The demo's position book-keeping, against sums done by hand: average cost, a sale beyond the
 * long position opening a short (and a cover beyond the short opening a long), options at 100 a
 * contract, cash after commissions, what was traded today kept apart, unknown costs, reopening.
 */
import { describe, expect, it } from 'vitest';
import { PositionLedger, type Holding, type Trade } from '../../../demo-broker/portfolio/position-ledger.ts';

const STOCK: Holding = { symbol: 'KO' };
const CALL: Holding = { symbol: 'KO', option: { callPut: 'CALL', year: 2027, month: 11, day: 19, strike: 60 } };
const DAY = Date.UTC(2027, 9, 20, 4);

const trade = (action: string, quantity: number, price: number, extra: Partial<Trade> = {}): Trade => ({
  holding: STOCK,
  action,
  quantity,
  price,
  commission: 0,
  fee: 0,
  day: DAY,
  ...extra,
});
const books = (ledger: PositionLedger) => ledger.open().map((book) => ({ side: book.side, quantity: book.quantity, cost: book.cost }));

describe('PositionLedger', () => {
  it('buys at average cost; a sale takes at that cost; cash follows', () => {
    const ledger = new PositionLedger(10_000);
    ledger.trade(trade('BUY', 100, 10));
    ledger.trade(trade('BUY', 100, 12));
    ledger.trade(trade('SELL', 50, 15));
    // 200 shares for 2,200 (11 a share); 50 sold take 550 of the cost
    expect(books(ledger)).toEqual([{ side: 'LONG', quantity: 150, cost: 1_650 }]);
    // 10,000 − 1,000 − 1,200 + 750
    expect(ledger.cash).toBe(8_550);
  });

  it('a sale beyond the long position closes it and opens a short with the rest; a cover beyond the short opens a long', () => {
    const ledger = new PositionLedger(0);
    ledger.trade(trade('BUY', 100, 10));
    ledger.trade(trade('SELL', 150, 12));
    expect(books(ledger)).toEqual([{ side: 'SHORT', quantity: -50, cost: -600 }]);
    ledger.trade(trade('BUY_TO_COVER', 80, 11));
    expect(books(ledger)).toEqual([{ side: 'LONG', quantity: 30, cost: 330 }]);
    // −1,000 + 1,800 − 880
    expect(ledger.cash).toBe(-80);
  });

  it('a short sale while long sells the long first: a holding is never long and short at once', () => {
    const ledger = new PositionLedger(0);
    ledger.trade(trade('BUY', 100, 10));
    ledger.trade(trade('SELL_SHORT', 40, 11));
    expect(books(ledger)).toEqual([{ side: 'LONG', quantity: 60, cost: 600 }]);
    ledger.trade(trade('SELL_SHORT', 100, 12));
    expect(books(ledger)).toEqual([{ side: 'SHORT', quantity: -40, cost: -480 }]);
  });

  it('an option contract counts 100 shares; commissions and fees leave the cash and stay on the book', () => {
    const ledger = new PositionLedger(1_000);
    ledger.trade(trade('BUY_OPEN', 2, 1.5, { holding: CALL, commission: 1.3, fee: 0.04 }));
    ledger.trade(trade('SELL_OPEN', 3, 1.6, { holding: CALL, commission: 1.95, fee: 0.06 }));
    // Two of the three sold close the long; the third opens a short, with its third of the costs.
    const [short, ...others] = ledger.open();
    expect(others).toEqual([]);
    expect([short?.side, short?.quantity]).toEqual(['SHORT', -1]);
    expect(short?.cost).toBeCloseTo(-160, 9);
    expect(short?.commissions).toBeCloseTo(0.65, 9);
    expect(short?.fees).toBeCloseTo(0.02, 9);
    // 1,000 − 300 − 1.30 − 0.04 + 480 − 1.95 − 0.06
    expect(ledger.cash).toBeCloseTo(1_176.65, 9);
  });

  it('today’s trades are kept apart from the day’s start', () => {
    const ledger = new PositionLedger(5_000);
    ledger.hold(STOCK, 'LONG', 100, 10, DAY - 86_400_000 * 30);
    ledger.startToday();
    ledger.trade(trade('BUY', 50, 11));
    ledger.trade(trade('SELL', 20, 12));
    const [book] = ledger.open();
    expect(book).toMatchObject({ quantityAtStart: 100, quantity: 130, todayQuantity: 30, openedAt: DAY - 86_400_000 * 30 });
    // +50 × 11 − 20 × 12
    expect(book?.todayCash).toBe(310);
    expect([ledger.cashAtStart, ledger.cash]).toEqual([5_000, 4_690]);
  });

  it('a holding of unknown cost stays unknown; closed and bought again it is a new position with a known cost', () => {
    const ledger = new PositionLedger(0);
    ledger.hold(STOCK, 'LONG', 10, 0, null);
    expect(ledger.open()[0]).toMatchObject({ costKnown: false, openedAt: null, generation: 1 });
    ledger.trade(trade('SELL', 10, 5));
    expect(ledger.open()).toEqual([]);
    ledger.trade(trade('BUY', 4, 6));
    expect(ledger.open()[0]).toMatchObject({ costKnown: true, cost: 24, openedAt: DAY, generation: 2 });
  });

  it('an action that moves no book (EXCHANGE) and a quantity of 0 change nothing', () => {
    const ledger = new PositionLedger(100);
    ledger.trade(trade('EXCHANGE', 10, 5));
    ledger.trade(trade('BUY', 0, 5));
    expect([ledger.open(), ledger.cash]).toEqual([[], 100]);
  });
});
