/**
 * The command-line guide's example (docs/cli.md), run as a reader would run it: the lines of the
 * marked block, each through `sh -c` with a `strikeboard` on the PATH, against a demo broker. Only
 * the broker's address differs (it listens on a free port here, started in-process instead of by
 * the block's `npm run demo-broker`). The login is approved on the authorize page, as the reader
 * does in the browser, and its code typed into the CLI.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { probeTestKeychain } from '../helpers/test-keychain.ts';
import { startDemoBroker, type DemoBroker } from '../../demo-broker/index.ts';
import { ENVIRONMENT_IDS } from '../../shared/environments.ts';
import { approveOnAuthorizePage } from '../electron/backend/oauth/demo-authorize-page.ts';
import { BIN } from './run-cli-process.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfNewYorkMidnight } from '../helpers/clear-of-new-york-midnight.ts';

const GUIDE = fileURLToPath(new URL('../../docs/cli.md', import.meta.url));
const MARKER = '<!-- test/cli/cli-guide-example.test.ts runs the lines of this block as they are. -->';
const PLACEHOLDER_URL = 'http://127.0.0.1:PORT';

/** A line without its trailing `# comment` (a `#` after a space, outside quotes). */
function withoutComment(line: string): string {
  let quote: string | null = null;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '#' && (at === 0 || /\s/.test(line[at - 1] ?? ''))) {
      return line.slice(0, at).trimEnd();
    }
  }
  return line.trimEnd();
}

/** The commands of the marked block: continuation lines joined, comments and blank lines dropped. */
export function exampleCommands(markdown: string): string[] {
  const after = markdown.split(MARKER)[1];
  const block = after === undefined ? null : /^\s*```sh\n([\s\S]*?)\n```/.exec(after);
  if (block?.[1] === undefined) throw new Error('docs/cli.md has no command-line example block after its marker');
  const commands: string[] = [];
  let pending = '';
  for (const raw of block[1].split('\n')) {
    const line = withoutComment(raw);
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trimEnd()} `;
      continue;
    }
    const command = `${pending}${line.trim()}`.trim();
    pending = '';
    if (command !== '') commands.push(command);
  }
  return commands;
}

interface Ran {
  command: string;
  code: number | null;
  stdout: string;
  stderr: string;
}

const service = `Strikeboard-cli-guide-test-${randomUUID()}`;
const probe = await probeTestKeychain({ service });
const reason = probe.available ? '' : ` (the whole block skipped: no OS keychain reachable: ${probe.reason})`;

describe(`the command-line guide's example${reason}`, () => {
  const commands = exampleCommands(readFileSync(GUIDE, 'utf8'));
  let broker: DemoBroker;
  let bin: string;

  beforeAll(async () => {
    await clearOfNewYorkMidnight();
    broker = await startDemoBroker();
    bin = mkdtempSync(join(tmpdir(), 'strikeboard-cli-guide-'));
    const shim = join(bin, 'strikeboard');
    // The command a reader runs: the package's bin, which runs the built CLI (`npm run test:unit` builds it first).
    writeFileSync(shim, `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`);
    chmodSync(shim, 0o755);
  }, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);
  afterAll(async () => {
    if (probe.available) {
      const vault = createCredentialVault(probe.store, { persistent: true, service });
      for (const id of ENVIRONMENT_IDS) {
        await vault.deleteAccessToken(id);
        await vault.deleteConsumer(id);
      }
    }
    rmSync(bin, { recursive: true, force: true });
    await broker.close();
  });

  /** What the block's `export` lines set, with the broker's real address for the placeholder. */
  function exported(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const command of commands) {
      const match = /^export ([A-Z_]+)=(\S+)$/.exec(command);
      if (match?.[1] === undefined || match[2] === undefined) continue;
      env[match[1]] = match[1] === 'STRIKEBOARD_DEMO_URL' && match[2] === PLACEHOLDER_URL ? broker.url : match[2];
    }
    return env;
  }

  /** Runs one line through sh; an authorize URL on stdout is approved and its code typed in. */
  function run(command: string): Promise<Ran> {
    const child = spawn('sh', ['-c', command], {
      env: {
        ...process.env,
        // Nothing from the test runner's environment: only what the block sets.
        STRIKEBOARD_CONSUMER_KEY: undefined,
        STRIKEBOARD_CONSUMER_SECRET: undefined,
        STRIKEBOARD_TOKEN: undefined,
        STRIKEBOARD_TOKEN_SECRET: undefined,
        STRIKEBOARD_DEMO_URL: undefined,
        ...exported(),
        PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
        STRIKEBOARD_KEYCHAIN_SERVICE: service,
        STRIKEBOARD_NO_BROWSER: '1',
        // The quota ledger goes to a scratch folder, never the user's.
        STRIKEBOARD_DATA_DIR: join(bin, 'data'),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let approving = false;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const url = /^http:\/\/127\.0\.0\.1:\d+\/authorize\?\S+$/m.exec(stdout)?.[0];
      if (url === undefined || approving) return;
      approving = true;
      void approveOnAuthorizePage(url).then((approval) => child.stdin.end(`${approval.verifier}\n`));
    });
    if (!command.includes('login')) child.stdin.end();
    return new Promise((resolve) => child.once('close', (code) => resolve({ command, code, stdout, stderr })));
  }

  it('is complete: a demo broker line, its address, then strikeboard commands only', () => {
    expect(commands.filter((command) => command.startsWith('npm run demo-broker'))).toHaveLength(1);
    expect(commands).toContain(`export STRIKEBOARD_DEMO_URL=${PLACEHOLDER_URL}`);
    for (const command of commands.filter((c) => !c.startsWith('npm run demo-broker') && !c.startsWith('export '))) {
      expect(command).toMatch(/^(?:[A-Z_]+=\S+ )*strikeboard /);
    }
  });

  it('its sign line works as written, and the demo broker accepts the request it signs', async () => {
    const sign = commands.filter((command) => /\bstrikeboard sign\b/.test(command));
    expect(sign).toHaveLength(1);
    const ran = await run(sign[0] ?? '');
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const lines = ran.stdout.split('\n');
    const authorization = lines[lines.indexOf('Authorization:') + 1] ?? '';
    const answer = await fetch(`${broker.url}/oauth/request_token`, { headers: { Authorization: authorization } });
    expect(await answer.text()).toMatch(/^oauth_token=[^&]+&oauth_token_secret=[^&]+&oauth_callback_confirmed=false$/);
    expect(answer.status).toBe(200);
  });

  /**
   * The test's hang detector grows with the block: each line starts a Node process, which takes
   * several seconds on a loaded two-core machine (ten lines ran past a flat 60 s there).
   */
  const LINE_PATIENCE_MS = 30_000;

  it.skipIf(!probe.available)(
    'every line runs in order with exit 0, from sign-in to a chain',
    async () => {
      const results: Ran[] = [];
      for (const command of commands) {
        if (command.startsWith('npm run demo-broker') || command.startsWith('export ')) continue;
        results.push(await run(command));
      }
      for (const result of results)
        expect({ command: result.command, code: result.code, stderr: result.code === 0 ? '' : result.stderr }).toEqual({
          command: result.command,
          code: 0,
          stderr: '',
        });
      const output = (word: string) => results.find((result) => result.command.includes(`strikeboard ${word}`))?.stdout ?? '';
      expect(output('status')).toMatch(/^demo\s+active\s/m);
      const outputOf = (test: (command: string) => boolean) => results.find((result) => test(result.command))?.stdout ?? '';
      expect(output('accounts')).toMatch(/^83405188\s+\S{22}\s+Individual Brokerage/m);
      expect(output('expiries')).toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(outputOf((command) => command.includes('chain') && !command.includes('--api legacy'))).toMatch(/^AAPL option chain, /m);
      expect(output('quote')).toMatch(/^AAPL\b/m);
      expect(outputOf((command) => command.includes('chain') && command.includes('--api legacy'))).toMatch(/^AAPL option chain, March 2027 /m);
      // Today's orders on the current API: the account ID resolved to its key, the day by its rule.
      expect(JSON.parse(output('orders'))).toMatchObject({ accountId: '83405188', accountKey: 'dBZOKt9xDrtRSAOl4MSiiA', truncated: false });
      expect(output('logout')).toMatch(/signed out, the provider revoked the token/);
      expect(output('forget')).toMatch(/^demo: consumer key demo…0001 removed from the keychain\.$/m);
    },
    LINE_PATIENCE_MS * commands.length,
  );
});
