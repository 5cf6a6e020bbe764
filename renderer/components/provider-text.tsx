/**
 * Provider text in the window. Every string the provider wrote (an alert's subject and message,
 * an order's or a position's description, an account's name) is drawn isolated in a `<bdi>`: its
 * letters take their own direction inside it, and nothing in it reorders the app's words around
 * it. The backend already dropped the bidirectional controls (shared/display-text.ts); the
 * isolation holds for right-to-left letters, which stay. React writes the text as text.
 */
import type { ReactNode } from 'react';
import { externalUrl } from '../../shared/external-url.ts';

/** One provider string, isolated. */
export function ProviderText({ text, className }: { text: string; className?: string }): ReactNode {
  return <bdi className={className}>{text}</bdi>;
}

/**
 * A link of a message: its words (isolated; left out when they are the URL), then where it leads,
 * left to right: the real host apart, then the URL ("us.etrade.com — https://us.etrade.com/…"). A
 * click goes to the app's external-link gate (main refuses the new window and hands the address to
 * it); an address the gate would refuse is no link here either (the gate's own rule,
 * shared/external-url.ts), only its words.
 */
export function ProviderLink({ words, url }: { words: string; url: string }): ReactNode {
  const target = externalUrl(url);
  if (target === null) return <ProviderText text={words} />;
  return (
    <>
      {words === '' || words === target.href ? null : (
        <>
          <ProviderText text={words} className="provider-link-words" />
          {': '}
        </>
      )}
      <a href={target.href} target="_blank" rel="noopener noreferrer" dir="ltr" title={`Opens ${target.host} in your web browser`}>
        <span className="provider-link-host">{target.host}</span>
        {' — '}
        <span className="provider-link-url">{target.href}</span>
      </a>
    </>
  );
}
