/**
 * TEST-ONLY: writes or reads one entry of the REAL OS keychain, started with `node` by
 * with-secret-service.test.ts inside a run of scripts/with-secret-service.sh:
 * `keychain-entry-child.ts set SERVICE ACCOUNT VALUE` or `… get SERVICE ACCOUNT` (prints the value
 * as JSON). Exits 1 with the reason when the keychain does not answer.
 */
import { probeOsKeychain } from '../../electron/backend/secrets/os-keychain.ts';

const [verb, service = '', account = '', value = ''] = process.argv.slice(2);
const probe = await probeOsKeychain({ service });
if (!probe.available) {
  process.stderr.write(`${probe.reason}\n`);
  process.exit(1);
}
if (verb === 'set') await probe.store.setPassword(service, account, value);
else process.stdout.write(`${JSON.stringify(await probe.store.getPassword(service, account))}\n`);
