/**
 * The alerts view's counts in words: grouped by thousands ("1,234 unread"), one alert said in the
 * singular, the shown count beside what the inbox holds only when it holds more.
 */
import { describe, expect, it } from 'vitest';
import { shownWords, unreadWords } from '../../../../renderer/views/alerts/alert-counts.ts';

describe('the alerts view’s counts', () => {
  it.each([
    [0, '0 unread'],
    [1, '1 unread'],
    [999, '999 unread'],
    [1234, '1,234 unread'],
    [1_234_567, '1,234,567 unread'],
  ])('%d reads "%s"', (unread, words) => {
    expect(unreadWords(unread)).toBe(words);
  });

  it('says how many are shown, and of how many when the inbox holds more', () => {
    expect(shownWords(326, 12_556)).toBe('326 shown of 12,556');
    expect(shownWords(1500, 1500)).toBe('1,500 shown');
    expect(shownWords(3, null)).toBe('3 shown');
  });
});
