import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInFlight } from '../../../e2e/harness/in-flight.ts';

/** Work the test finishes by hand. */
function gate<T = void>() {
  let open: (value: T) => void = () => {};
  let refuse: (error: Error) => void = () => {};
  const done = new Promise<T>((resolve, reject) => {
    open = resolve;
    refuse = reject;
  });
  return { done, open, refuse };
}

/** Lets the event loop go round `n` times (no time passes). */
const turns = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** Whether `promise` has settled after a few turns of the event loop. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await turns(10);
  return settled;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('in-flight tracking: what the backend is still doing', () => {
  it('is settled at once when nothing is in flight', async () => {
    const inFlight = createInFlight();
    expect(inFlight.pending()).toEqual([]);
    expect(await hasSettled(inFlight.settled())).toBe(true);
  });

  it('waits for tracked work, whatever its outcome, and names it meanwhile', async () => {
    const inFlight = createInFlight();
    const call = gate<string>();
    const failing = gate();
    const tracked = inFlight.track('bridge orders:refresh', call.done);
    void inFlight.track('bridge orders:watch', failing.done).catch(() => {});
    expect(inFlight.pending().map((p) => p.label)).toEqual(['bridge orders:refresh', 'bridge orders:watch']);
    const settled = inFlight.settled();
    expect(await hasSettled(settled)).toBe(false);
    call.open('answer');
    expect(await tracked).toBe('answer');
    expect(await hasSettled(settled)).toBe(false);
    failing.refuse(new Error('page closed'));
    expect(await hasSettled(settled)).toBe(true);
    expect(inFlight.pending()).toEqual([]);
  });

  it('catches work that a promise chain starts after the count went to zero', async () => {
    const inFlight = createInFlight();
    const late = gate();
    // A timer callback that awaits a few things before its request: zero in flight for a moment.
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => inFlight.track('late request', late.done));
    const settled = inFlight.settled();
    expect(await hasSettled(settled)).toBe(false);
    late.open();
    expect(await hasSettled(settled)).toBe(true);
  });

  it('fails loudly after its time limit, naming what is still in flight', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-10T18:00:00Z') });
    const inFlight = createInFlight({ timeoutMs: 15_000 });
    void inFlight.track('GET http://127.0.0.1:9/v1/accounts/83405188/orders', new Promise(() => {}));
    const settled = inFlight.settled();
    const outcome = settled.then(
      () => 'settled',
      (error: unknown) => String(error),
    );
    await vi.advanceTimersByTimeAsync(14_000);
    expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await outcome).toMatch(/still busy after 15000 ms: GET http:\/\/127\.0\.0\.1:9\/v1\/accounts\/83405188\/orders \(for 1[56]\d{3} ms\)/);
  });
});

describe('in-flight tracking of fetch', () => {
  const reply =
    (body: string | null, status = 200) =>
    async () =>
      new Response(body, { status, headers: { 'content-type': 'text/plain' } });

  it('counts a request until its body has been read, not only until the headers came', async () => {
    const inFlight = createInFlight();
    const fetchFn = inFlight.wrapFetch(reply('order list'));
    const response = await fetchFn('http://127.0.0.1:9/v1/accounts/1/orders?count=25', { method: 'GET' });
    expect(inFlight.pending().map((p) => p.label)).toEqual(['GET http://127.0.0.1:9/v1/accounts/1/orders']);
    const settled = inFlight.settled();
    expect(await hasSettled(settled)).toBe(false);
    expect(await response.text()).toBe('order list');
    expect(await hasSettled(settled)).toBe(true);
  });

  it('keeps what the backend reads of an answer: status, headers, url, body stream', async () => {
    const inFlight = createInFlight();
    const original = new Response('x'.repeat(100_000), { status: 401, statusText: 'Unauthorized', headers: { 'www-authenticate': 'OAuth' } });
    Object.defineProperty(original, 'url', { value: 'http://127.0.0.1:9/oauth/request_token' });
    const response = await inFlight.wrapFetch(async () => original)('http://127.0.0.1:9/oauth/request_token', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(response.statusText).toBe('Unauthorized');
    expect(response.headers.get('www-authenticate')).toBe('OAuth');
    expect(response.url).toBe('http://127.0.0.1:9/oauth/request_token');
    const reader = response.body?.getReader();
    let length = 0;
    for (let chunk = await reader?.read(); chunk !== undefined && !chunk.done; chunk = await reader?.read()) length += chunk.value.length;
    expect(length).toBe(100_000);
    expect(inFlight.pending()).toEqual([]);
  });

  it('ends the count when the request fails, when the answer has no body, and when the body is cancelled', async () => {
    const inFlight = createInFlight();
    const refused = inFlight.wrapFetch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(refused('http://127.0.0.1:9/a')).rejects.toThrow('fetch failed');
    expect(inFlight.pending()).toEqual([]);

    const empty = await inFlight.wrapFetch(reply(null, 204))('http://127.0.0.1:9/b');
    expect(empty.status).toBe(204);
    expect(inFlight.pending()).toEqual([]);

    const unread = await inFlight.wrapFetch(reply('too big'))('http://127.0.0.1:9/c');
    expect(inFlight.pending()).toHaveLength(1);
    await unread.body?.cancel('over the size cap');
    expect(inFlight.pending()).toEqual([]);
  });

  it('ends the count when the body breaks off half way', async () => {
    const inFlight = createInFlight();
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('half'));
        controller.error(new TypeError('terminated'));
      },
    });
    const response = await inFlight.wrapFetch(async () => new Response(broken))('http://127.0.0.1:9/d');
    await expect(response.text()).rejects.toThrow('terminated');
    expect(inFlight.pending()).toEqual([]);
  });
});
