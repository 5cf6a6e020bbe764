import { describe, expect, it } from 'vitest';
import { BUILT_IN_HOSTS, demoEnvironment } from '../../shared/environments.ts';
import { completeEnvironment, DEFAULT_ENVIRONMENT_DRAFTS } from '../../shared/environment-drafts.ts';
import { parseEnvironmentFile } from '../../shared/environment-file.ts';

const valid = {
  oauthUrl: 'https://oauth.provider.example',
  authorizeUrl: 'https://www.provider.example/authorize',
  apiUrl: 'https://api.provider.example',
  legacyUrl: 'https://legacy.provider.example/',
  sandbox: true,
};
const file = (value: unknown) => parseEnvironmentFile(JSON.stringify(value));

describe('environment files', () => {
  it('accepts the documented fields and fills the defaults', () => {
    expect(file(valid)).toEqual({
      ok: true,
      data: { id: 'sandbox', name: 'Sandbox', ...valid, legacyUrl: 'https://legacy.provider.example', credentialsInQuery: false, callbackUrl: null, api: 'v1' },
    });
  });

  it('files a non-sandbox environment under production, with its options', () => {
    const parsed = file({ ...valid, sandbox: false, name: 'My broker', credentialsInQuery: true, callbackUrl: 'https://cb.example/done?app=1' });
    expect(parsed.ok && parsed.data).toMatchObject({
      id: 'production',
      name: 'My broker',
      credentialsInQuery: true,
      callbackUrl: 'https://cb.example/done?app=1',
    });
  });

  it('allows plain http only for the loopback address of a local broker', () => {
    expect(file({ ...valid, oauthUrl: 'http://127.0.0.1:4100', authorizeUrl: 'http://localhost:4100/authorize' }).ok).toBe(true);
  });

  const hostile: { name: string; document: unknown; message: RegExp }[] = [
    { name: 'a missing sandbox flag', document: { ...valid, sandbox: undefined }, message: /sandbox is missing/ },
    { name: 'an unknown generation', document: { ...valid, api: 'v2' }, message: /api must be "v1" or "legacy"/ },
    { name: 'an empty host', document: { ...valid, oauthUrl: '' }, message: /oauthUrl is empty/ },
    { name: 'plain http to a remote host', document: { ...valid, oauthUrl: 'http://oauth.provider.example' }, message: /oauthUrl must start with https/ },
    { name: 'a javascript: URL', document: { ...valid, authorizeUrl: 'javascript:alert(1)' }, message: /authorizeUrl must start with https/ },
    { name: 'a file: URL', document: { ...valid, legacyUrl: 'file:///etc/passwd' }, message: /legacyUrl must start with https/ },
    { name: 'credentials in a host', document: { ...valid, apiUrl: 'https://user:pw@api.provider.example' }, message: /apiUrl must not carry a user name/ },
    {
      name: 'a query in a host',
      document: { ...valid, authorizeUrl: 'https://www.provider.example/authorize?key=x' },
      message: /authorizeUrl must not carry a query/,
    },
    { name: 'a fragment in a host', document: { ...valid, apiUrl: 'https://api.provider.example/#x' }, message: /apiUrl must not carry a #fragment/ },
    { name: 'spaces around a host', document: { ...valid, apiUrl: ' https://api.provider.example' }, message: /apiUrl has spaces/ },
    { name: 'not a URL', document: { ...valid, apiUrl: 'api.provider.example' }, message: /apiUrl is not a URL/ },
    { name: 'a misspelt key', document: { ...valid, oauthURL: 'https://x.example' }, message: /unknown field "oauthURL"/ },
    { name: 'sandbox as a string', document: { ...valid, sandbox: 'yes' }, message: /sandbox must be true or false/ },
    { name: 'a callback with a fragment', document: { ...valid, callbackUrl: 'https://cb.example/#x' }, message: /callbackUrl must not carry a #fragment/ },
    { name: 'an array', document: [valid], message: /one JSON object/ },
    { name: 'null', document: null, message: /one JSON object/ },
  ];
  it.each(hostile)('refuses $name with a clear message', ({ document, message }) => {
    const parsed = file(document);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('invalid-argument');
      expect(parsed.error.message).toMatch(message);
    }
  });

  it('says when the file is not JSON at all', () => {
    const parsed = parseEnvironmentFile('{ oauthUrl: ');
    expect(!parsed.ok && parsed.error.message).toBe('The environment file is not valid JSON.');
  });

  it('lists every problem at once', () => {
    const parsed = file({ oauthUrl: 'http://x.example', apiUrl: '', api: 'v3' });
    expect(!parsed.ok && parsed.error.detail?.split('\n')).toEqual([
      'oauthUrl must start with https:// (plain http only for 127.0.0.1 or localhost), got "http://x.example"',
      'apiUrl is empty: fill in the address your provider documents',
      'sandbox is missing',
      'api must be "v1" or "legacy"',
    ]);
  });
});

describe('environment files without hosts', () => {
  it.each([
    [true, 'sandbox'],
    [false, 'production'],
  ] as const)('take the built-in hosts for "sandbox": %s and speak the current API', (sandbox, id) => {
    expect(file({ sandbox })).toEqual({
      ok: true,
      data: { id, name: id === 'sandbox' ? 'Sandbox' : 'Production', ...BUILT_IN_HOSTS[id], sandbox, credentialsInQuery: false, callbackUrl: null, api: 'v1' },
    });
  });

  it('override the built-in hosts one by one with the given ones', () => {
    const parsed = file({ sandbox: false, api: 'legacy', legacyUrl: 'https://legacy.proxy.example/' });
    expect(parsed.ok && parsed.data).toMatchObject({ ...BUILT_IN_HOSTS.production, legacyUrl: 'https://legacy.proxy.example', api: 'legacy' });
  });
});

describe('built-in environments', () => {
  it("ship sandbox and production with the platform's real hosts and the current API", () => {
    expect(BUILT_IN_HOSTS).toEqual({
      production: {
        oauthUrl: 'https://api.etrade.com',
        authorizeUrl: 'https://us.etrade.com/e/t/etws/authorize',
        apiUrl: 'https://api.etrade.com',
        legacyUrl: 'https://etws.etrade.com',
      },
      sandbox: {
        oauthUrl: 'https://api.etrade.com',
        authorizeUrl: 'https://us.etrade.com/e/t/etws/authorize',
        apiUrl: 'https://apisb.etrade.com',
        legacyUrl: 'https://etwssandbox.etrade.com',
      },
    });
    for (const id of ['sandbox', 'production'] as const) {
      const draft = DEFAULT_ENVIRONMENT_DRAFTS[id];
      expect(draft).toMatchObject({ ...BUILT_IN_HOSTS[id], sandbox: id === 'sandbox', api: 'v1' });
      expect(completeEnvironment(draft)).toEqual({ ok: true, data: draft });
    }
  });

  it('name the hosts the generation needs and the user emptied', () => {
    const emptied = { ...DEFAULT_ENVIRONMENT_DRAFTS.production, authorizeUrl: '', apiUrl: '', legacyUrl: '' };
    const v1 = completeEnvironment(emptied);
    expect(!v1.ok && v1.error.detail?.split('\n')).toEqual([
      'authorizeUrl is empty (the current API (v1) needs oauthUrl, authorizeUrl and apiUrl)',
      'apiUrl is empty (the current API (v1) needs oauthUrl, authorizeUrl and apiUrl)',
    ]);
    expect(!v1.ok && v1.error.message).toMatch(/^The Production environment is not valid: authorizeUrl is empty/);
    const legacy = completeEnvironment({ ...emptied, api: 'legacy' });
    expect(!legacy.ok && legacy.error.detail?.split('\n')).toEqual([
      'authorizeUrl is empty (the legacy API needs oauthUrl, authorizeUrl and legacyUrl)',
      'legacyUrl is empty (the legacy API needs oauthUrl, authorizeUrl and legacyUrl)',
    ]);
  });

  it('leave a host the generation never calls empty rather than invent one', () => {
    const result = completeEnvironment({ ...DEFAULT_ENVIRONMENT_DRAFTS.sandbox, legacyUrl: '' });
    expect(result.ok && result.data).toMatchObject({ api: 'v1', legacyUrl: '', apiUrl: 'https://apisb.etrade.com' });
    const legacy = completeEnvironment({ ...DEFAULT_ENVIRONMENT_DRAFTS.sandbox, api: 'legacy', apiUrl: '' });
    expect(legacy.ok && legacy.data).toMatchObject({ api: 'legacy', apiUrl: '', legacyUrl: 'https://etwssandbox.etrade.com' });
  });

  it('still refuse an invalid host the user typed, with its name', () => {
    const result = completeEnvironment({ ...DEFAULT_ENVIRONMENT_DRAFTS.sandbox, legacyUrl: 'http://legacy.example' });
    expect(!result.ok && result.error.message).toMatch(/^The Sandbox environment is not valid: legacyUrl must start with https/);
  });

  it('put every host of the demo on the broker, the authorize page at /authorize', () => {
    expect(demoEnvironment('http://127.0.0.1:4100/')).toEqual({
      ok: true,
      data: {
        id: 'demo',
        name: 'Local demo',
        oauthUrl: 'http://127.0.0.1:4100',
        authorizeUrl: 'http://127.0.0.1:4100/authorize',
        apiUrl: 'http://127.0.0.1:4100',
        legacyUrl: 'http://127.0.0.1:4100',
        sandbox: false,
        credentialsInQuery: false,
        callbackUrl: null,
        api: 'v1',
      },
    });
    expect(demoEnvironment('http://127.0.0.1:4100', null, 'legacy')).toMatchObject({ ok: true, data: { api: 'legacy' } });
    expect(demoEnvironment('http://192.0.2.1:4100').ok).toBe(false);
  });
});
