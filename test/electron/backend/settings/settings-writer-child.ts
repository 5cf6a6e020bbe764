/**
 * TEST-ONLY: one process writing the settings through the real store (conf underneath, as the
 * preview does), started by settings-concurrent.test.ts with `node`. Says "ready", waits for a line
 * on stdin, then sets its own hourly budget (`quota.<module>`, the module named in its argument)
 * to 1, 2, … `count`, one update each, and moves its window as it goes; prints its budgets and
 * what the store warned of.
 */
import Conf from 'conf';
import { createInterface } from 'node:readline';
import type { KeyValueFile } from '../../../../electron/backend/services.ts';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';

const [dir = '', module = 'accounts', count = '0'] = process.argv.slice(2);
const warnings: string[] = [];
const store = openSettingsStore({
  path: `${dir}/settings.json`,
  open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
  clock: { now: () => Date.now(), setTimeout: () => () => {} },
  // A machine busy enough may pause the other writer inside its write for seconds: waited for, so what is proved is the lock, not the timing.
  lockWaitMs: 120_000,
  logger: { info() {}, warn: (message, fields) => warnings.push(`${message} ${JSON.stringify(fields)}`), error: (message, fields) => warnings.push(`${message} ${JSON.stringify(fields)}`) },
});
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
lines.once('line', () => {
  lines.close();
  for (let i = 1; i <= Number(count); i += 1) {
    store.update({ quota: { [module]: i } });
    if (i % 10 === 0) store.saveWindowState({ bounds: { x: i, y: i, width: 800, height: 600 }, maximized: false });
  }
  process.stdout.write(`${JSON.stringify({ quota: store.snapshot().values.quota, warnings })}\n`);
});
