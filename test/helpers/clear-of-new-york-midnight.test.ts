import { describe, expect, it } from 'vitest';
import { MIDNIGHT_MARGIN_MS, waitBeforeStart } from './clear-of-new-york-midnight.ts';

describe('starting clear of New York midnight', () => {
  // 2026-11-24T05:00:00Z is midnight EST; 2026-07-01T04:00:00Z is midnight EDT.
  it.each([
    ['an hour before (EST)', Date.parse('2026-11-24T04:00:00Z'), 0],
    ['just outside the margin', Date.parse('2026-11-24T05:00:00Z') - MIDNIGHT_MARGIN_MS - 1, 0],
    ['three minutes before (EST)', Date.parse('2026-11-24T04:57:00Z'), 181_000],
    ['one second before (EDT)', Date.parse('2026-07-01T03:59:59Z'), 2_000],
    ['just after midnight', Date.parse('2026-11-24T05:00:01Z'), 0],
  ])('%s', (_name, now, wait) => {
    expect(waitBeforeStart(now)).toBe(wait);
  });
});
