/**
 * The ledger's segments on a real temporary folder: every unit of the hour kept while segments
 * the window passed are deleted whole, a segment deleted under a writer made anew, foreign names
 * left alone; and the file an older Strikeboard writes beside the folder: read, never written,
 * read again from its start when that version compacts it, deleted once it is stale.
 */
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import * as nodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LEDGER_REFRESH_MS,
  LEGACY_LEDGER_FILE_NAME,
  ledgerPath,
  openQuotaLedger,
} from '../../../../../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import type { LedgerFs } from '../../../../../../electron/backend/broker/quota/ledger/ledger-file.ts';
import { PRUNE_GRACE_MS, SEGMENT_MS, segmentName, segmentStart } from '../../../../../../electron/backend/broker/quota/ledger/ledger-segments.ts';
import { createFakeClock } from '../../../session/fake-clock.ts';

const START = Date.parse('2026-06-10T14:00:00Z');
const HOUR = 3_600_000;
let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quota-ledger-segments-'));
  path = ledgerPath(join(dir, 'Strikeboard'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const total = (buckets: readonly { units: number }[]): number => buckets.reduce((sum, b) => sum + b.units, 0);

describe('segment names', () => {
  it('the start of a five-minute slot; other names are not segments', () => {
    expect(segmentName(START + 299_999)).toBe(`${START}.jsonl`);
    expect(segmentStart(segmentName(START + SEGMENT_MS))).toBe(START + SEGMENT_MS);
    for (const name of ['notes.txt', '.jsonl', '12ab.jsonl', '-5.jsonl', '1e3.jsonl', `${'9'.repeat(17)}.jsonl`, `${START}.jsonl.tmp`])
      expect(segmentStart(name)).toBeNull();
  });
});

describe('segments', () => {
  it('every unit of the hour is kept, per writer; segments the window passed are deleted whole', () => {
    let now = START;
    const clock = { now: () => now, setTimeout: () => () => {} };
    const writer = openQuotaLedger({ path, clock, source: 'w' });
    const reader = openQuotaLedger({ path, clock, source: 'r' });
    writer.record('demo', 'orders', START, 1_000); // leaves the window before the end
    const most = { files: 0 };
    // Two hours, a charge and its settlement every second.
    for (let i = 0; i < 7_200; i += 1) {
      now += 1_000;
      writer.record('demo', 'markets', Math.floor(now / 60_000) * 60_000, 2);
      writer.record('demo', 'markets', Math.floor(now / 60_000) * 60_000, -1);
      if (i % 60 === 0) most.files = Math.max(most.files, readdirSync(path).length);
    }
    expect(most.files).toBeLessThanOrEqual(Math.ceil((HOUR + PRUNE_GRACE_MS) / SEGMENT_MS) + 2);
    expect(readdirSync(path)).not.toContain(segmentName(START));
    for (const name of readdirSync(path)) expect(statSync(join(path, name)).mode & 0o777).toBe(0o600);
    // The last hour's minutes, each written at one second per record: what starts in the window counts.
    let expected = 0;
    for (let t = now - 7_199_000; t <= now; t += 1_000) if (Math.floor(t / 60_000) * 60_000 + HOUR > now) expected += 1;
    expect(total(reader.othersSpending('demo', 'markets', now))).toBe(expected);
    expect(total(reader.othersSpending('demo', 'orders', now))).toBe(0);
  });

  it('a segment deleted under a writer (by a process whose clock is far ahead) is made anew by its next record', () => {
    const clock = createFakeClock(START);
    const writer = openQuotaLedger({ path, clock, source: 'w' });
    writer.record('demo', 'orders', START, 1);
    const ahead = createFakeClock(START + 2 * HOUR);
    openQuotaLedger({ path, clock: ahead, source: 'ahead' }).record('demo', 'accounts', ahead.now(), 1);
    expect(readdirSync(path)).toEqual([segmentName(ahead.now())]);
    writer.record('demo', 'orders', START, 3);
    expect(readdirSync(path).sort()).toEqual([segmentName(START), segmentName(ahead.now())].sort());
    expect(openQuotaLedger({ path, clock, source: 'r' }).othersSpending('demo', 'orders', START)).toEqual([{ at: START, units: 3 }]);
  });

  it('a failure to delete is said, and the record is written all the same', async () => {
    const clock = createFakeClock(START);
    const errors: string[] = [];
    const stuck: LedgerFs = {
      ...(nodeFs as unknown as LedgerFs),
      unlinkSync: () => {
        throw Object.assign(new Error('read-only file system'), { code: 'EROFS' });
      },
    };
    const writer = openQuotaLedger({ path, clock, source: 'w', fs: stuck, onError: (what) => errors.push(what) });
    writer.record('demo', 'orders', START, 1);
    await clock.advanceTo(START + 2 * HOUR);
    writer.record('demo', 'orders', clock.now(), 2);
    expect(errors).toEqual(['prune']);
    expect(total(openQuotaLedger({ path, clock, source: 'r' }).othersSpending('demo', 'orders', clock.now()))).toBe(2);
  });

  it('other names in the folder are neither read nor deleted', async () => {
    const clock = createFakeClock(START);
    nodeFs.mkdirSync(path, { recursive: true });
    writeFileSync(join(path, 'notes.txt'), `{"env":"demo","module":"orders","at":${START},"units":9,"src":"x"}\n`);
    writeFileSync(join(path, '12ab.jsonl'), `{"env":"demo","module":"orders","at":${START},"units":9,"src":"x"}\n`);
    await clock.advanceTo(START + 3 * HOUR);
    const ledger = openQuotaLedger({ path, clock, source: 'w' });
    ledger.record('demo', 'orders', clock.now(), 1);
    expect(readdirSync(path).sort()).toEqual(['12ab.jsonl', 'notes.txt', segmentName(clock.now())].sort());
    expect(openQuotaLedger({ path, clock, source: 'r' }).othersSpending('demo', 'orders', clock.now())).toEqual([{ at: clock.now(), units: 1 }]);
  });
});

describe('the file an older version writes beside the folder', () => {
  const legacy = (): string => join(dir, 'Strikeboard', LEGACY_LEDGER_FILE_NAME);
  const line = (units: number, src = 'old-app'): string => `\n${JSON.stringify({ env: 'demo', module: 'markets', at: START, units, src })}\n`;

  it('is read with the segments, never written', () => {
    const clock = createFakeClock(START);
    nodeFs.mkdirSync(join(dir, 'Strikeboard'), { recursive: true });
    writeFileSync(legacy(), line(7));
    openQuotaLedger({ path, clock, source: 'new-cli' }).record('demo', 'markets', START, 3);
    expect(total(openQuotaLedger({ path, clock, source: 'r' }).othersSpending('demo', 'markets', START))).toBe(10);
    expect(readFileSync(legacy(), 'utf8')).toBe(line(7));
  });

  it('rewritten by its compaction: read again from its start, without counting twice', async () => {
    const clock = createFakeClock(START);
    nodeFs.mkdirSync(join(dir, 'Strikeboard'), { recursive: true });
    openQuotaLedger({ path, clock, source: 'new-cli' }).record('demo', 'markets', START, 3);
    writeFileSync(legacy(), line(5) + line(5));
    const reader = openQuotaLedger({ path, clock, source: 'r' });
    expect(total(reader.othersSpending('demo', 'markets', START))).toBe(13);
    // The older version sums per second and writer into a new file renamed over the old one.
    writeFileSync(`${legacy()}.tmp`, `\n{"compacted":${START},"generation":"g2"}\n${line(10)}${line(1)}`);
    renameSync(`${legacy()}.tmp`, legacy());
    await clock.advance(LEDGER_REFRESH_MS);
    expect(total(reader.othersSpending('demo', 'markets', clock.now()))).toBe(14);
  });

  it('is deleted once nothing was written to it for longer than the window', async () => {
    const clock = createFakeClock(START);
    nodeFs.mkdirSync(join(dir, 'Strikeboard'), { recursive: true });
    writeFileSync(legacy(), line(5));
    const writer = openQuotaLedger({ path, clock, source: 'w' });
    utimesSync(legacy(), new Date(START - 10_000), new Date(START - 10_000));
    writer.record('demo', 'orders', START, 1);
    expect(readdirSync(join(dir, 'Strikeboard'))).toContain(LEGACY_LEDGER_FILE_NAME);
    await clock.advanceTo(START + HOUR + PRUNE_GRACE_MS);
    writer.record('demo', 'orders', clock.now(), 1);
    expect(readdirSync(join(dir, 'Strikeboard'))).not.toContain(LEGACY_LEDGER_FILE_NAME);
  });
});
