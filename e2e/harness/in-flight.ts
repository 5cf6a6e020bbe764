/**
 * What the backend is still doing, for the e2e clock: its requests to the broker (until their body
 * has been read) and the page's calls through the bridge. The clock moves on only when nothing is
 * left, so a renew or a refresh that a timer started always finishes first, however slow the
 * machine, and no fixed real-time wait guesses how long that takes. (Events pushed to the page are
 * not waited for: the backend is done with them, and specs wait for what the page shows.)
 */

/** One piece of work in flight: what it is and since when (real time). */
export interface InFlightItem {
  readonly label: string;
  readonly startedAt: number;
}

export interface InFlight {
  /** Counts `work` as in flight under `label` until it settles; returns it unchanged. */
  track<T>(label: string, work: Promise<T>): Promise<T>;
  /** A fetch whose requests count until their body has been read, cancelled or broken off. */
  wrapFetch(fetchFn: typeof fetch): typeof fetch;
  /** What is in flight now, oldest first. */
  pending(): InFlightItem[];
  /**
   * Resolves once nothing has been in flight for a few turns of the event loop (work that a timer
   * starts after some awaits is caught); rejects after the time limit, naming what is still out.
   */
  settled(): Promise<void>;
}

export interface InFlightOptions {
  /** Real milliseconds `settled` waits before it fails. */
  timeoutMs?: number;
  /** Event-loop turns with nothing in flight that count as settled. */
  quietTurns?: number;
}

/** Request as the failure message names it: method and URL without the query (no signatures in logs). */
function requestLabel(input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1]): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  try {
    const url = new URL(raw);
    return `${method} ${url.origin}${url.pathname}`;
  } catch {
    return `${method} ${raw}`;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createInFlight(options: InFlightOptions = {}): InFlight {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const quietTurns = options.quietTurns ?? 3;
  const items = new Map<number, InFlightItem>();
  let nextId = 1;
  let changed: (() => void)[] = [];

  const begin = (label: string): (() => void) => {
    const id = nextId++;
    items.set(id, { label, startedAt: Date.now() });
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      items.delete(id);
      const waiting = changed;
      changed = [];
      for (const wake of waiting) wake();
    };
  };

  /** A body that ends the count when it is read to the end, breaks off or is cancelled. */
  const trackedBody = (body: ReadableStream<Uint8Array>, end: () => void): ReadableStream<Uint8Array> => {
    const reader = body.getReader();
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const chunk = await reader.read();
          if (chunk.done) {
            end();
            controller.close();
          } else controller.enqueue(chunk.value);
        } catch (error) {
          end();
          controller.error(error);
        }
      },
      async cancel(reason) {
        end();
        await reader.cancel(reason);
      },
    });
  };

  const pending = (): InFlightItem[] => [...items.values()];

  const describe = (): string => {
    const now = Date.now();
    return pending()
      .map((item) => `${item.label} (for ${now - item.startedAt} ms)`)
      .join('; ');
  };

  /** Resolves true when something in flight ends, false when `ms` pass first. */
  const untilChangeOr = (ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      changed.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  return {
    track(label, work) {
      const end = begin(label);
      work.then(end, end);
      return work;
    },
    wrapFetch(fetchFn) {
      return async (input, init) => {
        const end = begin(requestLabel(input, init));
        let response: Response;
        try {
          response = await fetchFn(input, init);
        } catch (error) {
          end();
          throw error;
        }
        if (response.body === null) {
          end();
          return response;
        }
        const tracked = new Response(trackedBody(response.body, end), {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
        // A new Response has no URL of its own; keep the one the backend may read.
        Object.defineProperty(tracked, 'url', { value: response.url });
        Object.defineProperty(tracked, 'redirected', { value: response.redirected });
        return tracked;
      };
    },
    pending,
    async settled() {
      const deadline = Date.now() + timeoutMs;
      let quiet = 0;
      while (quiet < quietTurns) {
        if (items.size === 0) {
          await nextTurn();
          quiet = items.size === 0 ? quiet + 1 : 0;
          continue;
        }
        quiet = 0;
        const left = deadline - Date.now();
        if (left <= 0 || !(await untilChangeOr(left))) {
          if (items.size === 0) continue;
          throw new Error(`The backend is still busy after ${timeoutMs} ms: ${describe()}`);
        }
      }
    },
  };
}
