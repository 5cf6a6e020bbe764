/**
 * `strikeboard login` when the verification code is mistyped, in-process against a real demo
 * broker: the provider's refusal of the exchange means "the code was not accepted" (not "idle for
 * two hours, revoked"); the CLI says so and asks again while the request token lives, three tries
 * in all, then gives up clearly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io/cli-io.ts';
import { runCli } from '../../cli/run-cli.ts';
import { systemClock } from '../../electron/backend/services.ts';
import { startDemoBroker, type DemoBroker } from '../../demo-broker/index.ts';
import { approveOnAuthorizePage } from '../electron/backend/oauth/demo-authorize-page.ts';
import { fakeIo } from './fake-io.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfNewYorkMidnight } from '../helpers/clear-of-new-york-midnight.ts';

describe('strikeboard login with a mistyped code', () => {
  let broker: DemoBroker;
  beforeAll(async () => {
    await clearOfNewYorkMidnight();
    broker = await startDemoBroker();
  }, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);
  afterAll(() => broker.close());

  /** Logs in, typing `typed[i]` at the i-th prompt; `RIGHT` stands for the code the page shows. */
  async function login(typed: string[]) {
    const fake = fakeIo({ env: { STRIKEBOARD_DEMO_URL: broker.url } });
    let right: string | null = null;
    const prompts: string[] = [];
    const io: CliIo = {
      ...fake.io,
      fetch: (input, init) => fetch(input, init),
      nonce: () => crypto.randomUUID(),
      // The broker checks time stamps against its own (real) clock.
      clock: systemClock,
      async readLine() {
        prompts.push(fake.err.at(-1) ?? '');
        const url = fake.out.find((line) => line.includes('/authorize?'));
        if (right === null && url !== undefined) right = (await approveOnAuthorizePage(url)).verifier;
        const next = typed.shift();
        return next === 'RIGHT' ? right : (next ?? null);
      },
    };
    const code = await runCli(['login', '--env', 'demo'], io);
    const stored = await fake.vault.getAccessToken('demo');
    return { code, err: fake.err.join('\n'), prompts, stored: stored.ok ? stored.data : undefined };
  }

  it('a wrong code twice, then the right one: asked again each time, then signed in', async () => {
    const result = await login(['WRONG1', 'WRONG2', 'RIGHT']);
    expect(result.prompts).toEqual([
      'Then paste the verification code shown on the page and press Enter:',
      'The code was not accepted. Check it against the page and paste it again (2 tries left):',
      'The code was not accepted. Check it against the page and paste it again (1 try left):',
    ]);
    expect(result.err).not.toMatch(/idle for two hours|revoked/);
    expect(result.err).toMatch(/Local demo: active/);
    expect(result.code).toBe(0);
    expect(result.stored?.environment.oauthUrl).toBe(broker.url);
  });

  it('three wrong codes: gives up clearly, exit 3, nothing stored', async () => {
    const result = await login(['WRONG1', 'WRONG2', 'WRONG3', 'RIGHT']);
    expect(result.prompts).toHaveLength(3);
    expect(result.err).toMatch(
      /^strikeboard: The verification code was not accepted, 3 times\. Start the sign-in again and copy the code exactly as the authorize page shows it\.$/m,
    );
    expect(result.err).not.toMatch(/idle for two hours|revoked/);
    expect(result.code).toBe(3);
    expect(result.stored).toBeNull();
  });

  it('something that is not a code counts as a try and is asked again too', async () => {
    const result = await login(['not a code!', 'RIGHT']);
    expect(result.prompts[1]).toBe(
      'That does not look like the code from the authorize page: it is a short run of letters and digits, for example WXYZ89. Paste it again (2 tries left):',
    );
    expect(result.code).toBe(0);
  });

  it('input that ends while asked again is a cancelled sign-in (exit 3)', async () => {
    const result = await login(['WRONG1']);
    expect(result.err).toMatch(/^strikeboard: Sign-in cancelled\.$/m);
    expect(result.code).toBe(3);
  });
});
