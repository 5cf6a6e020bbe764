/**
 * Which pages of a first load are pushed (first-load.ts): the first page at once; later, a book
 * that doubled once the spacing has passed since the last push; nothing for an empty book or a
 * cycle that no longer counts.
 */
import { describe, expect, it } from 'vitest';
import { firstLoadPages, PARTIAL_SPACING_MS, type PartialState } from '../../../../electron/backend/orders/first-load.ts';
import type { OrderBook } from '../../../../shared/domain/order-watch.ts';
import { book, order } from './order-builders.ts';

/** A book of `n` orders, ids counting down from 1000. */
const ofSize = (n: number): OrderBook => book(...Array.from({ length: n }, (_, i) => order(1000 - i)));

function listen(current = () => true) {
  let now = 0;
  const shown: PartialState[] = [];
  const onPage = firstLoadPages(
    current,
    (partial) => shown.push(partial),
    () => now,
  );
  return { onPage, shown, pass: (ms: number) => (now += ms), counts: () => shown.map((s) => s.loading?.orders) };
}

describe('firstLoadPages: what a first load shows while its pages arrive', () => {
  it('shows the first page at once, marked with its pages and orders', () => {
    const t = listen();
    t.onPage(ofSize(3), 1);
    expect(t.shown).toEqual([{ book: ofSize(3), loading: { pages: 1, orders: 3 } }]);
  });

  it('sends nothing more while the pages come within the spacing, however much they grew', () => {
    const t = listen();
    t.onPage(ofSize(3), 1);
    for (let page = 2; page <= 8; page += 1) {
      t.pass(PARTIAL_SPACING_MS / 8);
      t.onPage(ofSize(3 * page), page);
    }
    expect(t.counts()).toEqual([3]);
  });

  it('after the spacing, shows the book once it holds twice the orders shown last', () => {
    const t = listen();
    t.onPage(ofSize(3), 1);
    t.pass(PARTIAL_SPACING_MS);
    t.onPage(ofSize(5), 2);
    t.onPage(ofSize(6), 3);
    t.pass(PARTIAL_SPACING_MS - 1);
    t.onPage(ofSize(20), 4);
    t.pass(1);
    t.onPage(ofSize(21), 5);
    expect(t.counts()).toEqual([3, 6, 21]);
  });

  it('never shows an empty book, nor pages of a cycle that no longer counts', () => {
    let counts = true;
    const t = listen(() => counts);
    t.onPage(ofSize(0), 1);
    expect(t.shown).toEqual([]);
    counts = false;
    t.onPage(ofSize(4), 2);
    expect(t.shown).toEqual([]);
  });
});
