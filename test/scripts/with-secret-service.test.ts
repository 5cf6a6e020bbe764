/**
 * scripts/with-secret-service.sh, run as `npm test` runs it: a private gnome-keyring on a D-Bus
 * session of its own, there before the command starts. Two runs at the same time each keep their
 * own unlocked keyring, a daemon that dies in the middle of a run is followed by an unlocked one
 * holding the same entries, and the command's output and exit status pass through. Needs
 * dbus-run-session and gnome-keyring-daemon (Linux); elsewhere the script runs its command as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/with-secret-service.sh', import.meta.url));
const PROBE = fileURLToPath(new URL('../electron/backend/secrets/keychain-probe-child.ts', import.meta.url));
const ENTRY = fileURLToPath(new URL('./keychain-entry-child.ts', import.meta.url));
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

  it('starts the keyring again, unlocked and with the same entries, when the daemon dies in the middle of the run; says so at the end', () => {
    const env = { ...process.env };
    delete env.STRIKEBOARD_SECRET_SERVICE;
    const service = `Strikeboard-script-test-restart-${process.pid}`;
    // Inside the run: write an entry, kill the daemon that owns org.freedesktop.secrets (as its
    // abort does), then read the entry back through whichever daemon the bus starts next.
    const inside = [
      `"$0" "${ENTRY}" set ${service} entry kept-across-restart`,
      `daemon=$(dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.secrets | awk '/uint32/ { print $2 }')`,
      'kill -KILL "$daemon"',
      'while kill -0 "$daemon" 2>/dev/null; do sleep 0.05; done',
      `"$0" "${ENTRY}" get ${service} entry`,
    ].join(' && ');
    const run = spawnSync('bash', [SCRIPT, 'bash', '-c', inside, process.execPath], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe('"kept-across-restart"\n');
    expect(run.stderr).toContain('gnome-keyring-daemon stopped 1 time(s) during the run and was started again, unlocked');
  }, 60_000);

  it("passes the command's output and exit status on", () => {
    const env = { ...process.env };
    delete env.STRIKEBOARD_SECRET_SERVICE;
    const marker = `strikeboard-script-test-${process.pid}`;
    const run = spawnSync('bash', [SCRIPT, 'bash', '-c', `echo ${marker}; exit 7`], { env, encoding: 'utf8' });
    expect(run.stdout).toBe(`${marker}\n`);
    expect(run.status).toBe(7);
  });
});
