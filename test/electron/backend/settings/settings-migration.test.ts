/**
 * Settings files the previous version wrote (`previous-version/*.json`: whole documents as its
 * store left them, window state included), opened by today's store on disk through conf.
 */
import Conf from 'conf';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isOwnLegacyHost, migrateSettings, SETTINGS_VERSION } from '../../../../electron/backend/settings/migrations.ts';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';
import type { KeyValueFile } from '../../../../electron/backend/services.ts';
import { BUILT_IN_HOSTS } from '../../../../shared/environments.ts';
import { DEFAULT_ENVIRONMENT_SETTINGS } from '../../../../shared/settings.ts';
import { recordingLogger } from '../../../helpers/silent-logger.ts';

const clock = { now: () => Date.UTC(2026, 10, 23, 3, 0, 0), setTimeout: () => () => {} };
const previous = (name: string): string => readFileSync(fileURLToPath(new URL(`./previous-version/${name}`, import.meta.url)), 'utf8');

function open(contents: string) {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-migration-'));
  const path = join(dir, 'settings.json');
  writeFileSync(path, contents, { mode: 0o644 });
  const logger = recordingLogger();
  const store = () => openSettingsStore({ path, open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile, clock, logger });
  const onDisk = () => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const backups = () => readdirSync(dir).filter((f) => f.endsWith('.bak'));
  return { dir, path, store, onDisk, backups, logger };
}

describe('settings written by the previous version', () => {
  it('untouched sandbox and production: the built-in hosts and the current API, the rest kept', () => {
    const s = open(previous('untouched.json'));
    const snap = s.store().snapshot();
    expect(snap.recovered).toBeNull(); // a migration is not a repair: no banner
    expect(snap.values.environments).toEqual({ sandbox: DEFAULT_ENVIRONMENT_SETTINGS.sandbox, production: DEFAULT_ENVIRONMENT_SETTINGS.production });
    expect(snap.values.demo).toEqual({ useCallback: true, wireFormat: 'json', api: 'v1' });
    expect(snap.values.chainView.recentSymbols).toEqual(['AAPL', 'SPX']);
    expect(snap.values.chainView.lastQuery).toMatchObject({ underlier: 'AAPL', month: 3, year: 2027 });
    expect(snap.values.ordersView.accounts.demo).toBe('83405188');
    expect(s.store().windowState()).toEqual({ bounds: { x: 80, y: 60, width: 1280, height: 800 }, maximized: false });
    expect(s.onDisk()).toMatchObject({ settingsVersion: SETTINGS_VERSION, environments: { sandbox: { apiUrl: 'https://apisb.etrade.com', api: 'v1' } } });
  });

  it('keeps a copy of the file as it was, private, and logs what changed', () => {
    const s = open(previous('untouched.json'));
    s.store();
    expect(s.backups()).toHaveLength(1);
    const copy = join(s.dir, s.backups()[0] ?? '');
    expect(copy).toMatch(/before-migration\.bak$/);
    expect(readFileSync(copy, 'utf8')).toBe(previous('untouched.json'));
    if (process.platform !== 'win32') expect((statSync(copy).mode & 0o777).toString(8)).toBe('600');
    const line = s.logger.lines.find((l) => l.message === 'settings: migrated from an earlier version');
    expect(line?.fields?.['changes']).toContain('environments.production.api: v1 (no legacy host of your own was typed)');
  });

  it('migrates once: the next start finds the current version and changes nothing', () => {
    const s = open(previous('untouched.json'));
    s.store();
    const after = readFileSync(s.path, 'utf8');
    s.store();
    expect(readFileSync(s.path, 'utf8')).toBe(after);
    expect(s.backups()).toHaveLength(1);
  });

  it("typed platform hosts: kept as typed, on the current API (the platform's legacy hosts are retired)", () => {
    const s = open(previous('typed-platform-hosts.json'));
    const { values, recovered } = s.store().snapshot();
    expect(recovered).toBeNull();
    expect(values.environment).toBe('production');
    expect(values.environments.sandbox).toEqual({ ...BUILT_IN_HOSTS.sandbox, credentialsInQuery: false, callbackUrl: null, wireFormat: 'xml', api: 'v1' });
    expect(values.environments.production).toEqual({
      ...BUILT_IN_HOSTS.production,
      credentialsInQuery: false,
      callbackUrl: 'https://localhost:8443/callback',
      wireFormat: 'json',
      api: 'v1',
    });
  });

  it('typed legacy hosts of their own: legacy, typed hosts kept, empty ones filled', () => {
    const s = open(previous('typed-own-legacy-hosts.json'));
    const { values, recovered } = s.store().snapshot();
    expect(recovered).toBeNull();
    expect(values.environments.sandbox).toEqual({
      oauthUrl: 'http://127.0.0.1:4100',
      authorizeUrl: 'http://127.0.0.1:4100/authorize',
      apiUrl: 'http://127.0.0.1:4100/sandbox',
      legacyUrl: 'http://127.0.0.1:4100',
      credentialsInQuery: true,
      callbackUrl: null,
      wireFormat: 'json',
      api: 'legacy',
    });
    expect(values.environments.production).toEqual({
      ...BUILT_IN_HOSTS.production,
      legacyUrl: 'https://legacy-proxy.example.com',
      credentialsInQuery: false,
      callbackUrl: null,
      wireFormat: 'json',
      api: 'legacy',
    });
  });

  it("a host emptied in today's version stays empty (the next sign-in names it)", () => {
    const s = open(previous('untouched.json'));
    s.store().update({ environments: { sandbox: { legacyUrl: '' } } });
    expect(s.store().snapshot().values.environments.sandbox.legacyUrl).toBe('');
  });

  it('a bad value in a previous-version file is still repaired and reported, leaf by leaf', () => {
    const document = JSON.parse(previous('untouched.json')) as { environments: { production: Record<string, unknown> } };
    document.environments.production['oauthUrl'] = 'ftp://nope.example';
    const s = open(JSON.stringify(document));
    const snap = s.store().snapshot();
    expect(snap.values.environments.production.oauthUrl).toBe(BUILT_IN_HOSTS.production.oauthUrl);
    expect(snap.recovered?.reason).toContain('environments.production.oauthUrl');
    expect(snap.recovered?.reason).not.toContain('apiUrl'); // migrated, not repaired
  });
});

describe('the migration rule', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['https://etws.etrade.com', false],
    ['https://ETWSSANDBOX.etrade.com/', false],
    ['https://etwssandbox.etrade.com', false],
    ['not a url', false],
    ['http://legacy.example.com', false], // plain http off loopback never worked
    ['https://legacy-proxy.example.com', true],
    ['http://127.0.0.1:4100', true],
  ])("legacyUrl %j is a legacy host of the user's own: %s", (legacyUrl, own) => {
    expect(isOwnLegacyHost(legacyUrl)).toBe(own);
  });

  it('keeps a generation the file already names, and leaves a current file alone', () => {
    const kept = migrateSettings({ environments: { sandbox: { legacyUrl: 'https://own.example', api: 'v1' } } });
    expect(kept.document).toEqual({ environments: { sandbox: { legacyUrl: 'https://own.example', api: 'v1' } } });
    const current = { settingsVersion: SETTINGS_VERSION, environments: { sandbox: { oauthUrl: '' } } };
    expect(migrateSettings(current)).toEqual({ document: current, changes: [] });
  });

  it('skips entries that are not objects (the schema repairs them) and never changes its input', () => {
    const input = { environments: { sandbox: 'x', production: { apiUrl: '' } } };
    const frozen = JSON.stringify(input);
    const { document } = migrateSettings(input);
    expect(JSON.stringify(input)).toBe(frozen);
    expect(document).toEqual({ environments: { sandbox: 'x', production: { apiUrl: BUILT_IN_HOSTS.production.apiUrl, api: 'v1' } } });
  });
});
