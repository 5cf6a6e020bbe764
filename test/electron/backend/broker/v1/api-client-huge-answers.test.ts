/**
 * Answers of hostile size on loopback, with the real decoders: a quote answer of 300,000 messages
 * (it threw a stack overflow where the batches' problems were spread into one list), and option
 * chains beyond what one chain view shows (chain-size.ts): refused with their size and a window to
 * ask for, counted at the estimate they were admitted on (never at their size), and not asked for
 * again; an answer far beyond the window asked for is the provider's fault and is not remembered.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CHAIN_STRIKES } from '../../../../../electron/backend/broker/chain-size.ts';
import { UNSEEN_LADDER_COST } from '../../../../../electron/backend/broker/v1/api-client.ts';
import { quotesFor } from './v1-canned.ts';
import { loopbackClient, suiteLoopback } from './v1-loopback.ts';
import type { ChainQuery } from '../../../../../shared/domain/chain-query.ts';

const loopback = suiteLoopback();
const realClient = () => loopbackClient(loopback(), { now: '2026-03-10T15:00:00Z', timeoutMs: 30_000 });

/** A chain answer of `pairs` one-sided pairs, as small as a pair can be (about 30 bytes each). */
const compactChain = (pairs: number): string =>
  `{"OptionChainResponse":{"SelectedED":{"month":3,"year":2026,"day":20},"OptionPair":[${Array.from({ length: pairs }, (_, i) => `{"Call":{"strikePrice":${i + 1}}}`).join(',')}]}}`;

const chainRequests = (): string[] => loopback().received.filter((url) => url.includes('/optionchains'));
const base: ChainQuery = { underlier: 'SPX', month: 3, year: 2026, day: 20, chainType: 'CALLPUT', includeAdjusted: false };

describe('a quote answer of 300,000 messages', () => {
  it('is a Result with every message, not a stack overflow', async () => {
    const body = `{"QuoteResponse":{"Messages":{"Message":[${Array.from({ length: 300_000 }, () => '{"code":1019}').join(',')}]}}}`;
    loopback().setScript(() => ({ status: 200, body }));
    const result = await realClient().client.getQuotes(['AAPL']);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.quotes).toEqual([]);
    // Every message, and the symbol none of them named.
    expect(result.data.problems).toHaveLength(300_001);
    expect(result.data.problems.at(-1)).toEqual({ symbol: 'AAPL', code: null, message: 'The provider sent no quote for AAPL.' });
  });
});

describe('a chain beyond what one view shows', () => {
  const rows = 2 * MAX_CHAIN_STRIKES;

  it('is refused with its size and a window to ask for, counted at its estimate, and not asked for again', async () => {
    const body = compactChain(rows);
    loopback().setScript((url) => (url.includes('/optionchains') ? { status: 200, body } : { status: 200, body: quotesFor(url) }));
    const { client, meter } = realClient();
    const first = await client.getOptionChain(base);
    expect(first).toEqual({
      ok: false,
      error: {
        code: 'invalid-argument',
        message:
          'The option chain of SPX for 2026-03-20 has 20,000 strikes, more than the 10,000 one chain view shows, so it was not loaded. Ask for a window instead: up to 2,000 strikes around a price (noOfStrikes with strikePriceNear; on the command line, --strikes with --near).',
      },
    });
    // The estimate it was admitted on (and the underlier's quote), not the 40,000 quotes of its size.
    expect(meter.snapshot().modules.markets.used).toBe(UNSEEN_LADDER_COST + 1);
    expect(chainRequests()).toHaveLength(1);

    const again = await client.getOptionChain({ ...base, strikesNear: 150 });
    expect(again.ok).toBe(false);
    expect(!again.ok && again.error.message).toMatch(
      /has 20,000 strikes \(its last answer\), .* so it was not asked for again and no quotes were spent\. Ask for a window/,
    );
    expect(chainRequests()).toHaveLength(1);
    expect(meter.snapshot().modules.markets.used).toBe(UNSEEN_LADDER_COST + 1);

    // A window of it is asked for, and shown.
    loopback().setScript((url) => (url.includes('/optionchains') ? { status: 200, body: compactChain(20) } : { status: 200, body: quotesFor(url) }));
    const window = await client.getOptionChain({ ...base, strikesNear: 150, strikeCount: 20 });
    expect(window.ok && window.data.chain.expiries[0]?.strikes).toHaveLength(20);
    expect(chainRequests()).toHaveLength(2);
  });

  it('answered to a window of 10 is the provider’s fault: refused as malformed, and the window is asked for again', async () => {
    const body = compactChain(MAX_CHAIN_STRIKES + 1);
    loopback().setScript((url) => (url.includes('/optionchains') ? { status: 200, body } : { status: 200, body: quotesFor(url) }));
    const { client } = realClient();
    const query = { ...base, strikesNear: 150, strikeCount: 10 };
    const first = await client.getOptionChain(query);
    expect(first).toMatchObject({
      ok: false,
      error: { code: 'malformed', message: expect.stringMatching(/came back with 10,001 strikes where 10 were asked for/) },
    });
    await client.getOptionChain(query);
    expect(chainRequests()).toHaveLength(2);
  });

  it('at the limit is shown', async () => {
    loopback().setScript((url) =>
      url.includes('/optionchains') ? { status: 200, body: compactChain(MAX_CHAIN_STRIKES) } : { status: 200, body: quotesFor(url) },
    );
    const result = await realClient().client.getOptionChain(base);
    expect(result.ok && result.data.chain.expiries[0]?.strikes).toHaveLength(MAX_CHAIN_STRIKES);
  });
});
