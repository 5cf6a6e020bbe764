/**
 * Trailing slashes off a host URL (settings file, the Advanced form): the same answers as the
 * expression it replaced, and linear on a megabyte of slashes that do not end the text, where
 * `/\/+$/` tried the run from each of its slashes (quadratic).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeHostUrl } from '../../shared/host-url.ts';
import { callTimes, MEGABYTE } from '../helpers/linear-time.ts';

describe('normalizeHostUrl', () => {
  it.each([
    ['https://api.example/', 'https://api.example'],
    ['https://api.example///', 'https://api.example'],
    ['https://api.example/v1', 'https://api.example/v1'],
    ['https://api.example', 'https://api.example'],
    ['///', ''],
    ['', ''],
    ['a/b/', 'a/b'],
  ])('%j → %j', (value, expected) => {
    expect(normalizeHostUrl(value)).toBe(expected);
    expect(normalizeHostUrl(value)).toBe(value.replace(/\/+$/, '')); // the replaced expression, as the oracle of short texts
  });

  it('is linear on a megabyte of slashes, ending the text or not', async () => {
    const module = join(import.meta.dirname, '../../shared/host-url.ts');
    const hostile = [
      { label: 'slashes then x', args: [{ prefix: 'https://h', pump: '/', bytes: MEGABYTE, suffix: 'x' }] },
      { label: 'slashes to the end', args: [{ prefix: 'https://h', pump: '/', bytes: MEGABYTE }] },
    ];
    expect(await callTimes(module, 'normalizeHostUrl', hostile)).toHaveLength(2);
    expect(normalizeHostUrl(`h${'/'.repeat(MEGABYTE)}`)).toBe('h');
  });
});
