import { describe, expect, it } from 'vitest';
import { compareChoice, compareWords, restoredExtras } from '../../../../../renderer/views/option-chain/compare/compare-choice.ts';

const P = '2027-01-15';

describe('choosing the expiries to compare', () => {
  it('adds up to four, then refuses the fifth with the reason', () => {
    expect(compareChoice(P, [], '2027-01-22')).toEqual({ kind: 'add', extras: ['2027-01-22'] });
    expect(compareChoice(P, ['2027-01-22', '2027-01-29'], '2027-02-19')).toEqual({ kind: 'add', extras: ['2027-01-22', '2027-01-29', '2027-02-19'] });
    const refused = compareChoice(P, ['2027-01-22', '2027-01-29', '2027-02-19'], '2027-03-19');
    expect(refused).toEqual({
      kind: 'refuse',
      reason: 'Compare shows 4 expiries at most: remove one (click it in the strip) before adding Fri, Mar 19, 2027.',
    });
  });

  it('removes an open expiry; removing the asked one asks the next in its place', () => {
    expect(compareChoice(P, ['2027-01-22', '2027-01-29'], '2027-01-22')).toEqual({ kind: 'remove', extras: ['2027-01-29'] });
    expect(compareChoice(P, ['2027-01-22', '2027-01-29'], P)).toEqual({ kind: 'lead', date: '2027-01-22', extras: ['2027-01-29'] });
    expect(compareChoice(P, [], P)).toEqual({ kind: 'refuse', reason: 'Fri, Jan 15, 2027 is the only expiry open: add another to compare with it.' });
  });

  it('brings back the expiries last compared that are still listed, at most three beside the asked one', () => {
    const listed = ['2027-01-15', '2027-01-22', '2027-01-29', '2027-02-19', '2027-03-19'];
    expect(restoredExtras(P, ['2027-01-15', '2027-02-19', '2026-12-18'], listed)).toEqual(['2027-02-19']);
    expect(restoredExtras('2027-03-19', ['2027-01-15', '2027-01-22', '2027-01-29', '2027-02-19'], listed)).toEqual(['2027-01-15', '2027-01-22', '2027-01-29']);
    expect(restoredExtras(P, undefined, listed)).toEqual([]);
  });

  it('says what compare does now', () => {
    expect(compareWords(1)).toBe('Click a second expiry in the strip (2 to 4)');
    expect(compareWords(3)).toBe('3 of 4 side by side');
  });
});
