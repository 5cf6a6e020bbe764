import { describe, expect, it } from 'vitest';
import { signRequest, type SignInput } from '../../../../electron/backend/oauth/signer.ts';

const client = { consumerKey: 'dpf43f3p2l4k3l03', consumerSecret: 'kd94hf93k423kf44' };

function signed(input: SignInput) {
  const result = signRequest(input);
  if (!result.ok) throw new Error(`signing failed: ${result.error.message}`);
  return result.data;
}

describe('RFC 5849 section 1.2 vectors (no oauth_version sent)', () => {
  it('signs the temporary-credentials request with oauth_callback and an empty token secret', () => {
    const request = signed({
      method: 'POST',
      url: 'https://photos.example.net/initiate',
      credentials: client,
      timestamp: 137131200,
      nonce: 'wIjqoS',
      extra: { oauth_callback: 'http://printer.example.com/ready' },
    });
    expect(request.signature).toBe('74KNZJeDHnMBp0EMJ9ZHt/XKycU=');
  });

  it('signs the token request with the request token, its secret and the verifier', () => {
    const request = signed({
      method: 'POST',
      url: 'https://photos.example.net/token',
      credentials: { ...client, token: 'hh5s93j4hdidpola', tokenSecret: 'hdhd0244k9j7ao03' },
      timestamp: 137131201,
      nonce: 'walatlh',
      extra: { oauth_verifier: 'hfdp7dh39dks9884' },
    });
    expect(request.signature).toBe('gKgrFCywp7rO0OXSjdot/IHF7IU=');
  });

  it('signs a resource request, query parameters included, and produces the published base string', () => {
    const request = signed({
      method: 'GET',
      url: 'http://photos.example.net/photos?file=vacation.jpg&size=original',
      credentials: { ...client, token: 'nnch734d00sl2jdk', tokenSecret: 'pfkkdhi9sl3r4s00' },
      timestamp: 137131202,
      nonce: 'chapoH',
    });
    expect(request.baseString).toBe(
      'GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3DchapoH%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131202%26oauth_token%3Dnnch734d00sl2jdk%26size%3Doriginal',
    );
    expect(request.signature).toBe('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
    expect(request.url).toBe('http://photos.example.net/photos?file=vacation.jpg&size=original');
    expect(request.headers.Authorization).toBe(
      'OAuth realm="",oauth_consumer_key="dpf43f3p2l4k3l03",oauth_nonce="chapoH",oauth_signature="MdpQcU8iPSUjWoN%2FUDMsK2sui9I%3D",oauth_signature_method="HMAC-SHA1",oauth_timestamp="137131202",oauth_token="nnch734d00sl2jdk"',
    );
  });
});

describe('RFC 5849 section 3.4.1.1 base string', () => {
  it('merges query and form body, keeps duplicates, decodes %20 and + alike, keeps empty values', () => {
    const request = signed({
      method: 'POST',
      url: 'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
      formBody: 'c2&a3=2+q',
      credentials: { consumerKey: '9djdj82h48djs9d2', consumerSecret: 'j49sk3j29djd', token: 'kkk9d7dh3k39sjv7', tokenSecret: 'dh893hdasih9' },
      timestamp: 137131201,
      nonce: '7d8f3e4a',
    });
    expect(request.baseString).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
    // The body is signed, but the credentials never go into it: only into the header.
    expect(request.url).toBe('http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b');
  });
});

describe('tokens and secrets with + / = (base64, the provider real tokens)', () => {
  const credentials = { consumerKey: 'ck+/=', consumerSecret: 'cs+/=', token: 'tok+en/x==', tokenSecret: 'se+cr/et=' };
  const request = signed({ method: 'GET', url: 'https://api.example.test/v1/accounts/list', credentials, timestamp: 1, nonce: 'n' });

  it('double-encodes them in the base string', () => {
    expect(request.baseString).toContain('oauth_token%3Dtok%252Ben%252Fx%253D%253D');
    expect(request.baseString).toContain('oauth_consumer_key%3Dck%252B%252F%253D');
  });

  it('encodes both secrets in the signing key (the signature differs from a raw-key signature)', async () => {
    const { createHmac } = await import('node:crypto');
    const encodedKey = 'cs%2B%2F%3D&se%2Bcr%2Fet%3D';
    expect(request.signature).toBe(createHmac('sha1', encodedKey).update(request.baseString).digest('base64'));
    expect(request.signature).not.toBe(createHmac('sha1', 'cs+/=&se+cr/et=').update(request.baseString).digest('base64'));
  });

  it('percent-encodes them once in the header', () => {
    expect(request.headers.Authorization).toContain('oauth_token="tok%2Ben%2Fx%3D%3D"');
  });
});

describe('reserved, non-ASCII and repeated parameters', () => {
  const base = { method: 'GET', credentials: { ...client, token: 't', tokenSecret: 's' }, timestamp: 1, nonce: 'n' } as const;
  const cases: { name: string; url: string; contains: string }[] = [
    { name: 'space as %20', url: 'https://h.test/p?q=a%20b', contains: 'q%3Da%2520b' },
    { name: 'space as +', url: 'https://h.test/p?q=a+b', contains: 'q%3Da%2520b' },
    { name: 'literal plus', url: 'https://h.test/p?q=a%2Bb', contains: 'q%3Da%252Bb' },
    { name: 'sub-delims encoded', url: "https://h.test/p?q=!*'()", contains: 'q%3D%2521%252A%2527%2528%2529' },
    { name: 'unreserved untouched', url: 'https://h.test/p?q=A-z.0_9~', contains: 'q%3DA-z.0_9~' },
    { name: 'UTF-8 of non-ASCII', url: 'https://h.test/p?q=%C3%A9%E2%82%AC', contains: 'q%3D%25C3%25A9%25E2%2582%25AC' },
    { name: 'raw non-ASCII typed in the URL', url: 'https://h.test/p?q=é', contains: 'q%3D%25C3%25A9' },
    { name: 'astral plane', url: 'https://h.test/p?q=%F0%9F%93%88', contains: 'q%3D%25F0%259F%2593%2588' },
    { name: 'repeated name sorted by value', url: 'https://h.test/p?s=b&s=a&s=c', contains: 's%3Da%26s%3Db%26s%3Dc' },
    { name: 'name needing encoding', url: 'https://h.test/p?a%5B%5D=1', contains: 'a%255B%255D%3D1' },
    { name: 'upper-case host, default port', url: 'HTTPS://H.TEST:443/P?x=1', contains: 'GET&https%3A%2F%2Fh.test%2FP&' },
    { name: 'non-default port kept', url: 'http://h.test:8080/p', contains: 'http%3A%2F%2Fh.test%3A8080%2Fp&' },
    { name: 'fragment never signed', url: 'https://h.test/p?x=1#frag', contains: 'p&oauth_consumer_key' },
  ];
  it.each(cases)('$name', ({ url, contains }) => {
    expect(signed({ ...base, url }).baseString).toContain(contains);
  });

  it('signs the same parameters whatever their order in the URL', () => {
    const a = signed({ ...base, url: 'https://h.test/p?b=2&a=1&a=0' });
    const b = signed({ ...base, url: 'https://h.test/p?a=0&b=2&a=1' });
    expect(a.signature).toBe(b.signature);
  });
});

describe('hostile input is refused, not guessed at', () => {
  const base = { method: 'GET', credentials: client, timestamp: 1, nonce: 'n' } as const;
  const cases: { name: string; input: Partial<SignInput> }[] = [
    { name: 'not a URL', input: { url: 'photos' } },
    { name: 'a non-http scheme', input: { url: 'file:///etc/passwd' } },
    { name: 'a stray % in the query', input: { url: 'https://h.test/p?q=100%' } },
    { name: 'bytes that are not UTF-8', input: { url: 'https://h.test/p?q=%FF' } },
    { name: 'an oauth_ parameter already in the URL', input: { url: 'https://h.test/p?oauth_token=x' } },
    { name: 'a __proto__ parameter', input: { url: 'https://h.test/p?__proto__=x' } },
    { name: 'a lone surrogate in the consumer key', input: { url: 'https://h.test/p', credentials: { consumerKey: '\ud800', consumerSecret: 's' } } },
    { name: 'a fractional timestamp', input: { url: 'https://h.test/p', timestamp: 1.5 } },
    { name: 'an empty nonce', input: { url: 'https://h.test/p', nonce: '' } },
    { name: 'oauth_signature as an extra', input: { url: 'https://h.test/p', extra: { oauth_signature: 'x' } } },
    { name: 'a non-oauth extra', input: { url: 'https://h.test/p', extra: { callback: 'x' } } },
  ];
  it.each(cases)('$name', ({ input }) => {
    const result = signRequest({ ...base, url: '', ...input });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid-argument');
  });
});

describe('credential placement', () => {
  const input: SignInput = {
    method: 'get',
    url: 'https://h.test/v1/accounts/list.json?a=1',
    credentials: { ...client, token: 'to+k', tokenSecret: 's' },
    timestamp: 10,
    nonce: 'abc',
  };

  it('puts them in the Authorization header by default, and nowhere else', () => {
    const request = signed(input);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://h.test/v1/accounts/list.json?a=1');
    expect(request.headers.Authorization).toMatch(
      /^OAuth realm="",oauth_consumer_key="dpf43f3p2l4k3l03",oauth_nonce="abc",oauth_signature="[^"]+",oauth_signature_method="HMAC-SHA1",oauth_timestamp="10",oauth_token="to%2Bk"$/,
    );
    expect(request.headers.Authorization).not.toContain('oauth_version');
  });

  it('appends them to the query when the environment says so, with the same signature', () => {
    const header = signed(input);
    const query = signed({ ...input, placement: 'query' });
    expect(query.headers).toEqual({});
    expect(query.signature).toBe(header.signature);
    const sent = new URL(query.url);
    expect(sent.searchParams.get('a')).toBe('1');
    expect(sent.searchParams.get('oauth_token')).toBe('to+k');
    expect(sent.searchParams.get('oauth_signature')).toBe(header.signature);
    expect(sent.searchParams.has('oauth_version')).toBe(false);
  });

  it('starts a query when the URL has none', () => {
    expect(signed({ ...input, url: 'https://h.test/p?', placement: 'query' }).url).toMatch(/^https:\/\/h\.test\/p\?oauth_consumer_key=/);
  });
});
