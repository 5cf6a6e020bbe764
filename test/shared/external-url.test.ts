/**
 * The one rule for a link the app may open in the browser: the external-link gate applies it to
 * what it opens, the message reader to what it offers as a link, the views to what they draw as
 * one. So a link offered is a link the gate opens (a URL with credentials, `https://www.etrade.com@evil.example/`,
 * is neither), and its label names the host it really leads to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { httpUrl, linksInText } from '../../electron/backend/broker/common/markup/message-links.ts';
import { messageText } from '../../electron/backend/broker/common/markup/message-text.ts';
import { safeExternalUrl } from '../../electron/security/external-links.ts';
import { externalUrl } from '../../shared/external-url.ts';

const REFUSED = [
  'https://www.etrade.com@evil.example/',
  'https://www.etrade.com:pass@evil.example/login',
  'http://user@evil.example/',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'data:text/html,x',
  'http://',
  'not a url',
];

describe('a link the gate opens, and only such a link', () => {
  it.each(REFUSED)('%s is refused by the gate, never offered, never drawn', (url) => {
    expect(externalUrl(url)).toBeNull();
    expect(safeExternalUrl(url)).toBeNull();
    expect(httpUrl(url)).toBeNull();
    expect(linksInText(`See ${url} now`)).toEqual([]);
  });

  it('a message’s link with credentials keeps its words and is not offered', () => {
    const marked = messageText('<p><a href="https://www.etrade.com@evil.example/">Sign in at E*TRADE</a></p>');
    expect(marked.links).toEqual([]);
    expect(marked.text).toBe('Sign in at E*TRADE');
    expect(messageText('Go to https://www.etrade.com@evil.example/login today').links).toEqual([]);
  });

  it('names the host a link really leads to', () => {
    expect(externalUrl('https://us.etrade.com/e/t/help?a=1')).toEqual({ href: 'https://us.etrade.com/e/t/help?a=1', host: 'us.etrade.com' });
    expect(externalUrl('HTTP://Example.COM:8080/x')).toEqual({ href: 'http://example.com:8080/x', host: 'example.com:8080' });
    // A look-alike name in another script is shown as the gate sees it: its ASCII (punycode) form.
    expect(externalUrl('https://еtrade.com/')?.host).toBe('xn--trade-ywe.com');
  });

  it('what the message reader offers, the gate opens as it is; what the gate refuses, the reader never offers (seeded)', () => {
    const piece = fc.constantFrom(
      'https://',
      'http://',
      'ftp://',
      'www.etrade.com',
      '@',
      ':',
      'evil.example',
      '/',
      'x',
      '%40',
      '?a=1',
      '#',
      '[::1]',
      '..',
      'user:pw@',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const url = pieces.join('');
        const offered = httpUrl(url);
        if (offered !== null) expect(safeExternalUrl(offered)).toBe(offered);
        if (safeExternalUrl(url) === null) expect(offered).toBeNull();
        expect(offered).toBe(externalUrl(url)?.href ?? null);
      }),
      { seed: 20_261_202, numRuns: 2000 },
    );
  });
});
