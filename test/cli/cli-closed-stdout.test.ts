/**
 * `strikeboard ... | head`: when the reader of standard output goes away, the command ends
 * quietly with exit 0, as Unix tools do; no EPIPE stack trace on standard error.
 * The saved answer is far larger than a pipe's buffer, so the CLI is still writing when the
 * reader closes: the next write must meet the closed pipe.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOrderList } from '../fixtures/wire/generate.ts';
import { renderJson } from '../fixtures/wire/render.ts';
import { startCli } from './run-cli-process.ts';

describe('a closed standard output', () => {
  let folder: string;
  let saved: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'strikeboard-epipe-'));
    saved = join(folder, 'orders.json');
    // About 5,000 table lines: several hundred kB, many times a pipe's 64 kB buffer.
    writeFileSync(saved, renderJson('GetOrderListResponse', generateOrderList(5_000)));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('ends the command quietly with exit 0 when the reader stops after one line', async () => {
    const child = startCli(['orders', '--account', '83405188', '--input', saved]);
    child.stdin.end();
    await new Promise<void>((resolve) => {
      const firstLine = () => {
        if (!child.output.stdout.includes('\n')) return;
        child.stdout.off('data', firstLine);
        // What `head -1` does: read one line, then close its end of the pipe.
        child.stdout.destroy();
        resolve();
      };
      child.stdout.on('data', firstLine);
    });
    const result = await child.finished;
    expect(result.stdout.split('\n')[0]).toMatch(/^Order ID\s+Placed ET/);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
