/**
 * The broker's own RFC 5849 implementation against the published vectors (RFC 5849, section 1.2;
 * docs/platform/oauth.md, "Signing a request"), including the section 3.4.1.1 base string with
 * duplicate keys, `%20` vs `+`, empty values and query and form body merged.
 */
import { describe, expect, it } from 'vitest';
import { parseFormEncoded, rfc3986Encode } from '../../../demo-broker/oauth/percent-encoding.ts';
import { parseOAuthHeader, readCredentials } from '../../../demo-broker/oauth/request-credentials.ts';
import { baseStringUri, hmacSha1Signature, signatureBaseString, verifyHmacSha1 } from '../../../demo-broker/oauth/signature.ts';

const CONSUMER = { key: 'dpf43f3p2l4k3l03', secret: 'kd94hf93k423kf44' };

function oauthParams(extra: [string, string][], timestamp: string, nonce: string, token?: string): [string, string][] {
  return [
    ['oauth_consumer_key', CONSUMER.key],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', timestamp],
    ['oauth_nonce', nonce],
    ...(token ? ([['oauth_token', token]] as [string, string][]) : []),
    ...extra,
  ];
}

describe('RFC 5849 section 1.2 vectors, verified by the provider', () => {
  const vectors = [
    {
      name: 'temporary credentials (POST /initiate with oauth_callback)',
      request: {
        method: 'POST',
        url: 'https://photos.example.net/initiate',
        parameters: oauthParams([['oauth_callback', 'http://printer.example.com/ready']], '137131200', 'wIjqoS'),
      },
      tokenSecret: '',
      signature: '74KNZJeDHnMBp0EMJ9ZHt/XKycU=',
    },
    {
      name: 'token credentials (POST /token with verifier)',
      request: {
        method: 'POST',
        url: 'https://photos.example.net/token',
        parameters: oauthParams([['oauth_verifier', 'hfdp7dh39dks9884']], '137131201', 'walatlh', 'hh5s93j4hdidpola'),
      },
      tokenSecret: 'hdhd0244k9j7ao03',
      signature: 'gKgrFCywp7rO0OXSjdot/IHF7IU=',
    },
    {
      name: 'protected resource (GET /photos with query)',
      request: {
        method: 'GET',
        url: 'http://photos.example.net/photos',
        parameters: oauthParams(
          [
            ['file', 'vacation.jpg'],
            ['size', 'original'],
          ],
          '137131202',
          'chapoH',
          'nnch734d00sl2jdk',
        ),
      },
      tokenSecret: 'pfkkdhi9sl3r4s00',
      signature: 'MdpQcU8iPSUjWoN/UDMsK2sui9I=',
    },
  ];

  it.each(vectors)('$name', ({ request, tokenSecret, signature }) => {
    expect(hmacSha1Signature(signatureBaseString(request), CONSUMER.secret, tokenSecret)).toBe(signature);
    expect(verifyHmacSha1(request, signature, CONSUMER.secret, tokenSecret)).toBe(true);
  });

  it.each(vectors)('refuses $name with one character of the signature changed', ({ request, tokenSecret, signature }) => {
    const forged = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyHmacSha1(request, forged, CONSUMER.secret, tokenSecret)).toBe(false);
  });

  it('builds the published base string of the GET /photos vector', () => {
    expect(signatureBaseString(vectors[2]!.request)).toBe(
      'GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3DchapoH%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131202%26oauth_token%3Dnnch734d00sl2jdk%26size%3Doriginal',
    );
  });
});

describe('RFC 5849 section 3.4.1.1 base string', () => {
  it('merges the raw query, the header parameters and the form body exactly as the RFC shows', () => {
    const query = parseFormEncoded('b5=%3D%253D&a3=a&c%40=&a2=r%20b');
    const formBody = parseFormEncoded('c2&a3=2+q');
    const header =
      'OAuth realm="Example",oauth_consumer_key="9djdj82h48djs9d2",oauth_token="kkk9d7dh3k39sjv7",oauth_signature_method="HMAC-SHA1",oauth_timestamp="137131201",oauth_nonce="7d8f3e4a",oauth_signature="djosJKDKJSD8743243%2Fjdk33klY%3D"';
    const credentials = readCredentials({ authorization: header, query, formBody });
    expect(signatureBaseString({ method: 'POST', url: 'http://example.com/request', parameters: credentials.signed })).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
    expect(credentials.oauth.get('oauth_signature')).toBe('djosJKDKJSD8743243/jdk33klY=');
  });
});

describe('encoding details', () => {
  it.each([
    ['unreserved characters stay', 'AZaz09-._~', 'AZaz09-._~'],
    ['space is %20, never +', 'a b', 'a%20b'],
    ['RFC 3986 reserved sub-delims are encoded', "!*'()", '%21%2A%27%28%29'],
    ['base64 token characters', 'ab+/=', 'ab%2B%2F%3D'],
    ['UTF-8 bytes in upper-case hex', 'é€', '%C3%A9%E2%82%AC'],
  ])('%s', (_label, input, expected) => {
    expect(rfc3986Encode(input)).toBe(expected);
  });

  it.each([
    ['default http port dropped, case lowered', 'HTTP://Example.COM:80/r%20v/X', 'http://example.com/r%20v/X'],
    ['default https port dropped', 'https://example.net:443/', 'https://example.net/'],
    ['other ports kept', 'http://127.0.0.1:8080/oauth/request_token', 'http://127.0.0.1:8080/oauth/request_token'],
    ['empty path becomes /', 'http://example.com', 'http://example.com/'],
  ])('base string URI: %s', (_label, url, expected) => {
    expect(baseStringUri(url)).toBe(expected);
  });

  it('signs with both secrets encoded, so secrets with + / = work', () => {
    const request = { method: 'GET', url: 'http://127.0.0.1/x', parameters: [] as [string, string][] };
    const manual = hmacSha1Signature(signatureBaseString(request), 'a+b', 'c/d=');
    expect(manual).not.toBe(hmacSha1Signature(signatureBaseString(request), 'a b', 'c/d='));
    expect(verifyHmacSha1(request, manual, 'a+b', 'c/d=')).toBe(true);
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwdw==', null],
    ['no header', undefined, null],
    ['realm only', 'OAuth realm=""', [['realm', '']]],
    ['values are percent-decoded and + stays +', 'OAuth oauth_token="a%2Bb+c%3D"', [['oauth_token', 'a+b+c=']]],
  ])('Authorization header: %s', (_label, header, expected) => {
    expect(parseOAuthHeader(header)).toEqual(expected);
  });

  it.each(['OAuth oauth_token=unquoted', 'OAuth oauth_token="x" garbage', 'OAuth ="x"'])('refuses the malformed header %s', (header) => {
    expect(() => parseOAuthHeader(header)).toThrow(/malformed/);
  });
});
