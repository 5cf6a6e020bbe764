/**
 * TEST-ONLY: one start of the real store on a settings folder (conf underneath), in a process of
 * its own so that a start blocked for good (a named pipe opened to read) is killed by the test
 * rather than hanging it: opens the store, makes the change given as JSON in its second argument
 * (if any), and prints what a person would see (the settings, the report) and what it logged.
 */
import Conf from 'conf';
import type { KeyValueFile } from '../../../../electron/backend/services.ts';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';
import type { SettingsPatch } from '../../../../shared/settings.ts';

const [dir = '', change = ''] = process.argv.slice(2);
const logged: string[] = [];
const store = openSettingsStore({
  path: `${dir}/settings.json`,
  open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
  clock: { now: () => Date.now(), setTimeout: () => () => {} },
  logger: {
    info() {},
    warn: (message, fields) => logged.push(`${message} ${JSON.stringify(fields)}`),
    error: (message, fields) => logged.push(`${message} ${JSON.stringify(fields)}`),
  },
});
if (change !== '') store.update(JSON.parse(change) as SettingsPatch);
const { values, recovered } = store.snapshot();
process.stdout.write(`${JSON.stringify({ theme: values.theme, environment: values.environment, recovered, logged })}\n`);
