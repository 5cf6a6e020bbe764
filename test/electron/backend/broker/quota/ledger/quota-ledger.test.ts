/**
 * The quota ledger on a real temporary folder: what one writer records another reads (never its
 * own), settlements as corrections, the hour's window, reading at most every few seconds, private
 * files, corrupt and half-written lines skipped alone, and failures that never reach the meter.
 * Segments and the older version's file: ledger-segments.test.ts; several processes at once
 * and named pipes: quota-ledger-processes.test.ts; links, dates and lines without end:
 * quota-ledger-hostile.test.ts.
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as nodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_REFRESH_MS, ledgerPath, openQuotaLedger } from '../../../../../../electron/backend/broker/quota/ledger/quota-ledger.ts';
import type { LedgerFs } from '../../../../../../electron/backend/broker/quota/ledger/ledger-file.ts';
import { parseLedgerLine } from '../../../../../../electron/backend/broker/quota/ledger/ledger-line.ts';
import { SEGMENT_MS, segmentName } from '../../../../../../electron/backend/broker/quota/ledger/ledger-segments.ts';
import { createFakeClock } from '../../../session/fake-clock.ts';

const START = Date.parse('2026-06-10T14:00:00Z');
const HOUR = 3_600_000;
let dir: string;
let path: string;
/** The segment written at `now`. */
const segment = (now = START): string => join(path, segmentName(now));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quota-ledger-'));
  path = ledgerPath(join(dir, 'Strikeboard'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const total = (buckets: readonly { units: number }[]): number => buckets.reduce((sum, b) => sum + b.units, 0);

describe('sharing spending between writers', () => {
  it('a writer reads what the others recorded, per environment and module, never its own', () => {
    const clock = createFakeClock(START);
    const app = openQuotaLedger({ path, clock, source: 'app' });
    const cli = openQuotaLedger({ path, clock, source: 'cli' });
    app.record('demo', 'markets', START, 144);
    app.record('demo', 'orders', START, 1);
    app.record('production', 'markets', START, 7);
    cli.record('demo', 'markets', START + 1_000, 10);
    expect(cli.othersSpending('demo', 'markets', START + 1_000)).toEqual([{ at: START, units: 144 }]);
    expect(cli.othersSpending('demo', 'orders', START + 1_000)).toEqual([{ at: START, units: 1 }]);
    expect(cli.othersSpending('production', 'markets', START + 1_000)).toEqual([{ at: START, units: 7 }]);
    expect(cli.othersSpending('sandbox', 'markets', START + 1_000)).toEqual([]);
    expect(app.othersSpending('demo', 'markets', START + 1_000)).toEqual([{ at: START + 1_000, units: 10 }]);
  });

  it('a settlement is a correction entry: the sum is the settled cost', () => {
    const clock = createFakeClock(START);
    const writer = openQuotaLedger({ path, clock, source: 'a' });
    writer.record('demo', 'markets', START, 40);
    writer.record('demo', 'markets', START, 104);
    writer.record('demo', 'markets', START, -134);
    const lines = readFileSync(segment(), 'utf8')
      .split('\n')
      .filter((line) => line !== '');
    expect(lines.map((line) => parseLedgerLine(line)?.units)).toEqual([40, 104, -134]);
    expect(openQuotaLedger({ path, clock, source: 'b' }).othersSpending('demo', 'markets', START)).toEqual([{ at: START, units: 10 }]);
  });

  it('spending leaves after an hour; the file is read at most every few seconds', async () => {
    const clock = createFakeClock(START);
    const writer = openQuotaLedger({ path, clock, source: 'w' });
    const reader = openQuotaLedger({ path, clock, source: 'r' });
    writer.record('demo', 'orders', START, 3);
    expect(total(reader.othersSpending('demo', 'orders', clock.now()))).toBe(3);
    writer.record('demo', 'orders', START, 2);
    await clock.advance(LEDGER_REFRESH_MS - 1);
    expect(total(reader.othersSpending('demo', 'orders', clock.now()))).toBe(3);
    await clock.advance(1);
    expect(total(reader.othersSpending('demo', 'orders', clock.now()))).toBe(5);
    await clock.advanceTo(START + HOUR);
    expect(reader.othersSpending('demo', 'orders', clock.now())).toEqual([]);
    // A new reader ignores what is older than the hour too.
    expect(openQuotaLedger({ path, clock, source: 'n' }).othersSpending('demo', 'orders', clock.now())).toEqual([]);
  });

  it('the files and their folders are private (0600, 0700)', () => {
    const clock = createFakeClock(START);
    openQuotaLedger({ path, clock }).record('demo', 'accounts', START, 1);
    expect(statSync(segment()).mode & 0o777).toBe(0o600);
    expect(statSync(path).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'Strikeboard')).mode & 0o777).toBe(0o700);
  });

  it('a looser file left by someone else is tightened on the first write', () => {
    const clock = createFakeClock(START);
    nodeFs.mkdirSync(path, { recursive: true });
    writeFileSync(segment(), '', { mode: 0o644 });
    nodeFs.chmodSync(segment(), 0o644);
    openQuotaLedger({ path, clock }).record('demo', 'accounts', START, 1);
    expect(statSync(segment()).mode & 0o777).toBe(0o600);
  });

  it('nothing recorded, no file: no spending, and nothing is created by reading', () => {
    const clock = createFakeClock(START);
    expect(openQuotaLedger({ path, clock }).othersSpending('demo', 'markets', START)).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('damage', () => {
  it('corrupt, foreign and half-written lines are skipped alone; the rest is kept', () => {
    const clock = createFakeClock(START);
    const writer = openQuotaLedger({ path, clock, source: 'w' });
    writer.record('demo', 'markets', START, 5);
    appendFileSync(
      segment(),
      'not json at all\n{"env":"demo","module":"futures","at":1,"units":1,"src":"x"}\n{"env":"demo","module":"markets","at":"soon","units":1,"src":"x"}\n[1,2]\nnull\n',
    );
    appendFileSync(segment(), '{"env":"demo","module":"markets","at":17811'); // a writer died mid-line
    writer.record('demo', 'markets', START + 1_000, 7);
    const reader = openQuotaLedger({ path, clock, source: 'r' });
    expect(reader.othersSpending('demo', 'markets', START + 1_000)).toEqual([
      { at: START, units: 5 },
      { at: START + 1_000, units: 7 },
    ]);
  });

  it('a line still being written is read once it is whole', async () => {
    const clock = createFakeClock(START);
    const reader = openQuotaLedger({ path, clock, source: 'r' });
    nodeFs.mkdirSync(path, { recursive: true });
    appendFileSync(segment(), '\n{"env":"demo","module":"orders","at":' + START);
    expect(reader.othersSpending('demo', 'orders', START)).toEqual([]);
    appendFileSync(segment(), ',"units":4,"src":"w"}\n');
    await clock.advance(LEDGER_REFRESH_MS);
    expect(reader.othersSpending('demo', 'orders', clock.now())).toEqual([{ at: START, units: 4 }]);
  });

  it('filesystem failures are reported and swallowed', () => {
    const clock = createFakeClock(START);
    const failing: LedgerFs = {
      ...(nodeFs as unknown as LedgerFs),
      writeSync: () => {
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      },
      readdirSync: () => {
        throw Object.assign(new Error('denied'), { code: 'EACCES' });
      },
    };
    const errors: string[] = [];
    const ledger = openQuotaLedger({ path, clock, fs: failing, onError: (what) => errors.push(what) });
    expect(() => ledger.record('demo', 'markets', START, 1)).not.toThrow();
    expect(ledger.othersSpending('demo', 'markets', START)).toEqual([]);
    expect(errors).toEqual(['prune', 'record', 'read']);
    // The same failure again is not said again (a broken disk would fill the log every few seconds).
    ledger.record('demo', 'markets', START + SEGMENT_MS, 1);
    expect(errors).toEqual(['prune', 'record', 'read']);
  });

  it('any mix of records and garbage lines sums to the records of the other writers (property, seeded)', () => {
    const record = fc.record({
      src: fc.constantFrom('a', 'b', 'me'),
      module: fc.constantFrom('accounts', 'markets', 'orders' as const),
      second: fc.integer({ min: 0, max: 5 }),
      units: fc.integer({ min: -50, max: 500 }),
    });
    const garbage = fc.oneof(fc.string(), fc.constant('{"env":"demo"'), fc.constant('{}'), fc.constant('\u0000\u0000'));
    fc.assert(
      fc.property(fc.array(fc.oneof(record, garbage), { maxLength: 40 }), (items) => {
        rmSync(join(dir, 'Strikeboard'), { recursive: true, force: true });
        const clock = createFakeClock(START + 10_000);
        const expected = new Map<string, number>();
        const writers = new Map(['a', 'b', 'me'].map((src) => [src, openQuotaLedger({ path, clock, source: src })]));
        for (const item of items) {
          if (typeof item === 'string') {
            nodeFs.mkdirSync(path, { recursive: true });
            appendFileSync(segment(START + 10_000), item.replace(/\n/g, ' '));
            continue;
          }
          writers.get(item.src)?.record('demo', item.module, START + item.second * 1_000, item.units);
          if (item.src !== 'me' && item.units !== 0) {
            const key = `${item.module}@${item.second}`;
            expected.set(key, (expected.get(key) ?? 0) + item.units);
          }
        }
        const reader = openQuotaLedger({ path, clock, source: 'me' });
        for (const module of ['accounts', 'markets', 'orders'] as const) {
          const got = reader.othersSpending('demo', module, clock.now());
          const want = [0, 1, 2, 3, 4, 5]
            .map((second) => ({ at: START + second * 1_000, units: Math.max(0, expected.get(`${module}@${second}`) ?? 0) }))
            .filter((bucket) => bucket.units > 0);
          expect(got).toEqual(want);
        }
      }),
      { seed: 4242, numRuns: 150 },
    );
  });
});
