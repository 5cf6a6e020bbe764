/**
 * The authorize page (docs/platform/oauth.md, "The five operations"): GET shows the login and
 * consent form for a live request token; POST logs the user in and accepts or declines. A consumer
 * key is bound to its owner: anyone else gets a non-specific error and the request token dies.
 */
import type { DemoConsumer, DemoUser } from '../broker-types.ts';
import { htmlReply, redirectReply, type Reply } from '../http/reply.ts';
import { rfc3986Encode } from '../oauth/percent-encoding.ts';
import type { RequestTokenRecord, TokenStore } from '../oauth/token-store.ts';
import { codePage, loginPage, messagePage } from './authorize-html.ts';

/** What the page needs from the broker. */
export interface AuthorizeContext {
  consumers: ReadonlyMap<string, DemoConsumer>;
  users: readonly DemoUser[];
  tokens: TokenStore;
  now: number;
}

// The page must not be framed or cached; it loads nothing from anywhere.
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

function pageReply(status: number, html: string): Reply {
  return htmlReply(status, html, PAGE_HEADERS);
}

const INVALID_LINK = () =>
  pageReply(400, messagePage('Link not valid', 'This authorization link is not valid or has expired. Return to the application and sign in again.'));

/** The link of a request token dropped past the table's cap: said as such, not as a bad link. */
const DROPPED_LINK = (cap: number) =>
  pageReply(
    400,
    messagePage(
      'Link no longer valid',
      `This sign-in was dropped for newer ones: the demo broker holds the newest ${cap.toLocaleString('en-US')} sign-ins in progress. Return to the application and sign in again.`,
    ),
  );

/** The page for a token that is not live: dropped past the cap, or not valid. */
const notLive = (token: string | undefined, context: AuthorizeContext): Reply =>
  context.tokens.missingRequestToken(token ?? '', context.now) === 'dropped' ? DROPPED_LINK(context.tokens.caps.requestTokens) : INVALID_LINK();

function liveToken(
  key: string | undefined,
  token: string | undefined,
  context: AuthorizeContext,
): { consumer: DemoConsumer; record: RequestTokenRecord } | null {
  const consumer = context.consumers.get(key ?? '');
  const record = context.tokens.findRequestToken(token ?? '');
  if (!consumer || !record || record.consumerKey !== consumer.key) return null;
  if (!context.tokens.requestTokenLive(record, context.now) || record.verifier !== null) return null;
  return { consumer, record };
}

/** GET /authorize?key=...&token=... */
export function showAuthorizePage(query: [string, string][], context: AuthorizeContext): Reply {
  const key = query.find(([name]) => name === 'key')?.[1];
  const token = query.find(([name]) => name === 'token')?.[1];
  const live = liveToken(key, token, context);
  if (!live) return notLive(token, context);
  return pageReply(200, loginPage({ appName: live.consumer.appName, key: live.consumer.key, token: live.record.token }));
}

/**
 * Appends the verifier (and the request token) to the callback's query, keeping whatever query it
 * already has and any fragment after it.
 */
export function callbackWithVerifier(callbackUrl: string, verifier: string, token: string): string {
  const hash = callbackUrl.indexOf('#');
  const base = hash === -1 ? callbackUrl : callbackUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : callbackUrl.slice(hash);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}oauth_verifier=${rfc3986Encode(verifier)}&oauth_token=${rfc3986Encode(token)}${fragment}`;
}

/** POST /authorize with key, token, username, password and decision=accept|decline. */
export function submitAuthorizePage(form: [string, string][], context: AuthorizeContext): Reply {
  const field = (name: string): string | undefined => form.find(([key]) => key === name)?.[1];
  const live = liveToken(field('key'), field('token'), context);
  if (!live) return notLive(field('token'), context);
  const { consumer, record } = live;
  if (field('decision') === 'decline') {
    record.spent = true;
    return pageReply(200, messagePage('Access denied', `You declined. ${consumer.appName} has not been given access to your account.`));
  }
  if (field('decision') !== 'accept') return pageReply(400, messagePage('Request not valid', 'Choose Accept or Decline.'));
  const username = field('username') ?? '';
  const user = context.users.find((candidate) => candidate.username === username && candidate.password === field('password'));
  if (!user) {
    return pageReply(
      200,
      loginPage({ appName: consumer.appName, key: consumer.key, token: record.token, username, error: 'The user ID or password is incorrect.' }),
    );
  }
  if (user.username !== consumer.owner) {
    // Deliberately says nothing about why: the key belongs to someone else (docs/platform/oauth.md,
    // "Three parties").
    record.spent = true;
    return pageReply(403, messagePage('Unable to continue', 'We are unable to process your request at this time. Please try again later.'));
  }
  const verifier = context.tokens.authorize(record, user.username);
  if (consumer.callbackUrl !== null) return redirectReply(callbackWithVerifier(consumer.callbackUrl, verifier, record.token));
  return pageReply(200, codePage(consumer.appName, verifier));
}
