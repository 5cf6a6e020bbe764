/**
 * The quota ledger across real processes: several `node` processes (quota-ledger-child.ts) run
 * the real module at once against one folder, started together, and a reader here counts every
 * unit they recorded (while they rotate and delete segments, too); files a person or another
 * program left in the ledger's place (named pipes, made with `mkfifo`) are refused at once, never
 * waited on: the child would hang in its open, so it runs under a deadline.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_LEDGER_FILE_NAME, ledgerPath, openQuotaLedger } from '../../../../../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import { PRUNE_GRACE_MS, SEGMENT_MS, segmentName } from '../../../../../../electron/backend/broker/quota/ledger/ledger-segments.ts';
import { runTogether, startChild, type TogetherChild } from '../../../../../helpers/child-together.ts';

const CHILD = fileURLToPath(new URL('./quota-ledger-child.ts', import.meta.url));
const START = Date.parse('2026-06-10T14:00:00Z');
const HOUR = 3_600_000;
const hasMkfifo = process.platform !== 'win32' && spawnSync('mkfifo', ['--version']).error === undefined;

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quota-ledger-processes-'));
  path = ledgerPath(join(dir, 'Strikeboard'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** One child over the real ledger, given `task` (quota-ledger-child.ts). */
const start = (task: Record<string, unknown>, deadlineMs?: number): TogetherChild => startChild(CHILD, [JSON.stringify(task)], deadlineMs);

/** Runs `writers` children recording `count` units each, all released at once; returns what they reported. */
async function writeTogether(writers: number, count: number, clock: { start?: number; stepMs?: number } = {}): Promise<string[][]> {
  const outputs = await runTogether(Array.from({ length: writers }, (_, i) => start({ kind: 'write', path, source: `writer-${i}`, count, ...clock })));
  return outputs.map((text) => (JSON.parse(text) as { errors: string[] }).errors);
}

const unitsSeen = (now: number): number =>
  openQuotaLedger({ path, clock: { now: () => now, setTimeout: () => () => {} }, source: 'reader' })
    .othersSpending('demo', 'markets', now)
    .reduce((sum, bucket) => sum + bucket.units, 0);

describe('several processes writing at once', () => {
  it.each([2, 4])(
    '%i processes x 3,000 records, at the same moment: every unit is read back',
    async (writers) => {
      const errors = await writeTogether(writers, 3_000);
      expect(errors).toEqual(Array.from({ length: writers }, () => []));
      expect(unitsSeen(Date.now())).toBe(writers * 3_000);
    },
    60_000,
  );

  it('4 processes x 3,000 records over 100 minutes of their clocks: what is in the hour is all there, spent segments are gone', async () => {
    const count = 3_000;
    const stepMs = 2_000;
    const errors = await writeTogether(4, count, { start: START, stepMs });
    expect(errors).toEqual([[], [], [], []]);
    const end = START + count * stepMs;
    let inWindow = 0;
    for (let i = 0; i < count; i += 1) if (Math.floor((START + i * stepMs) / 1000) * 1000 + HOUR > end) inWindow += 1;
    expect(inWindow).toBeGreaterThan(1_000);
    expect(unitsSeen(end)).toBe(4 * inWindow);
    // Segments of the hour, the grace and the one being written; nothing older.
    const segments = readdirSync(path);
    expect(segments.length).toBeLessThanOrEqual(Math.ceil((HOUR + PRUNE_GRACE_MS) / SEGMENT_MS) + 2);
    expect(segments).not.toContain(segmentName(START));
  }, 60_000);
});

describe.skipIf(!hasMkfifo)('named pipes where the ledger keeps its files (mkfifo)', () => {
  const look = async (): Promise<{ seen: number; errors: string[] }> =>
    JSON.parse(await start({ kind: 'look', path, source: 'look', start: START }, 10_000).output) as { seen: number; errors: string[] };
  const mkfifo = (at: string): void => {
    expect(spawnSync('mkfifo', [at]).status).toBe(0);
  };

  it('a pipe named like the segment being written: refused for writing and reading, at once, with what it is', async () => {
    mkdirSync(path, { recursive: true });
    mkfifo(join(path, segmentName(START)));
    const { seen, errors } = await look();
    expect(seen).toBe(0);
    expect(errors).toEqual([
      expect.stringMatching(/^record: .*is a named pipe \(FIFO\), not a file: refused/),
      expect.stringMatching(/^read: .*is a named pipe \(FIFO\), not a file: refused/),
    ]);
  });

  it('a pipe where an older version kept its file: not read, the segments still are', async () => {
    mkdirSync(join(dir, 'Strikeboard'), { recursive: true });
    mkfifo(join(dir, 'Strikeboard', LEGACY_LEDGER_FILE_NAME));
    openQuotaLedger({ path, clock: { now: () => START, setTimeout: () => () => {} }, source: 'other' }).record('demo', 'markets', START, 5);
    const { seen, errors } = await look();
    expect(seen).toBe(5);
    expect(errors).toEqual([expect.stringMatching(/^read: .*quota-ledger\.jsonl is a named pipe \(FIFO\), not a file: refused/)]);
  });

  it('a pipe in the place of the ledger folder: nothing written or read, said once each', async () => {
    mkdirSync(join(dir, 'Strikeboard'), { recursive: true });
    mkfifo(path);
    const { seen, errors } = await look();
    expect(seen).toBe(0);
    expect(errors).toEqual([
      expect.stringMatching(/^record: .*is a named pipe \(FIFO\), not a folder: refused/),
      expect.stringMatching(/^read: .*is a named pipe \(FIFO\), not a folder: refused/),
    ]);
  });
});
