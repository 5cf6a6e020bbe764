/**
 * `strikeboard login` as a child process against a hostile provider on loopback (findings 1, 2
 * and 8, end to end): a 1.4 MB page of unclosed `<script` tags, a body of 300 MB, and a refusal
 * full of terminal escape sequences. The CLI must refuse promptly with the right exit code, stop
 * reading a huge body, and never pass a control character to the terminal.
 *
 * The consumer comes from STRIKEBOARD_CONSUMER_KEY/SECRET and the hosts from an environment file,
 * as a new user would sign in to a real provider. `--session-only` keeps nothing when there is no
 * keychain; when there is one, the key lands under a throwaway service that is cleaned up.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { probeOsKeychain } from '../../electron/backend/secrets/os-keychain.ts';
import { EXIT } from '../../cli/exit-codes.ts';
import { startCli, type Finished } from './run-cli-process.ts';

/**
 * Far beyond a linear refusal (well under a second of work, plus the start of a Node process, which
 * took up to 11 s on a loaded two-core machine) and below the old freeze (minutes); the tests that
 * wait for it have a longer limit of their own.
 */
const PATIENCE_MS = 40_000;
const MB = 1024 * 1024;

/** What the provider answers to every request. */
type Behaviour = 'script-page' | 'huge-token-answer' | 'huge-refusal' | 'escapes';

const SCRIPT_PAGE = `<html><head><title>401</title></head><body><h1>Unauthorized</h1>${'<script'.repeat(0.175 * MB)}`;
const ESCAPE_PAGE =
  '<html><body><h1>\u001b]0;owned\u0007Unauthorized\u001b[2J</h1><p>\u001b[31mred\u001b[0m \u009b31mcsi \u202eevil\u202c bell\u0007 back\b\b \rover</p></body></html>';

let behaviour: Behaviour = 'script-page';
let closedEarly: Promise<boolean> = Promise.resolve(false);

function streamEndless(response: ServerResponse, status: number): Promise<boolean> {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const total = 300 * MB;
  let written = 0;
  response.writeHead(status, { 'content-type': 'text/plain' });
  return new Promise((resolve) => {
    response.on('close', () => resolve(written < total));
    const pump = (): void => {
      while (!response.destroyed && written < total) {
        written += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      if (!response.destroyed) response.end();
    };
    pump();
  });
}

const service = `Strikeboard-cli-hostile-test-${randomUUID()}`;
let server: Server;
let folder = '';
let environmentFile = '';

beforeAll(async () => {
  server = createServer((_request, response) => {
    switch (behaviour) {
      case 'script-page':
        response.writeHead(401, { 'content-type': 'text/html' }).end(SCRIPT_PAGE);
        return;
      case 'escapes':
        response.writeHead(401, { 'content-type': 'text/html' }).end(ESCAPE_PAGE);
        return;
      case 'huge-token-answer':
        closedEarly = streamEndless(response, 200);
        return;
      case 'huge-refusal':
        closedEarly = streamEndless(response, 401);
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  folder = await mkdtemp(join(tmpdir(), 'strikeboard-hostile-'));
  environmentFile = join(folder, 'hostile.json');
  await writeFile(environmentFile, JSON.stringify({ oauthUrl: base, authorizeUrl: `${base}/authorize`, apiUrl: base, legacyUrl: base, sandbox: false }));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
  const probe = await probeOsKeychain({ service });
  if (probe.available) await createCredentialVault(probe.store, { persistent: true, service }).deleteConsumer('production');
});

/** `strikeboard login` against the provider; killed if it has not finished within PATIENCE_MS. */
async function login(): Promise<Finished & { killed: boolean }> {
  const child = startCli(['login', '--env', environmentFile, '--session-only', '--no-browser'], {
    STRIKEBOARD_KEYCHAIN_SERVICE: service,
    STRIKEBOARD_CONSUMER_KEY: 'hostile-test-key',
    STRIKEBOARD_CONSUMER_SECRET: 'hostile-test-secret',
  });
  child.stdin.end();
  let killed = false;
  const guard = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, PATIENCE_MS);
  const finished = await child.finished;
  clearTimeout(guard);
  return { ...finished, killed };
}

/** Whether `text` holds a character a terminal would act on (written out here, independently of the code under test). */
const hasControl = (text: string): boolean =>
  Array.from(text).some((character) => {
    const code = character.charCodeAt(0);
    return (
      (code < 0x20 && code !== 0x0a && code !== 0x09) ||
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });

describe('strikeboard login against a hostile provider', () => {
  it('refuses a 1.4 MB page of unclosed <script tags at once, quoting its text', async () => {
    behaviour = 'script-page';
    const result = await login();
    expect(result.killed).toBe(false);
    expect(result.code).toBe(EXIT.auth);
    expect(result.stderr).toMatch(/strikeboard: The provider refused the credentials \(HTTP 401\)/);
    expect(result.stderr).toMatch(/^ {4}401 Unauthorized$/m);
  });

  it('stops reading a 300 MB token answer at the cap and says how large it was allowed to be', async () => {
    behaviour = 'huge-token-answer';
    const result = await login();
    expect(result.killed).toBe(false);
    expect(result.code).toBe(EXIT.provider);
    expect(result.stderr).toMatch(/strikeboard: The provider's answer was larger than 16 kB; stopped reading\./);
    expect(await closedEarly).toBe(true);
  });

  it('reads only the start of a 300 MB refusal', async () => {
    behaviour = 'huge-refusal';
    const result = await login();
    expect(result.killed).toBe(false);
    expect(result.code).toBe(EXIT.auth);
    expect(result.stderr).toMatch(/refused the credentials \(HTTP 401\)/);
    expect(await closedEarly).toBe(true);
  });

  it('never passes the escape sequences of a refusal to the terminal', async () => {
    behaviour = 'escapes';
    const result = await login();
    expect(result.code).toBe(EXIT.auth);
    expect(hasControl(result.stderr + result.stdout)).toBe(false);
    expect(result.stderr).toContain('\\u001B]0;owned\\u0007Unauthorized\\u001B[2J');
    expect(result.stderr).toContain('\\u202Eevil');
  });
});
