/**
 * The quota ledger on a real temporary folder: what one writer records another reads (never its
 * own), settlements as corrections, the hour's window, reading at most every few seconds, a
 * private file, corrupt and half-written lines skipped alone, compaction that keeps every unit and
 * what arrived meanwhile, and failures that never reach the meter.
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as nodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_REFRESH_MS, ledgerPath, openQuotaLedger, parseLedgerLine, type LedgerFs } from '../../../../electron/backend/broker/quota-ledger.ts';
import { createFakeClock } from '../session/fake-clock.ts';

const START = Date.parse('2026-06-10T14:00:00Z');
const HOUR = 3_600_000;
let dir: string;
let path: string;

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
    const lines = readFileSync(path, 'utf8').split('\n').filter((line) => line !== '');
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

  it('the file and its folder are private (0600, 0700)', () => {
    const clock = createFakeClock(START);
    openQuotaLedger({ path, clock }).record('demo', 'accounts', START, 1);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'Strikeboard')).mode & 0o777).toBe(0o700);
  });

  it('a looser file left by someone else is tightened on the first write', () => {
    const clock = createFakeClock(START);
    nodeFs.mkdirSync(join(dir, 'Strikeboard'));
    writeFileSync(path, '', { mode: 0o644 });
    nodeFs.chmodSync(path, 0o644);
    openQuotaLedger({ path, clock }).record('demo', 'accounts', START, 1);
    expect(statSync(path).mode & 0o777).toBe(0o600);
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
    appendFileSync(path, 'not json at all\n{"env":"demo","module":"futures","at":1,"units":1,"src":"x"}\n{"env":"demo","module":"markets","at":"soon","units":1,"src":"x"}\n[1,2]\nnull\n');
    appendFileSync(path, '{"env":"demo","module":"markets","at":17811'); // a writer died mid-line
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
    nodeFs.mkdirSync(join(dir, 'Strikeboard'));
    appendFileSync(path, '\n{"env":"demo","module":"orders","at":' + START);
    expect(reader.othersSpending('demo', 'orders', START)).toEqual([]);
    appendFileSync(path, ',"units":4,"src":"w"}\n');
    await clock.advance(LEDGER_REFRESH_MS);
    expect(reader.othersSpending('demo', 'orders', clock.now())).toEqual([{ at: START, units: 4 }]);
  });

  it('filesystem failures are reported and swallowed', () => {
    const clock = createFakeClock(START);
    const failing: LedgerFs = {
      ...(nodeFs as unknown as LedgerFs),
      appendFileSync: () => {
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      },
      openSync: () => {
        throw Object.assign(new Error('denied'), { code: 'EACCES' });
      },
    };
    const errors: string[] = [];
    const ledger = openQuotaLedger({ path, clock, fs: failing, onError: (what) => errors.push(what) });
    expect(() => ledger.record('demo', 'markets', START, 1)).not.toThrow();
    expect(ledger.othersSpending('demo', 'markets', START)).toEqual([]);
    expect(errors).toEqual(['record', 'read']);
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
            nodeFs.mkdirSync(join(dir, 'Strikeboard'), { recursive: true });
            appendFileSync(path, item.replace(/\n/g, ' '));
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

describe('compaction', () => {
  it('keeps the file bounded and every unit of the hour, per writer; drops what left the window', async () => {
    const clock = createFakeClock(START);
    const writer = openQuotaLedger({ path, clock, source: 'w', compactBytes: 4_096 });
    const reader = openQuotaLedger({ path, clock, source: 'r' });
    writer.record('demo', 'orders', START, 1_000); // leaves the window before the end
    let sizes = 0;
    for (let i = 0; i < 3_000; i += 1) {
      await clock.advance(1_000);
      writer.record('demo', 'markets', Math.floor(clock.now() / 60_000) * 60_000, 2);
      writer.record('demo', 'markets', Math.floor(clock.now() / 60_000) * 60_000, -1);
      sizes = Math.max(sizes, statSync(path).size);
    }
    // 3,000 s: the bucket of START + 0 … the last minute; 6,000 records of ~80 bytes unbounded.
    expect(sizes).toBeLessThan(8_192 + 200);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'Strikeboard'))).toEqual(['quota-ledger.jsonl']);
    expect(total(reader.othersSpending('demo', 'markets', clock.now()))).toBe(3_000);
    await clock.advanceTo(START + HOUR + 1);
    expect(total(reader.othersSpending('demo', 'orders', clock.now()))).toBe(0);
  });

  it('a record appended to the old file while compacting is carried over to the new one', () => {
    const clock = createFakeClock(START);
    const sneaky: LedgerFs = {
      ...(nodeFs as unknown as LedgerFs),
      renameSync: (from, to) => {
        // Another process appends between the compactor's read and its rename.
        appendFileSync(to, '\n{"env":"demo","module":"orders","at":' + START + ',"units":9,"src":"other"}\n');
        nodeFs.renameSync(from, to);
      },
    };
    const writer = openQuotaLedger({ path, clock, source: 'w', compactBytes: 300, fs: sneaky });
    for (let i = 0; i < 6; i += 1) writer.record('demo', 'markets', START, 10);
    const reader = openQuotaLedger({ path, clock, source: 'r' });
    expect(total(reader.othersSpending('demo', 'markets', START))).toBe(60);
    expect(total(reader.othersSpending('demo', 'orders', START))).toBe(9);
  });

  it('a reader notices the file was replaced and reads it again without counting twice', async () => {
    const clock = createFakeClock(START);
    const reader = openQuotaLedger({ path, clock, source: 'r' });
    const writer = openQuotaLedger({ path, clock, source: 'w', compactBytes: 400 });
    writer.record('demo', 'markets', START, 5);
    expect(total(reader.othersSpending('demo', 'markets', START))).toBe(5);
    for (let i = 0; i < 10; i += 1) writer.record('demo', 'markets', START, 5);
    await clock.advance(LEDGER_REFRESH_MS);
    expect(total(reader.othersSpending('demo', 'markets', clock.now()))).toBe(55);
  });
});
