/**
 * The one rule for a web address the app may hand to the browser: http or https, parsed by the
 * WHATWG parser (never substring-matched), no credentials in it (`https://www.etrade.com@evil.example/`
 * leads to evil.example), a real host name, at most MAX_EXTERNAL_URL characters. The external-link
 * gate (electron/security/external-links.ts) opens only what this accepts; the message reader
 * offers only such links, and the views draw only such links, each labelled with the host it
 * really leads to. One function, so what is offered and what is opened never disagree.
 */
import { parseUrl } from './host-url.ts';

/** A longer address is no link (and is never parsed). */
export const MAX_EXTERNAL_URL = 8192;

/** An address the gate opens: its normalised form and its host as the parser reads it (ASCII, with a port when it has one). */
export interface ExternalUrl {
  readonly href: string;
  readonly host: string;
}

/** The address `raw` names when the gate would open it, or null. */
export function externalUrl(raw: unknown): ExternalUrl | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_EXTERNAL_URL) return null;
  const url = parseUrl(raw);
  if (url === null) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.hostname === '') return null;
  return { href: url.href, host: url.host };
}
