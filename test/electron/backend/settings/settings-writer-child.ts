/**
 * TEST-ONLY: one process writing the settings through the real store (conf underneath, as the
 * preview does), started by settings-concurrent.test.ts with `node`. Says "ready", waits for a line
 * on stdin, then sets its own hourly budget (`quota.<module>`, the module named in its argument)
 * to 1001, 1002, … 1000 + `count` (every value as long as the last, so the file's size says nothing
 * of a change), one update each, and moves its window as it goes; prints its budgets, what the
 * store warned of, and every write of its own it found lost.
 *
 * Only this process writes its own budget, so before each update the file must hold the value it
 * wrote last: anything else is a write of the other process made from a read older than that
 * value (a lost write), found whenever it happened, not only when it hit the last round.
 *
 * A third argument `pause` makes it stop itself (SIGSTOP) in its first write, holding the lock,
 * after the file was read and before it is written: a paused owner, resumed by the test (SIGCONT).
 * A fourth gives the lock's stale age in ms (the default otherwise).
 */
import Conf from 'conf';
import { readFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { KeyValueFile } from '../../../../electron/backend/services.ts';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';

const [dir = '', module = 'accounts', count = '0', mode = 'run', staleMs = ''] = process.argv.slice(2);
const path = `${dir}/settings.json`;
const warnings: string[] = [];
const lost: string[] = [];
let pauseInWrite = false;

/** Conf on the file; in `pause` mode, its first write after "go" stops this process first. */
function open(): KeyValueFile {
  const conf = new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile;
  return {
    path: conf.path,
    get store() {
      return conf.store;
    },
    set store(value) {
      if (pauseInWrite) {
        pauseInWrite = false;
        writeSync(1, 'paused\n');
        process.kill(process.pid, 'SIGSTOP');
        writeSync(1, 'resumed\n');
      }
      conf.store = value;
    },
  };
}

const store = openSettingsStore({
  path,
  open,
  clock: { now: () => Date.now(), setTimeout: () => () => {} },
  // A machine busy enough may pause the other writer inside its write for seconds: waited for, so what is proved is the lock, not the timing.
  lockWaitMs: 120_000,
  ...(staleMs === '' ? {} : { lockStaleMs: Number(staleMs) }),
  logger: {
    info() {},
    warn: (message, fields) => warnings.push(`${message} ${JSON.stringify(fields)}`),
    error: (message, fields) => warnings.push(`${message} ${JSON.stringify(fields)}`),
  },
});

/** This process's budget as the file holds it now (read whole: the store and conf write by renaming). */
const onDisk = (): unknown => ((JSON.parse(readFileSync(path, 'utf8')) as { quota?: Record<string, unknown> }).quota ?? {})[module];

process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
lines.once('line', () => {
  lines.close();
  pauseInWrite = mode === 'pause';
  for (let i = 1; i <= Number(count); i += 1) {
    const mine = 1000 + i;
    if (i > 1) {
      const found = onDisk();
      if (found !== mine - 1) lost.push(`before ${mine}: ${String(found)} on disk, not ${mine - 1}`);
    }
    store.update({ quota: { [module]: mine } });
    if (i % 10 === 0) store.saveWindowState({ bounds: { x: i, y: i, width: 800, height: 600 }, maximized: false });
  }
  const last = onDisk();
  if (Number(count) > 0 && last !== 1000 + Number(count)) lost.push(`at the end: ${String(last)} on disk, not ${1000 + Number(count)}`);
  process.stdout.write(`${JSON.stringify({ quota: store.snapshot().values.quota, warnings, lost })}\n`);
});
