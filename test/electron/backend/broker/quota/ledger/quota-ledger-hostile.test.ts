/**
 * The quota ledger against what a person or another program may leave in its place, on a real
 * temporary folder: symbolic links (the folder, a segment, the older version's file) are refused
 * and never followed, whether to read or to write; a file without line breaks is read once, in one
 * pass, and what follows its end still counts; records dated in the future count now and leave
 * within the hour (a meter is never held back for centuries, nor shown a time past what a `Date`
 * holds); absurd unit counts are not spending. Named pipes: quota-ledger-processes.test.ts.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import * as nodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_LEDGER_FILE_NAME, ledgerPath, openQuotaLedger } from '../../../../../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import type { LedgerFs } from '../../../../../../electron/backend/broker/quota/ledger/ledger-file.ts';
import { segmentName } from '../../../../../../electron/backend/broker/quota/ledger/ledger-segments.ts';
import { createQuotaMeter, QUOTA_WINDOW_MS } from '../../../../../../electron/backend/broker/quota/quota-meter.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../../../shared/domain/quota.ts';
import { createFakeClock } from '../../../session/fake-clock.ts';

const START = Date.parse('2026-06-10T14:00:00Z');
let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quota-ledger-hostile-'));
  path = ledgerPath(join(dir, 'Strikeboard'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const total = (buckets: readonly { units: number }[]): number => buckets.reduce((sum, b) => sum + b.units, 0);
const line = (fields: Record<string, unknown>): string =>
  `\n${JSON.stringify({ env: 'demo', module: 'markets', at: START, units: 5, src: 'other', ...fields })}\n`;

/** A ledger at START whose failures are collected as "what: message". */
function ledgerAt(now = START, fs?: LedgerFs) {
  const errors: string[] = [];
  const clock = createFakeClock(now);
  const ledger = openQuotaLedger({
    path,
    clock,
    source: 'me',
    ...(fs === undefined ? {} : { fs }),
    onError: (what, error) => errors.push(`${what}: ${(error as Error).message}`),
  });
  return { ledger, errors, clock };
}

describe('symbolic links are refused, never followed', () => {
  it('the ledger folder as a link to another folder: nothing read from it, nothing written into it', () => {
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, segmentName(START)), line({}));
    mkdirSync(join(dir, 'Strikeboard'));
    symlinkSync(elsewhere, path);
    const { ledger, errors } = ledgerAt();
    ledger.record('demo', 'markets', START, 1);
    expect(ledger.othersSpending('demo', 'markets', START)).toEqual([]);
    expect(readFileSync(join(elsewhere, segmentName(START)), 'utf8')).toBe(line({}));
    expect(readdirSync(elsewhere)).toEqual([segmentName(START)]);
    expect(errors).toEqual([
      expect.stringMatching(/^record: The quota ledger's .* is a symbolic link: refused, never followed/),
      expect.stringMatching(/^read: .* is a symbolic link: refused/),
    ]);
  });

  it("a segment as a link to a file of the person's: the file is neither written nor read", () => {
    const precious = join(dir, 'precious.txt');
    writeFileSync(precious, line({ units: 99 }));
    mkdirSync(path, { recursive: true });
    symlinkSync(precious, join(path, segmentName(START)));
    const { ledger, errors } = ledgerAt();
    ledger.record('demo', 'markets', START, 1);
    expect(readFileSync(precious, 'utf8')).toBe(line({ units: 99 }));
    expect(ledger.othersSpending('demo', 'markets', START)).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^record: .* is a symbolic link/), expect.stringMatching(/^read: .* is a symbolic link/)]);
  });

  it("the older version's file as a link: not read; the segments still are", () => {
    const precious = join(dir, 'precious.txt');
    writeFileSync(precious, line({ units: 99 }));
    mkdirSync(join(dir, 'Strikeboard'));
    symlinkSync(precious, join(dir, 'Strikeboard', LEGACY_LEDGER_FILE_NAME));
    openQuotaLedger({ path, clock: createFakeClock(START), source: 'other' }).record('demo', 'markets', START, 2);
    const { ledger, errors } = ledgerAt();
    expect(total(ledger.othersSpending('demo', 'markets', START))).toBe(2);
    expect(errors).toEqual([expect.stringMatching(/^read: .*quota-ledger\.jsonl is a symbolic link/)]);
  });
});

describe('a file without line breaks', () => {
  it('8 MiB in one line: read once, never held whole, said once; records after its end count', async () => {
    mkdirSync(path, { recursive: true });
    const file = join(path, segmentName(START));
    writeFileSync(file, 'x'.repeat(8 << 20));
    let bytesRead = 0;
    const counting: LedgerFs = {
      ...(nodeFs as unknown as LedgerFs),
      readSync: (fd, buffer, offset, length, position) => {
        const read = nodeFs.readSync(fd, buffer, offset, length, position);
        bytesRead += read;
        return read;
      },
    };
    const { ledger, errors, clock } = ledgerAt(START, counting);
    expect(ledger.othersSpending('demo', 'markets', START)).toEqual([]);
    expect(bytesRead).toBeLessThan((8 << 20) + 1_024);
    appendFileSync(file, line({ units: 3 }));
    await clock.advance(2_000);
    const before = bytesRead;
    expect(total(ledger.othersSpending('demo', 'markets', clock.now()))).toBe(3);
    // Only the new bytes (and the first few, to tell the file is the same one).
    expect(bytesRead - before).toBeLessThan(1_024);
    expect(errors).toEqual([expect.stringMatching(/^read: .* holds a line of more than 4096 bytes \(no line break\): not a record, skipped\.$/)]);
  });
});

describe('records dated in the future', () => {
  it('a line 640,780 hours ahead counts now and leaves within the hour: the meter waits at most an hour', async () => {
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, segmentName(START)), line({ at: START + 640_780 * 3_600_000, units: 140_000 }));
    const clock = createFakeClock(START);
    const meter = createQuotaMeter({
      clock,
      limits: () => DEFAULT_QUOTA_PER_HOUR,
      ledger: { ledger: openQuotaLedger({ path, clock, source: 'me' }), environment: 'demo' },
    });
    const refused = meter.admit('markets', 1);
    expect(refused.ok ? '' : refused.error.message).toMatch(/requests resume in 1 h\.$/);
    expect(meter.snapshot().modules.markets.freesAt).toBe(START + QUOTA_WINDOW_MS);
    await clock.advance(QUOTA_WINDOW_MS);
    expect(meter.admit('markets', 140_000).ok).toBe(true);
  });

  it("a year past what a Date holds: the snapshot's times are real dates", () => {
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, segmentName(START)), line({ at: 8_700_000_000_000_000, module: 'orders' }));
    const clock = createFakeClock(START);
    const meter = createQuotaMeter({
      clock,
      limits: () => DEFAULT_QUOTA_PER_HOUR,
      ledger: { ledger: openQuotaLedger({ path, clock, source: 'me' }), environment: 'demo' },
    });
    const { freesAt } = meter.snapshot().modules.orders;
    expect(freesAt).toBe(START + QUOTA_WINDOW_MS);
    expect(new Date(freesAt ?? Number.NaN).toISOString()).toBe('2026-06-10T15:00:00.000Z');
  });

  it('absurd unit counts are damage, not spending', () => {
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, segmentName(START)), line({ units: 1e300 }) + line({ units: -1e12 }) + line({ units: 4 }));
    expect(ledgerAt().ledger.othersSpending('demo', 'markets', START)).toEqual([{ at: START, units: 4 }]);
  });
});
