/**
 * scripts/with-secret-service.sh, run as `npm test` runs it: a private gnome-keyring on a D-Bus
 * session of its own, there before the command starts. Two runs at the same time each keep their
 * own unlocked keyring, and the command's output and exit status pass through. Needs
 * dbus-run-session and gnome-keyring-daemon (Linux); elsewhere the script runs its command as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/with-secret-service.sh', import.meta.url));
const PROBE = fileURLToPath(new URL('../electron/backend/secrets/keychain-probe-child.ts', import.meta.url));
const has = (command: string): boolean => spawnSync('bash', ['-c', `command -v ${command}`]).status === 0;
const runnable = process.platform === 'linux' && has('dbus-run-session') && has('gnome-keyring-daemon');

/** Runs the probe child under the script, outside this run's own private session; resolves with its stdout. */
function probeUnderScript(service: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env };
  // This run is itself under the script: without this, the nested script would only exec its command.
  delete env.STRIKEBOARD_SECRET_SERVICE;
  const child = spawn('bash', [SCRIPT, process.execPath, PROBE, service], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
    // The child probes once it reads a line (so that probes can start together).
    if (stdout === 'ready\n') child.stdin.end('go\n');
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe.skipIf(!runnable)('with-secret-service.sh', () => {
  it('gives each of two runs at the same time its own unlocked keyring', async () => {
    const runs = await Promise.all([probeUnderScript('Strikeboard-script-test-a'), probeUnderScript('Strikeboard-script-test-b')]);
    for (const run of runs) {
      expect(run.stderr).not.toContain('did not take org.freedesktop.secrets');
      expect(run.code).toBe(0);
      expect(run.stdout.trim().split('\n')).toEqual(['ready', JSON.stringify({ available: true })]);
    }
  });

  it('passes the command\'s output and exit status on', () => {
    const env = { ...process.env };
    delete env.STRIKEBOARD_SECRET_SERVICE;
    const marker = `strikeboard-script-test-${process.pid}`;
    const run = spawnSync('bash', [SCRIPT, 'bash', '-c', `echo ${marker}; exit 7`], { env, encoding: 'utf8' });
    expect(run.stdout).toBe(`${marker}\n`);
    expect(run.status).toBe(7);
  });
});
