/**
 * Probing the REAL OS keychain (on Linux: a Secret Service on a D-Bus session, as the test runner
 * starts one) from several places at once on one service name, as two commands started together
 * do: every probe finds the keychain, and none leaves its entry behind. With one shared probe
 * entry, two probes at once overwrote and deleted each other's value and one said "No system
 * keychain is reachable … the keychain did not return what was stored" (5 of 5 tries in one
 * process, 4 of 5 with two processes). Where no keychain is reachable, the suite says it is skipped.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROBE_ACCOUNT_PREFIX, probeOsKeychain } from '../../../../electron/backend/secrets/os-keychain.ts';
import { probeTestKeychain } from '../../../helpers/test-keychain.ts';
import { runTogether, startChild } from '../../../helpers/child-together.ts';

const CHILD = fileURLToPath(new URL('./keychain-probe-child.ts', import.meta.url));
// A service name of its own, so a developer's real Strikeboard entries are never touched.
const service = `Strikeboard-probe-test-${randomUUID()}`;
const probe = await probeTestKeychain({ service });
const skipReason = probe.available ? '' : ` (skipped: no OS keychain reachable: ${probe.reason})`;

describe.skipIf(!probe.available)(`probes at the same moment${skipReason}`, () => {
  it('8 probes at once in one process, 5 times: all find the keychain; no probe entry is left', async () => {
    let next = 0;
    const ids: string[] = [];
    const probeId = (): string => {
      const id = `${service}-${(next += 1)}`;
      ids.push(id);
      return id;
    };
    for (let round = 0; round < 5; round += 1) {
      const probes = await Promise.all(Array.from({ length: 8 }, () => probeOsKeychain({ service, probeId })));
      expect(probes.map((one) => (one.available ? 'available' : one.reason))).toEqual(Array.from({ length: 8 }, () => 'available'));
    }
    if (!probe.available) return;
    for (const id of ids) expect(await probe.store.getPassword(service, `${PROBE_ACCOUNT_PREFIX}${id}`)).toBeNull();
  });

  it('two processes probing at the same moment, 3 times: both find the keychain', async () => {
    for (let round = 0; round < 3; round += 1) {
      const outputs = await runTogether([startChild(CHILD, [service], 30_000), startChild(CHILD, [service], 30_000)]);
      expect(outputs.map((text) => JSON.parse(text) as unknown)).toEqual([{ available: true }, { available: true }]);
    }
  }, 120_000);
});
