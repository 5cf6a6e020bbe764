/**
 * TEST-ONLY: a process of its own over the real quota ledger, started by
 * quota-ledger-processes.test.ts with `node` (type stripping, as the command line runs). Told its
 * task as one JSON argument:
 * - `write`: says "ready", waits for a line on stdin (so every writer starts at once), then records
 *   `count` units of one, moving its own clock `stepMs` per record from `start` (real time without);
 * - `look`: at `start`, records one unit and reads the others' spending once, printing what it saw
 *   and what it was told.
 */
import { createInterface } from 'node:readline';
import { openQuotaLedger } from '../../../../../../electron/backend/broker/quota/ledger/quota-ledger.ts';

interface Task {
  kind: 'write' | 'look';
  path: string;
  source: string;
  count?: number;
  start?: number;
  stepMs?: number;
}

const task = JSON.parse(process.argv[2] ?? '{}') as Task;
let now = task.start ?? 0;
const clock = { now: () => (task.start === undefined ? Date.now() : now), setTimeout: () => () => {} };
const errors: string[] = [];
const ledger = openQuotaLedger({
  path: task.path,
  clock,
  source: task.source,
  onError: (what, error) => errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`),
});

if (task.kind === 'look') {
  ledger.record('demo', 'markets', Math.floor(clock.now() / 1000) * 1000, 1);
  const seen = ledger.othersSpending('demo', 'markets', clock.now()).reduce((sum, bucket) => sum + bucket.units, 0);
  process.stdout.write(`${JSON.stringify({ seen, errors })}\n`);
} else {
  process.stdout.write('ready\n');
  const lines = createInterface({ input: process.stdin });
  lines.once('line', () => {
    lines.close();
    for (let i = 0; i < (task.count ?? 0); i += 1) {
      ledger.record('demo', 'markets', Math.floor(clock.now() / 1000) * 1000, 1);
      now += task.stepMs ?? 0;
    }
    process.stdout.write(`${JSON.stringify({ errors })}\n`);
  });
}
