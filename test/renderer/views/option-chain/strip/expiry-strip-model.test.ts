import { describe, expect, it } from 'vitest';
import { expiryTag, expiryTagLegend, type ExpiryDate } from '../../../../../shared/domain/expiries.ts';
import { shortDays, stripExpiries, stripKeyTarget } from '../../../../../renderer/views/option-chain/strip/expiry-strip-model.ts';

const d = (date: string, kind: ExpiryDate['kind'], daysToExpiry: number): ExpiryDate => ({ date, kind, daysToExpiry });
const listed: ExpiryDate[] = [
  d('2027-04-16', 'MONTHLY', 28),
  d('2027-03-26', 'WEEKLY', 7),
  d('2027-03-19', 'MONTHLY', 0),
  d('2027-03-12', 'WEEKLY', -7),
  d('2027-06-30', 'QUARTERLY', 103),
  d('2027-03-26', 'WEEKLY', 7),
  d('2027-05-03', 'VIX', 45),
  d('not a date', 'MONTHLY', 3),
];

describe('stripExpiries: the expiry strip', () => {
  it('lists every future expiry once, nearest first, tagged W / M / Q', () => {
    const strip = stripExpiries(listed, true);
    expect(strip.map((e) => `${e.date} ${e.tag}`)).toEqual(['2027-03-19 M', '2027-03-26 W', '2027-04-16 M', '2027-05-03 V', '2027-06-30 Q']);
    expect(strip[0]).toMatchObject({ year: 2027, month: 3, day: 19, daysToExpiry: 0, kindLabel: 'Monthly' });
  });

  it('hides weeklies when they are toggled off, and keeps the other kinds', () => {
    expect(stripExpiries(listed, false).map((e) => e.tag)).toEqual(['M', 'M', 'V', 'Q']);
  });

  it('tags Monthly and Month end with letters of their own, and says each in a legend', () => {
    const strip = stripExpiries([d('2027-03-19', 'MONTHLY', 3), d('2027-03-31', 'MONTHEND', 15), d('2027-03-26', 'WEEKLY', 10)], true);
    expect(strip.map((e) => e.tag)).toEqual(['M', 'W', 'E']);
    expect(strip.map((e) => e.kindLabel)).toEqual(['Monthly', 'Weekly', 'Month end']);
    expect(expiryTagLegend(['MONTHLY', 'WEEKLY', 'MONTHEND', 'MONTHLY', null])).toBe('M monthly · W weekly · E month end');
    // A kind this version does not know keeps its first letter, or two where the letter is taken.
    expect(expiryTag('BIWEEKLY')).toBe('B');
    expect(expiryTag('MINI')).toBe('MI');
    expect(expiryTag('DAILY')).toBe('D');
  });

  it('keeps an expiry of no kind with no tag', () => {
    expect(stripExpiries([d('2027-03-19', null, 1)], false)[0]).toMatchObject({ tag: '', kindLabel: '' });
  });

  it('says days short', () => {
    expect(shortDays(7)).toBe('7d');
  });
});

describe('stripKeyTarget: roving focus', () => {
  it.each([
    ['ArrowRight', 2, 3],
    ['ArrowRight', 4, 4],
    ['ArrowLeft', 0, 0],
    ['ArrowLeft', 3, 2],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['Enter', 1, null],
  ])('%s from %s goes to %s of 5', (key, at, to) => {
    expect(stripKeyTarget(key, at, 5)).toBe(to);
  });
});
