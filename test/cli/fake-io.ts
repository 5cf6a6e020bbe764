import { fail, ok } from '../../shared/result.ts';
import type { CliIo } from '../../cli/io/cli-io.ts';
import { createCredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { createMemorySecretStore } from '../../electron/backend/secrets/memory-store.ts';

/** A CliIo for in-process runs: captured output, given files and environment, a memory keychain. */
export function fakeIo(options: { env?: Record<string, string | undefined>; files?: Record<string, string>; keychain?: boolean; lines?: string[] } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const lines = [...(options.lines ?? [])];
  const opened: string[] = [];
  const vault = createCredentialVault(createMemorySecretStore(), { persistent: true });
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readLine: async () => lines.shift() ?? null,
    env: options.env ?? {},
    readFile: async (path) => {
      const text = options.files?.[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
      return text;
    },
    readDataFile: async (path, maxBytes) => {
      const text = options.files?.[path];
      if (text !== undefined && Buffer.byteLength(text) > maxBytes) throw new Error(`${path} holds more than the ${maxBytes} bytes it may`);
      return text ?? null;
    },
    openBrowser: async (url) => {
      opened.push(url);
      return false;
    },
    openVault: async ({ sessionOnly }) =>
      options.keychain === false && !sessionOnly ? fail('keychain-unavailable', 'No system keychain is available.', 'No DBus session') : ok(vault),
    platform: 'linux',
    clock: { now: () => Date.parse('2026-06-10T14:00:00Z'), setTimeout: () => () => {} },
    fetch: () => Promise.reject(new Error('no network in this test')),
    nonce: () => 'nonce',
  };
  return { io, out, err, opened, vault };
}
