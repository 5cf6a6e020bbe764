/**
 * The browser preview in headless Chromium: `npm run preview` run as a person would (with the
 * test's flags) reaches the first-run screen, saves a screenshot and exits 0; running, it listens
 * on loopback only and shuts down with exit 0 when its browser goes away; in-process, the real
 * backend behind the page signs in to the in-process demo broker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLoopback, listeningSockets, processTree } from '../../helpers/listening-sockets.ts';
import { fakeCachedNode, launcherEnv } from '../../helpers/fake-toolchain-node.ts';
import { pretendNode } from '../../helpers/pretend-node.ts';
import { FETCHED_NODE } from '../../../scripts/toolchain-node.js';
import { stopProcessTree } from '../../helpers/stop-process-tree.ts';
import { waitForLine } from '../../helpers/wait-for-line.ts';
import { startPreview } from '../../../scripts/preview/start-preview.ts';
import { ensureBuilt } from '../../../scripts/preview/ensure-built.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const SCREENSHOTS = join(root, 'artifacts', 'screenshots');
const launcher = (): string => {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const match = /^node (\S+\.js)$/.exec(scripts['preview'] ?? '');
  if (!match?.[1]) throw new Error(`npm run preview does not run a launcher with node: "${scripts['preview']}"`);
  return join(root, match[1]);
};

/** Runs the preview as `npm run preview -- ...args` does, in a process group of its own as a terminal would; collects its output. */
function runPreview(args: string[]): ChildProcess & { output: { stdout: string; stderr: string }; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [launcher(), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return Object.assign(child, { output, exited });
}

/** The width and height in a PNG's header. */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The lines the preview itself wrote on stderr (its own are prefixed `preview:`), not a tool's chatter. */
const ownLines = (text: string): string[] => text.split('\n').filter((line) => line.startsWith('preview:'));

// Build what the preview shows once, up front (a fresh clone has no dist/): a run's time is then the preview's own.
beforeAll(async () => {
  expect(await ensureBuilt(() => {})).toBe(true);
}, 180_000);

describe('npm run preview', () => {
  it('on a Node older than the toolchain’s, runs itself under the fetched Node 22, saying so in one line', async () => {
    const tools = mkdtempSync(join(tmpdir(), 'preview-tools-'));
    try {
      const node = fakeCachedNode(tools);
      const child = spawn(process.execPath, ['--import', pretendNode('20.20.2'), launcher(), '--help'], { cwd: root, env: launcherEnv(tools) });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
      expect(stderr).toBe(`node scripts/preview.js: this is Node 20.20.2, older than the 22.12.0 it needs: running it under Node ${FETCHED_NODE} (${node}).\n`);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Usage: npm run preview -- \[options\]/);
    } finally {
      rmSync(tools, { recursive: true, force: true });
    }
  }, 120_000);

  it('headless, fresh: reaches the first-run screen, saves a screenshot and exits 0', async () => {
    const shot = join(SCREENSHOTS, 'preview-first-run.png');
    rmSync(shot, { force: true });
    const preview = runPreview(['--headless', '--fresh', '--screenshot', shot, '--exit-after-load']);
    try {
      const code = await preview.exited;
      expect(ownLines(preview.output.stderr)).toEqual([]);
      expect(code).toBe(0);
      expect(preview.output.stdout).toContain('preview: loaded (first-run screen)');
      expect(preview.output.stdout).toContain(`preview: screenshot saved to ${shot}`);
      expect(pngSize(shot)).toEqual({ width: 1360, height: 860 });
    } finally {
      await stopProcessTree(preview);
    }
  }, 180_000);

  it('prints what it is given as visible escapes, never as terminal control characters', async () => {
    const preview = runPreview(['--screenshot', 'shot\u001b]0;pwned\u0007']);
    try {
      expect(await preview.exited).toBe(2);
      expect(ownLines(preview.output.stderr)[0]).toBe('preview: --screenshot must name a .png file, not "shot\\u001B]0;pwned\\u0007"');
      expect(preview.output.stderr).not.toContain('\u001b');
      expect(preview.output.stderr).not.toContain('\u0007');
    } finally {
      await stopProcessTree(preview);
    }
  });

  it.skipIf(process.platform !== 'linux')(
    'Ctrl+C signs out, removes the --fresh folder and exits 0',
    async () => {
      // As a terminal's Ctrl+C: SIGINT to the launcher's process group (the launcher and the preview).
      const preview = runPreview(['--headless', '--fresh']);
      try {
        await waitForLine(preview, /close the browser window/);
        const folder = /settings in (.+)\/settings\.json$/m.exec(preview.output.stdout)?.[1] ?? '';
        expect(existsSync(folder)).toBe(true);
        process.kill(-(preview.pid ?? 0), 'SIGINT');
        expect(await preview.exited).toBe(0);
        expect(preview.output.stdout).toMatch(/preview: signed out, demo broker stopped; bye\.\n$/);
        expect(existsSync(folder)).toBe(false);
      } finally {
        await stopProcessTree(preview);
      }
    },
    180_000,
  );

  it.skipIf(process.platform !== 'linux')(
    'listens on loopback only, and exits 0 after shutting down when its browser goes away',
    async () => {
      const preview = runPreview(['--headless', '--fresh']);
      try {
        await waitForLine(preview, /close the browser window/);
        const pid = preview.pid ?? 0;
        const sockets = listeningSockets(pid);
        expect(sockets.filter((s) => !isLoopback(s.address))).toEqual([]);
        // The loopback server of the built renderer, and the demo broker once the app has started it (the first run does).
        const demoPort = Number(/preview: demo broker on http:\/\/127\.0\.0\.1:(\d+)/.exec(preview.output.stdout)?.[1] ?? NaN);
        expect(sockets.filter((s) => s.protocol.startsWith('udp'))).toEqual([]);
        expect(sockets.filter((s) => s.port !== demoPort)).toHaveLength(1);
        // The window going away, as a person closing it: the browser process ends.
        const browser = processTree(pid).find((p) => p !== pid && /chrom/i.test(readFileSync(`/proc/${p}/cmdline`, 'utf8')));
        expect(browser).toBeDefined();
        process.kill(browser ?? 0, 'SIGTERM');
        expect(await preview.exited).toBe(0);
        expect(preview.output.stdout).toMatch(/preview: signed out, demo broker stopped; bye\.\n$/);
      } finally {
        await stopProcessTree(preview);
      }
    },
    180_000,
  );
});

describe('the preview, in-process', () => {
  it('signs in to the in-process demo broker through the real backend and shows a chain, then stops the broker on shutdown', async () => {
    expect(await ensureBuilt(() => {})).toBe(true);
    const lines: string[] = [];
    const preview = await startPreview({ headless: true, fresh: true }, (line) => lines.push(line));
    try {
      const { page } = preview;
      expect(await preview.loaded(30_000)).toBe('first-run');
      await page.getByRole('button', { name: 'Start with the local demo' }).click();
      // The demo broker's authorize page opens in a tab of the preview's browser: wait for it from before the click.
      const [authorize] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByTestId('sign-in-panel').getByRole('button', { name: 'Sign in' }).click(),
      ]);
      await authorize.getByLabel('User ID').fill('demo');
      await authorize.getByLabel('Password').fill('demo');
      await authorize.getByRole('button', { name: 'Accept' }).click();
      await page.getByTestId('session-bar').and(page.locator('[data-state="active"]')).waitFor({ timeout: 30_000 });
      // The newcomer's goal: a chain, from the demo broker, in the preview.
      await page.getByLabel('Underlier').fill('AAPL');
      await page.getByLabel('Underlier').press('Enter');
      await page.getByTestId('chain-summary').filter({ hasText: 'AAPL' }).waitFor({ timeout: 30_000 });
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, 'preview-chain.png') });
      const url = preview.demoBrokerUrl();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(lines).toContain(`preview: demo broker on ${url} (loopback only; the CLI can use it too: STRIKEBOARD_DEMO_URL=${url})`);
      await preview.shutdown();
      await expect(fetch(`${url}/v1/accounts/list`)).rejects.toThrow();
    } finally {
      await preview.shutdown();
    }
  }, 180_000);
});
