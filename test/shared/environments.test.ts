import { describe, expect, it } from 'vitest';
import {
  completeEnvironment,
  DEFAULT_ENVIRONMENT_DRAFTS,
  demoEnvironment,
  HOST_FIELDS,
  parseEnvironmentFile,
} from '../../shared/environments.ts';

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
      data: { id: 'sandbox', name: 'Sandbox', ...valid, legacyUrl: 'https://legacy.provider.example', credentialsInQuery: false, callbackUrl: null, api: 'legacy' },
    });
  });

  it('files a non-sandbox environment under production, with its options', () => {
    const parsed = file({ ...valid, sandbox: false, name: 'My broker', credentialsInQuery: true, callbackUrl: 'https://cb.example/done?app=1' });
    expect(parsed.ok && parsed.data).toMatchObject({ id: 'production', name: 'My broker', credentialsInQuery: true, callbackUrl: 'https://cb.example/done?app=1' });
  });

  it('allows plain http only for the loopback address of a local broker', () => {
    expect(file({ ...valid, oauthUrl: 'http://127.0.0.1:4100', authorizeUrl: 'http://localhost:4100/authorize' }).ok).toBe(true);
  });

  const hostile: { name: string; document: unknown; message: RegExp }[] = [
    { name: 'a missing host', document: { ...valid, apiUrl: undefined }, message: /apiUrl is missing/ },
    { name: 'an empty host', document: { ...valid, oauthUrl: '' }, message: /oauthUrl is empty/ },
    { name: 'plain http to a remote host', document: { ...valid, oauthUrl: 'http://oauth.provider.example' }, message: /oauthUrl must start with https/ },
    { name: 'a javascript: URL', document: { ...valid, authorizeUrl: 'javascript:alert(1)' }, message: /authorizeUrl must start with https/ },
    { name: 'a file: URL', document: { ...valid, legacyUrl: 'file:///etc/passwd' }, message: /legacyUrl must start with https/ },
    { name: 'credentials in a host', document: { ...valid, apiUrl: 'https://user:pw@api.provider.example' }, message: /apiUrl must not carry a user name/ },
    { name: 'a query in a host', document: { ...valid, authorizeUrl: 'https://www.provider.example/authorize?key=x' }, message: /authorizeUrl must not carry a query/ },
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
    const parsed = file({ sandbox: true });
    expect(!parsed.ok && parsed.error.detail?.split('\n')).toEqual(HOST_FIELDS.map((field) => `${field} is missing`));
  });
});

describe('built-in environments', () => {
  it('ship sandbox and production with empty hosts: the provider names them, we do not guess', () => {
    for (const draft of Object.values(DEFAULT_ENVIRONMENT_DRAFTS)) {
      for (const field of HOST_FIELDS) expect(draft[field]).toBe('');
    }
    expect(DEFAULT_ENVIRONMENT_DRAFTS.sandbox.sandbox).toBe(true);
    expect(DEFAULT_ENVIRONMENT_DRAFTS.production.sandbox).toBe(false);
  });

  it('name the hosts still to fill in', () => {
    const draft = { ...DEFAULT_ENVIRONMENT_DRAFTS.production, oauthUrl: 'https://oauth.provider.example' };
    const result = completeEnvironment(draft);
    expect(!result.ok && result.error.message).toMatch(/^The Production environment is not valid: authorizeUrl is empty/);
    const filled = completeEnvironment({ ...draft, authorizeUrl: valid.authorizeUrl, apiUrl: valid.apiUrl, legacyUrl: valid.legacyUrl });
    expect(filled.ok && filled.data.id).toBe('production');
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
        api: 'legacy',
      },
    });
    expect(demoEnvironment('http://192.0.2.1:4100').ok).toBe(false);
  });
});
