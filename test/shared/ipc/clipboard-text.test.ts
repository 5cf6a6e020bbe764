import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIPBOARD_LIMIT_BYTES, clipboardTextProblem, utf8ByteLength } from '../../../shared/ipc/clipboard-text.ts';

const MiB = 1024 * 1024;

describe('text for the clipboard', () => {
  it('is capped at 1 MiB of UTF-8', () => {
    expect(CLIPBOARD_LIMIT_BYTES).toBe(MiB);
  });

  it.each([
    ['a symbol', "AAPL Mar 19 '27 $47.50 Put"],
    ['exactly 1 MiB of ASCII', 'x'.repeat(MiB)],
    ['exactly 1 MiB of two-byte characters', 'é'.repeat(MiB / 2)],
    ['exactly 1 MiB of emoji', '😀'.repeat(MiB / 4)],
  ])('accepts %s', (_name, text) => {
    expect(clipboardTextProblem(text)).toBeNull();
  });

  it.each([
    ['nothing', ''],
    ['one byte over in ASCII', 'x'.repeat(MiB + 1)],
    ['fewer characters than the cap but more bytes', 'é'.repeat(MiB / 2 + 1)],
    ['emoji over the cap', '😀'.repeat(MiB / 4 + 1)],
    ['a runaway copy', 'x'.repeat(64 * MiB)],
  ])('refuses %s, saying why', (_name, text) => {
    expect(clipboardTextProblem(text)).toMatch(text === '' ? /nothing to copy/i : /1 MiB/);
  });

  it('counts bytes as UTF-8 does, lone surrogates included', () => {
    for (const text of ['', 'a', 'é', '€', '😀', '\uD800', '\uDC00x', 'a\uD83D', '\uD83D\uDE00\uD800']) {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }), (a, b) => {
        expect(utf8ByteLength(a)).toBe(new TextEncoder().encode(a).length);
        expect(utf8ByteLength(b)).toBe(new TextEncoder().encode(b).length);
      }),
      { seed: 20261123, numRuns: 500 },
    );
  });
});
