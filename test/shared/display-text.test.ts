/**
 * Provider text for display: the bidirectional controls (embeddings, overrides, isolates and the
 * three marks) are dropped, so a provider's words cannot reorder what the window shows around
 * them ("https://us.etrade.com/…" reading one way while it says another). Every other character
 * stays; the list of controls is written out here, apart from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { isBidiControl, withoutBidiControls } from '../../shared/display-text.ts';

const CONTROLS = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

describe('provider text without bidirectional controls', () => {
  it.each(CONTROLS.map((code) => [code.toString(16).toUpperCase(), code]))('drops U+%s', (_name, code) => {
    expect(isBidiControl(code)).toBe(true);
    expect(withoutBidiControls(`a${String.fromCharCode(code)}b`)).toBe('ab');
  });

  it('drops an override that would make a link read as another host', () => {
    expect(withoutBidiControls('https://evil.example/\u202E/moc.edart.su//:sptth')).toBe('https://evil.example//moc.edart.su//:sptth');
    expect(withoutBidiControls('\u2067\u202E\u202A\u200F\u200E\u061C')).toBe('');
  });

  it('keeps every other character of the first planes, letters of right-to-left scripts included', () => {
    const everything = Array.from({ length: 0x3000 }, (_unused, code) => String.fromCharCode(code)).join('');
    const kept = withoutBidiControls(everything);
    expect(kept.length).toBe(everything.length - CONTROLS.length);
    const controls = new Set(CONTROLS);
    expect(Array.from(kept).some((character) => controls.has(character.charCodeAt(0)))).toBe(false);
    expect(withoutBidiControls(kept)).toBe(kept);
    expect(withoutBidiControls('עברית العربية Zürich 🚀')).toBe('עברית العربية Zürich 🚀');
  });

  it('gives back the same string when there is nothing to drop', () => {
    const text = 'EXXON MOBIL CORP COM';
    expect(withoutBidiControls(text)).toBe(text);
  });
});
