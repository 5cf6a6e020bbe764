/**
 * The wire format is a per-environment choice: JSON unless an environment file (or a settings
 * draft) says XML, and a misspelt value is refused with a message naming the field.
 */
import { describe, expect, it } from 'vitest';
import { completeEnvironment, DEFAULT_ENVIRONMENT_DRAFTS } from '../../../../../shared/environment-drafts.ts';
import { environmentFromFile } from '../../../../../shared/environment-file.ts';

const hosts = {
  oauthUrl: 'https://oauth.provider.test',
  authorizeUrl: 'https://auth.provider.test/authorize',
  apiUrl: 'https://api.provider.test',
  legacyUrl: 'https://legacy.provider.test',
  sandbox: false,
};

describe('wireFormat in environment files', () => {
  it('is absent (JSON) unless given', () => {
    const environment = environmentFromFile(hosts);
    expect(environment.ok && environment.data.wireFormat).toBeUndefined();
  });

  it.each(['json', 'xml'] as const)('accepts %s', (wireFormat) => {
    const environment = environmentFromFile({ ...hosts, wireFormat });
    expect(environment.ok && environment.data.wireFormat).toBe(wireFormat);
  });

  it('refuses anything else, naming the field', () => {
    const environment = environmentFromFile({ ...hosts, wireFormat: 'JSONP' });
    expect(environment.ok).toBe(false);
    if (!environment.ok) expect(environment.error.message).toMatch(/wireFormat must be "json" or "xml"/);
  });

  it('survives completing a settings draft', () => {
    const environment = completeEnvironment({ ...DEFAULT_ENVIRONMENT_DRAFTS.sandbox, ...hosts, sandbox: true, wireFormat: 'xml' });
    expect(environment.ok && environment.data).toMatchObject({ id: 'sandbox', wireFormat: 'xml' });
  });
});
