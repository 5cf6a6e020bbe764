import type { Fetch } from '../../../../electron/backend/services.ts';

/** One answer the scripted provider gives; `hang` never answers (until the request is aborted). */
export type Scripted = { status: number; body: string; headers?: Record<string, string> } | 'hang' | 'network-down';

export interface SeenRequest {
  path: string;
  url: string;
  authorization: string | null;
  oauth: Record<string, string>;
}

/** The tokens the fake provider hands out: base64-like, with + / = as real ones have. */
export const ISSUED = {
  requestToken: 'rt+1/=',
  requestSecret: 'rs+/=',
  accessToken: 'at+/A==',
  accessSecret: 'as/+=',
} as const;

function oauthParameters(url: URL, authorization: string | null): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of (authorization ?? '').matchAll(/(oauth_[a-z_]+)="([^"]*)"/g)) {
    if (match[1] !== undefined && match[2] !== undefined) found[match[1]] = decodeURIComponent(match[2]);
  }
  for (const [name, value] of url.searchParams) if (name.startsWith('oauth_')) found[name] = value;
  return found;
}

/**
 * A fake provider for state-machine tests: default answers for the four token calls and the API,
 * overridable one request at a time with `next(path, answer)`. It checks nothing about signatures
 * (the demo broker's verifier does that in the integration tests); it records what it was sent.
 */
export function createScriptedProvider() {
  const queues = new Map<string, Scripted[]>();
  const seen: SeenRequest[] = [];
  const defaults: Record<string, Scripted> = {
    '/oauth/request_token': {
      status: 200,
      body: `oauth_token=${encodeURIComponent(ISSUED.requestToken)}&oauth_token_secret=${encodeURIComponent(ISSUED.requestSecret)}&oauth_callback_confirmed=false`,
      headers: { 'content-type': 'text/html' },
    },
    '/oauth/access_token': {
      status: 200,
      body: `oauth_token=${encodeURIComponent(ISSUED.accessToken)}&oauth_token_secret=${encodeURIComponent(ISSUED.accessSecret)}`,
    },
    '/oauth/renew_access_token': { status: 200, body: 'Access Token has been renewed' },
    '/oauth/revoke_access_token': { status: 200, body: 'Revoked Access Token' },
  };
  const fetch: Fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    seen.push({ path: url.pathname, url: url.href, authorization: headers.get('authorization'), oauth: oauthParameters(url, headers.get('authorization')) });
    const answer = queues.get(url.pathname)?.shift() ?? defaults[url.pathname] ?? { status: 200, body: '{"ok":"TRUE"}' };
    if (answer === 'network-down') throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')));
      });
    }
    // A 204 or 304 may not carry a body, not even an empty one.
    const body = answer.status === 204 || answer.status === 304 ? null : answer.body;
    return new Response(body, { status: answer.status, headers: answer.headers ?? {} });
  };
  return {
    fetch,
    seen,
    paths: () => seen.map((request) => request.path),
    next(path: string, ...answers: Scripted[]) {
      queues.set(path, [...(queues.get(path) ?? []), ...answers]);
    },
  };
}
