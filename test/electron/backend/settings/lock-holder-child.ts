/**
 * TEST-ONLY: a process that holds the settings lock and is paused holding it (for
 * file-lock.test.ts, through pausing-child.ts): says "ready", waits for a line on stdin, takes the
 * lock at the path in its argument, says "paused" and stops itself (SIGSTOP) inside the lock; once
 * resumed it says "resumed", gives the lock back and exits.
 */
import { writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { withFileLock } from '../../../../electron/backend/settings/file-lock.ts';

const [lockPath = ''] = process.argv.slice(2);
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
lines.once('line', () => {
  lines.close();
  const said: string[] = [];
  withFileLock(
    lockPath,
    () => {
      writeSync(1, 'paused\n');
      process.kill(process.pid, 'SIGSTOP');
      writeSync(1, 'resumed\n');
    },
    { onUnlocked: (why) => said.push(why) },
  );
  writeSync(1, `${JSON.stringify({ said })}\n`);
});
