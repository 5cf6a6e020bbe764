/**
 * The keychain test suites' probe: where the run promised a Secret Service of its own
 * (with-secret-service.sh) and none answers, the file fails with the reason instead of skipping;
 * elsewhere it answers as the product's probe does. Run in a child with a D-Bus address that leads
 * nowhere (the keychain library keeps its connection for the process).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const HELPER = pathToFileURL(fileURLToPath(new URL('./test-keychain.ts', import.meta.url))).href;
const SCRIPT = `import { probeTestKeychain } from ${JSON.stringify(HELPER)};
probeTestKeychain({ service: 'Strikeboard-helper-test' }).then(
  (probe) => console.log(JSON.stringify({ available: probe.available })),
  (error) => console.log(JSON.stringify({ threw: error.message })),
);`;

function probeIn(env: Record<string, string | undefined>): unknown {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/strikeboard-helper-test-bus', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout) as unknown;
}

describe.skipIf(process.platform !== 'linux')('probeTestKeychain', () => {
  it('fails, naming the reason, where the run started a Secret Service that does not answer', () => {
    const answer = probeIn({ STRIKEBOARD_SECRET_SERVICE: 'private' }) as { threw?: string };
    expect(answer.threw).toMatch(/^The run's private Secret Service \(scripts\/with-secret-service\.sh\) did not answer: .+/);
  });

  it('answers unavailable (the suites skip) where no Secret Service was promised', () => {
    const env = { STRIKEBOARD_SECRET_SERVICE: undefined };
    expect(probeIn(env)).toEqual({ available: false });
  });
});
