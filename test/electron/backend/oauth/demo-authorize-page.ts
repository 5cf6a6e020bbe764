/**
 * Drives the demo broker's authorize page with plain fetch, the way a browser would: load the
 * page, read its form, post the hidden fields with the user's log-in and the Accept button, and
 * either follow nothing (the redirect to the callback carries the verifier) or read the code shown.
 */

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? null : decodeHtml(match[1]);
}

export interface Approval {
  /** The verifier from the callback redirect, or the code the page showed. */
  verifier: string;
  /** The Location the page redirected to, when the consumer has a callback. */
  redirectedTo: string | null;
  /** The oauth_token appended to the callback, when present. */
  callbackToken: string | null;
}

/** Logs in on the authorize page and presses Accept (or Decline). */
export async function approveOnAuthorizePage(
  authorizeUrl: string,
  options: { username?: string; password?: string; decision?: 'accept' | 'decline' } = {},
): Promise<Approval> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${html.slice(0, 200)}`);
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (form === null) throw new Error('no form on the authorize page');
  const action = new URL(attribute(form[0], 'action') ?? '', authorizeUrl);
  const fields = new URLSearchParams();
  for (const input of form[1]?.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(input, 'name');
    if (name !== null && attribute(input, 'type') === 'hidden') fields.append(name, attribute(input, 'value') ?? '');
  }
  fields.append('username', options.username ?? 'demo');
  fields.append('password', options.password ?? 'demo');
  fields.append('decision', options.decision ?? 'accept');
  const answer = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const body = await answer.text();
  const location = answer.headers.get('location');
  if (answer.status >= 300 && answer.status < 400 && location !== null) {
    const callback = new URL(location);
    const verifier = callback.searchParams.get('oauth_verifier');
    if (verifier === null) throw new Error(`callback without oauth_verifier: ${location}`);
    return { verifier, redirectedTo: location, callbackToken: callback.searchParams.get('oauth_token') };
  }
  const code = /id="verifier"[^>]*>([^<]+)</.exec(body);
  if (code?.[1] === undefined)
    throw new Error(
      `no code on the page (HTTP ${answer.status}): ${body
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .slice(0, 200)}`,
    );
  return { verifier: decodeHtml(code[1].trim()), redirectedTo: null, callbackToken: null };
}
