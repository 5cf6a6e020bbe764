import { describe, expect, it } from 'vitest';
import { eventWords, executedWords, realExecutedAt, timelineEntries } from '../../../../../renderer/views/orders/details/order-timeline.ts';
import { leg, OPEN_BELL, optionLeg, order } from '../order-fixtures.ts';

const MINUTE = 60_000;

describe('timelineEntries', () => {
  it('says each event in words with its New York time, oldest first, fills with their legs', () => {
    const entries = timelineEntries([
      {
        name: 'ORDER_EXECUTED',
        time: OPEN_BELL + 2 * MINUTE,
        legs: [leg({ symbol: 'KO', action: 'BUY', orderedQuantity: 100, filledQuantity: 100, executedPrice: 60.25 })],
      },
      { name: 'ORDER_PLACED', time: OPEN_BELL, legs: [leg({ symbol: 'KO', action: 'BUY', orderedQuantity: 100, filledQuantity: 0 })] },
      { name: 'SENT_TO_MARKET', time: OPEN_BELL + 1_000, legs: [] },
    ]);
    expect(entries.map((entry) => [entry.words, entry.when, entry.tone])).toEqual([
      ['Placed', '2026-06-10 09:30:00 ET', 'step'],
      ['Sent to market', '2026-06-10 09:30:01 ET', 'step'],
      ['Executed', '2026-06-10 09:32:00 ET', 'fill'],
    ]);
    expect(entries[2]?.legs).toEqual(['Buy 100 KO @ 60.25']);
    // Before any fill, the leg says what was ordered.
    expect(entries[0]?.legs).toEqual(['Buy 100 KO']);
  });

  it('names an option leg’s contract and price: strike and right, not the symbol alone', () => {
    const fill = optionLeg(1, 'CALL', 15, { symbol: 'F', action: 'BUY_OPEN', orderedQuantity: 14, filledQuantity: 14, executedPrice: 0.14 });
    const [entry] = timelineEntries([
      { name: 'ORDER_EXECUTED', time: OPEN_BELL, legs: [{ ...fill, option: { callPut: 'CALL', expiry: '2026-12-18', strikePrice: 15 } }] },
    ]);
    expect(entry?.legs).toEqual(["Buy to open 14 F Dec 18 '26 $15 call @ 0.14"]);
  });

  it('keeps unknown names as they came and events without a time in their place', () => {
    const entries = timelineEntries([
      { name: 'ORDER_PLACED', time: OPEN_BELL, legs: [] },
      { name: 'SOMETHING_NEW', time: null, legs: [] },
      { name: 'ORDER_CANCELLED', time: OPEN_BELL + MINUTE, legs: [] },
    ]);
    expect(entries.map((entry) => [entry.words, entry.when, entry.tone])).toEqual([
      ['Placed', '2026-06-10 09:30:00 ET', 'step'],
      ['SOMETHING_NEW', 'time not given', 'step'],
      ['Cancelled', '2026-06-10 09:31:00 ET', 'end'],
    ]);
  });

  it('says the demo broker’s and the platform’s assignment and exercise events in words', () => {
    expect(eventWords('OPTION_ASSIGNED')).toBe('Option assigned');
    expect(eventWords('OPTION_EXERCISED')).toBe('Option exercised');
    expect(timelineEntries([{ name: 'OPTION_ASSIGNED', time: 1, legs: [] }])[0]?.tone).toBe('fill');
  });

  it('never reads a name off Object.prototype', () => {
    expect(eventWords('constructor')).toBe('constructor');
  });

  it('is empty for no events', () => {
    expect(timelineEntries([])).toEqual([]);
  });
});

describe('realExecutedAt', () => {
  const now = OPEN_BELL + 60 * MINUTE;
  it('shows the time of an executed order', () => {
    expect(realExecutedAt(order(1, { status: 'EXECUTED', executedAt: OPEN_BELL + MINUTE }), now)).toBe(OPEN_BELL + MINUTE);
    expect(realExecutedAt(order(1, { status: 'INDIVIDUAL_FILLS', executedAt: OPEN_BELL + MINUTE }), now)).toBe(OPEN_BELL + MINUTE);
  });
  it('shows the time of an open order with fills', () => {
    const partly = order(1, { status: 'OPEN', executedAt: OPEN_BELL + MINUTE, legs: [leg({ orderedQuantity: 100, filledQuantity: 40 })] });
    expect(realExecutedAt(partly, now)).toBe(OPEN_BELL + MINUTE);
  });
  it.each([
    ['an expired order with the platform’s garbage', order(1, { status: 'EXPIRED', executedAt: 2129352816 })],
    ['a cancelled order', order(1, { status: 'CANCELLED', executedAt: OPEN_BELL + MINUTE })],
    ['garbage on an executed order (seconds, 1970)', order(1, { status: 'EXECUTED', executedAt: 2129352816 })],
    ['a time in the future (2037)', order(1, { status: 'EXECUTED', executedAt: Date.UTC(2037, 5, 1) })],
    ['a time before placement', order(1, { status: 'EXECUTED', executedAt: OPEN_BELL - 60 * MINUTE })],
    ['no time', order(1, { status: 'EXECUTED', executedAt: null })],
  ])('hides %s', (_, o) => {
    expect(realExecutedAt(o, now)).toBeNull();
  });
});

describe('executedWords: the Executed field of the details panel', () => {
  const stamp = (at: number): string => `at ${at}`;
  it('says "time not given" for a partly filled order without a credible time, never "Not executed"', () => {
    const partly = order(1, {
      status: 'OPEN',
      placedAt: OPEN_BELL,
      executedAt: 2_129_352_816,
      legs: [leg({ symbol: 'KO', orderedQuantity: 100, filledQuantity: 40 })],
    });
    expect(executedWords(partly, OPEN_BELL + 60_000, stamp)).toBe('time not given');
  });
  it('is the stamp when the time is real, and null when nothing executed', () => {
    const done = order(2, { status: 'EXECUTED', placedAt: OPEN_BELL, executedAt: OPEN_BELL + 1_000 });
    expect(executedWords(done, OPEN_BELL + 60_000, stamp)).toBe(`at ${OPEN_BELL + 1_000} ET`);
    const open = order(3, { status: 'OPEN', placedAt: OPEN_BELL, executedAt: null, legs: [leg({ symbol: 'KO', filledQuantity: 0 })] });
    expect(executedWords(open, OPEN_BELL + 60_000, stamp)).toBeNull();
  });
});
