/**
 * OAuth 1.0a HMAC-SHA1 request signing (RFC 5849), built on the `oauth-1.0a` package for the base
 * string, the signing key and the encoding, with `node:crypto` for the HMAC.
 *
 * We sign exactly what is sent: the parameters are collected from the URL as `fetch` will send it
 * (and from a form body), no `oauth_version` is added (the provider's own samples omit it, and a
 * signed-but-unsent parameter fails), and the result says where to put the credentials: the
 * Authorization header by default, or the query string. Never the body.
 */
import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { rfc3986 } from './percent-encoding.ts';
import { baseStringUri, groupParameters, parseFormEncoded, type Parameter } from './request-parameters.ts';

/** The consumer's credentials and, after the first step, a token (request or access token). */
export interface OAuthCredentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

/** Where the OAuth parameters travel. The provider ignores them in a body, so that is no option. */
export type CredentialPlacement = 'header' | 'query';

export interface SignInput {
  method: string;
  url: string;
  credentials: OAuthCredentials;
  /** Epoch seconds. */
  timestamp: number;
  nonce: string;
  /** Protocol parameters beyond the standard ones: `oauth_callback`, `oauth_verifier`. */
  extra?: Readonly<Record<string, string>>;
  /** A form-encoded (application/x-www-form-urlencoded) body, whose parameters are signed too. */
  formBody?: string;
  placement?: CredentialPlacement;
}

export interface SignedRequest {
  method: string;
  /** The URL to send (with the OAuth parameters appended in query placement). */
  url: string;
  /** `Authorization` in header placement; empty in query placement. */
  headers: Record<string, string>;
  /** The signature base string, for diagnosing signature_invalid answers. */
  baseString: string;
  signature: string;
  /** The Authorization header value, whatever the placement (the CLI prints it). */
  authorization: string;
  /** The OAuth protocol parameters sent, signature included, sorted by name. */
  oauthParameters: Parameter[];
}

const SIGNATURE_METHOD = 'HMAC-SHA1';

function hmacSha1(baseString: string, key: string): string {
  return createHmac('sha1', key).update(baseString).digest('base64');
}

/** The Authorization header value: `OAuth realm="",name="value",...`, values RFC 3986-encoded. */
export function authorizationHeader(parameters: readonly Parameter[]): string {
  const pairs = parameters.map(([name, value]) => `${rfc3986(name)}="${rfc3986(value)}"`);
  return `OAuth realm="",${pairs.join(',')}`;
}

function collectParameters(url: URL, formBody: string | undefined): Result<Parameter[]> {
  const query = parseFormEncoded(url.search.slice(1));
  if (!query.ok) return fail('invalid-argument', `The URL's query has a malformed percent-encoding: ${query.segment}`);
  const pairs = [...query.pairs];
  if (formBody !== undefined) {
    const body = parseFormEncoded(formBody);
    if (!body.ok) return fail('invalid-argument', `The form body has a malformed percent-encoding: ${body.segment}`);
    for (const pair of body.pairs) pairs.push(pair);
  }
  for (const [name] of pairs) {
    // The signer adds the oauth_ parameters itself; one already in the request would be sent
    // twice or signed with the wrong value.
    if (name.startsWith('oauth_')) return fail('invalid-argument', `The request already carries ${name}; the signer adds OAuth parameters itself.`);
    // The signing package keeps parameters in a plain object, where this name would be lost.
    if (name === '__proto__') return fail('invalid-argument', 'A parameter named __proto__ cannot be signed.');
  }
  return ok(pairs);
}

/**
 * Signs one request. Expected failures (an unparsable URL, a malformed query, a string that
 * cannot be encoded) are values; nothing is thrown.
 */
export function signRequest(input: SignInput): Result<SignedRequest> {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return fail('invalid-argument', `Not a URL: ${input.url}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('invalid-argument', `Only http and https URLs can be signed: ${input.url}`);
  if (!Number.isSafeInteger(input.timestamp) || input.timestamp < 0)
    return fail('invalid-argument', `The timestamp must be whole epoch seconds: ${input.timestamp}`);
  if (input.nonce === '') return fail('invalid-argument', 'The nonce must not be empty.');
  url.hash = '';
  const collected = collectParameters(url, input.formBody);
  if (!collected.ok) return collected;

  const { credentials } = input;
  const oauthData: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: input.nonce,
    oauth_signature_method: SIGNATURE_METHOD,
    oauth_timestamp: String(input.timestamp),
  };
  if (credentials.token !== undefined) oauthData.oauth_token = credentials.token;
  for (const [name, value] of Object.entries(input.extra ?? {})) {
    if (!name.startsWith('oauth_') || name === 'oauth_signature' || name in oauthData) {
      return fail('invalid-argument', `${name} cannot be passed as an extra OAuth parameter.`);
    }
    oauthData[name] = value;
  }

  const signer = new OAuth({
    consumer: { key: credentials.consumerKey, secret: credentials.consumerSecret },
    signature_method: SIGNATURE_METHOD,
    hash_function: hmacSha1,
  });
  let baseString: string;
  let signature: string;
  try {
    const request = { method: input.method, url: baseStringUri(url), data: groupParameters(collected.data) };
    // The package merges into the objects it is given, so each call gets fresh copies.
    baseString = signer.getBaseString({ ...request, data: { ...request.data } }, { ...oauthData } as unknown as OAuth.Data);
    signature = hmacSha1(baseString, signer.getSigningKey(credentials.tokenSecret ?? ''));
  } catch (error) {
    // encodeURIComponent throws URIError on lone surrogates: text that cannot go on the wire.
    return fail('invalid-argument', 'The request holds text that cannot be percent-encoded (a lone UTF-16 surrogate).', String(error));
  }

  const oauthParameters: Parameter[] = Object.entries({ ...oauthData, oauth_signature: signature }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const authorization = authorizationHeader(oauthParameters);
  const placement = input.placement ?? 'header';
  let sentUrl = url.href;
  const headers: Record<string, string> = {};
  if (placement === 'query') {
    const appended = oauthParameters.map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`).join('&');
    sentUrl = url.search === '' ? `${url.href.replace(/\?$/, '')}?${appended}` : `${url.href}&${appended}`;
  } else {
    headers.Authorization = authorization;
  }
  return ok({ method: input.method.toUpperCase(), url: sentUrl, headers, baseString, signature, authorization, oauthParameters });
}
