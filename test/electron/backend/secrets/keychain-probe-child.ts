/**
 * TEST-ONLY: one process probing the REAL OS keychain, started by keychain-probe.test.ts with
 * `node` (as the command line runs). Says "ready", waits for a line on stdin (so two processes
 * probe at the same moment), probes the service named in its argument and prints the result.
 */
import { createInterface } from 'node:readline';
import { probeOsKeychain } from '../../../../electron/backend/secrets/os-keychain.ts';

const service = process.argv[2] ?? 'Strikeboard-probe-child';
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
lines.once('line', () => {
  lines.close();
  void probeOsKeychain({ service }).then((probe) => process.stdout.write(`${JSON.stringify(probe.available ? { available: true } : probe)}\n`));
});
