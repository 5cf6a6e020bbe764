import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The expiry date is a calendar day: it must read the same in every zone. Run in a zone behind UTC,
// where formatting the ISO day as a local instant would show the day before.
const zoneBefore = process.env['TZ'];
process.env['TZ'] = 'America/Los_Angeles';
const { expiryTypeLabel, formatChainTime, formatDaysToExpiry, formatExpiryDate, formatStrike, pairTypeLabel } =
  await import('../../../../../renderer/views/option-chain/format/chain-format.ts');

beforeAll(() => {
  expect(new Date(Date.parse('2027-03-19T00:00:00Z')).getDate()).toBe(18); // the trap is armed
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zoneBefore;
});

describe('formatStrike: strikes as option symbols write them', () => {
  it.each([
    [150, '150'],
    [152.5, '152.50'],
    [0.5, '0.50'],
    [7.25, '7.25'],
    [1500, '1500'],
    [10_000, '10000'],
    [152.49999999999997, '152.50'],
    [0.1 + 0.2, '0.30'],
  ])('%d reads %s', (strike, text) => {
    expect(formatStrike(strike)).toBe(text);
  });
});

describe("formatExpiryDate: the calendar day (formatCalendarDay, tested in shared/domain), or the provider's text", () => {
  it('reads a date with its weekday in a zone behind UTC', () => {
    expect(formatExpiryDate('2027-03-19')).toBe('Fri, Mar 19, 2027');
  });

  it.each([[''], ['soon'], ['2027-13-01'], ['19/03/2027']])('keeps the provider’s text %j when it is not a date', (text) => {
    expect(formatExpiryDate(text)).toBe(text);
  });
});

describe('formatChainTime: when the chain arrived, in New York time like every time the app shows', () => {
  it.each([
    ['2027-01-11T14:00:05Z', '09:00:05 ET'],
    ['2026-07-16T03:30:00Z', '23:30:00 ET'],
    ['2026-11-01T06:30:00Z', '01:30:00 ET'],
  ])('%s reads %s in a zone three hours behind New York', (instant, text) => {
    expect(formatChainTime(Date.parse(instant))).toBe(text);
  });
});

describe('formatDaysToExpiry', () => {
  it.each([
    [0, 'expires today'],
    [1, '1 day'],
    [2, '2 days'],
    [365, '365 days'],
    [-1, 'expired 1 day ago'],
    [-3, 'expired 3 days ago'],
  ])('%i reads %s', (days, text) => {
    expect(formatDaysToExpiry(days)).toBe(text);
  });
});

describe('labels of the provider’s words', () => {
  it.each([
    [null, 'Not given'],
    ['MONTHLY', 'Monthly'],
    ['QUARTERLY', 'Quarterly'],
    // The strip's words (the strip said W and the section something else for one date).
    ['WEEKLY', 'Weekly'],
    ['MONTHEND', 'Month end'],
    ['NEWKIND', 'NEWKIND'],
    ['', ''],
  ] as const)('expiry type %j reads %j', (type, text) => {
    expect(expiryTypeLabel(type)).toBe(text);
  });

  it.each([
    ['CALLPUT', 'Call and put'],
    ['CALLONLY', 'Call only'],
    ['PUTONLY', 'Put only'],
    ['callput', 'callput'],
    ['BINARY', 'BINARY'],
  ])('pair type %j reads %j', (type, text) => {
    expect(pairTypeLabel(type)).toBe(text);
  });
});
