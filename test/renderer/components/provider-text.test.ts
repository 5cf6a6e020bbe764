/**
 * Provider text in the window: each string the provider wrote is drawn isolated (`<bdi>`), so
 * whatever direction its letters take stays inside it and never reorders the app's words around
 * it; a link of a message names its real host apart from its words and shows its URL left to
 * right, so "https://us.etrade.com/…" in a link's words cannot pass for where it leads. Rendered
 * with React's own server renderer, as the window would receive the elements.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProviderLink, ProviderText } from '../../../renderer/components/provider-text.tsx';

describe('provider text in the window', () => {
  it('is isolated, as text (never markup)', () => {
    expect(renderToStaticMarkup(createElement(ProviderText, { text: 'ACME <b>corp</b>' }))).toBe('<bdi>ACME &lt;b&gt;corp&lt;/b&gt;</bdi>');
    expect(renderToStaticMarkup(createElement(ProviderText, { text: 'עברית', className: 'muted' }))).toBe('<bdi class="muted">עברית</bdi>');
  });

  it('a link: its words isolated, then its real host and its URL, left to right', () => {
    const html = renderToStaticMarkup(createElement(ProviderLink, { words: 'https://us.etrade.com/login', url: 'https://evil.example/login?next=1' }));
    expect(html).toBe(
      '<bdi class="provider-link-words">https://us.etrade.com/login</bdi>: ' +
        '<a href="https://evil.example/login?next=1" target="_blank" rel="noopener noreferrer" dir="ltr" title="Opens evil.example in your web browser">' +
        '<span class="provider-link-host">evil.example</span> — <span class="provider-link-url">https://evil.example/login?next=1</span></a>',
    );
  });

  it('a link whose words are its URL says it once', () => {
    const html = renderToStaticMarkup(createElement(ProviderLink, { words: 'https://us.etrade.com/', url: 'https://us.etrade.com/' }));
    expect(html).not.toContain('<bdi');
    expect(html).toContain('<span class="provider-link-host">us.etrade.com</span> — <span class="provider-link-url">https://us.etrade.com/</span>');
  });

  it('a host with a port is named with it', () => {
    const html = renderToStaticMarkup(createElement(ProviderLink, { words: 'Demo', url: 'http://127.0.0.1:8080/x' }));
    expect(html).toContain('<span class="provider-link-host">127.0.0.1:8080</span>');
  });

  it.each(['https://www.etrade.com@evil.example/', 'https://www.etrade.com:x@evil.example/', 'javascript:alert(1)'])(
    'an address the external-link gate refuses (%s) is no link: its words only',
    (url) => {
      const html = renderToStaticMarkup(createElement(ProviderLink, { words: 'Sign in at E*TRADE', url }));
      expect(html).toBe('<bdi>Sign in at E*TRADE</bdi>');
    },
  );
});
