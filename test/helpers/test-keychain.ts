/**
 * The real OS keychain for a test file, probed as the product probes it. Under
 * scripts/with-secret-service.sh (STRIKEBOARD_SECRET_SERVICE=private) the run started a Secret
 * Service of its own, so one that does not answer is the run's failure, not a reason to skip: the
 * file fails at once with the probe's reason. (A keyring daemon gone in the middle of a run once
 * failed 7 process tests and skipped 50 keychain tests without a word.) Elsewhere a missing
 * keychain still skips the suites that need one, with the reason in their titles.
 */
import { probeOsKeychain, type KeychainProbe } from '../../electron/backend/secrets/os-keychain.ts';

/** `probeOsKeychain({ service })`, which throws where the run promised a Secret Service and none answers. */
export async function probeTestKeychain(options: { service: string }): Promise<KeychainProbe> {
  const probe = await probeOsKeychain(options);
  if (!probe.available && process.env.STRIKEBOARD_SECRET_SERVICE === 'private') {
    throw new Error(`The run's private Secret Service (scripts/with-secret-service.sh) did not answer: ${probe.reason}`);
  }
  return probe;
}
