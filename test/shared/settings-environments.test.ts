import { describe, expect, it } from 'vitest';
import { BUILT_IN_HOSTS } from '../../shared/environments.ts';
import {
  applySettingsPatch,
  DEFAULT_ENVIRONMENT_SETTINGS,
  DEFAULT_USER_SETTINGS,
  restoreDefaultsPatch,
  settingsPatchSchema,
  userSettingsSchema,
} from '../../shared/settings.ts';

describe('environment settings', () => {
  it('start a new user on the built-in hosts and the current API, the demo too', () => {
    expect(DEFAULT_USER_SETTINGS.environments.production).toEqual({
      ...BUILT_IN_HOSTS.production,
      credentialsInQuery: false,
      callbackUrl: null,
      wireFormat: 'json',
      api: 'v1',
    });
    expect(DEFAULT_USER_SETTINGS.environments.sandbox).toEqual({
      ...BUILT_IN_HOSTS.sandbox,
      credentialsInQuery: false,
      callbackUrl: null,
      wireFormat: 'json',
      api: 'v1',
    });
    expect(DEFAULT_USER_SETTINGS.demo.api).toBe('v1');
  });

  it("repair a bad leaf to that environment's own default", () => {
    const parsed = userSettingsSchema.parse({
      environments: { sandbox: { apiUrl: 'http://remote.example', api: 'v9' }, production: { api: 'legacy' } },
      demo: { api: 7 },
    });
    expect(parsed.environments.sandbox.apiUrl).toBe(BUILT_IN_HOSTS.sandbox.apiUrl);
    expect(parsed.environments.sandbox.api).toBe('v1');
    expect(parsed.environments.production.api).toBe('legacy');
    expect(parsed.demo.api).toBe('v1');
  });

  it('take a generation per environment in a patch and refuse an unknown one', () => {
    expect(settingsPatchSchema.safeParse({ environments: { sandbox: { api: 'legacy' } }, demo: { api: 'legacy' } }).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ demo: { api: 'v2' } }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ environments: { production: { api: 'beta' } } }).success).toBe(false);
  });

  it.each(['sandbox', 'production', 'demo'] as const)('"Restore defaults" for %s is a valid patch that writes the defaults back and nothing else', (id) => {
    const patch = restoreDefaultsPatch(id);
    expect(settingsPatchSchema.parse(patch)).toEqual(patch);
    const edited = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      theme: 'dark',
      environments: {
        sandbox: { apiUrl: 'https://mine.example', api: 'legacy', wireFormat: 'xml', callbackUrl: 'https://cb.example/x', credentialsInQuery: true },
        production: { oauthUrl: '', api: 'legacy' },
      },
      demo: { api: 'legacy', useCallback: false, wireFormat: 'xml' },
    });
    const restored = applySettingsPatch(edited, patch);
    expect(restored.theme).toBe('dark');
    if (id === 'demo') {
      expect(restored.demo).toEqual(DEFAULT_USER_SETTINGS.demo);
      expect(restored.environments).toEqual(edited.environments);
    } else {
      expect(restored.environments[id]).toEqual(DEFAULT_ENVIRONMENT_SETTINGS[id]);
      const other = id === 'sandbox' ? 'production' : 'sandbox';
      expect(restored.environments[other]).toEqual(edited.environments[other]);
      expect(restored.demo).toEqual(edited.demo);
    }
  });
});
