/**
 * The effects the backend is built from. Nothing in electron/backend reaches the outside world
 * except through one of these, so tests pass real-but-local or controlled implementations.
 */

/** Wall-clock time. Tests pass a fake clock and move it by hand. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Run `fn` after `ms` (in this clock's time); returns a cancel function. */
  setTimeout(fn: () => void, ms: number): () => void;
}

/** The system clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    return () => clearTimeout(handle);
  },
};

/** The fetch of the WHATWG standard (global `fetch` in Node and Electron main). */
export type Fetch = typeof fetch;

/** Random nonces for OAuth requests. */
export type NonceSource = () => string;

/** The OS keychain through the keytar API (getPassword / setPassword / deletePassword). */
export interface SecretStore {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** A desktop notification; `onClick` brings the app forward on the subject. */
export interface Notifier {
  notify(note: { title: string; body: string; onClick?: () => void }): void;
  /** The platform renders markup in bodies (Linux notification servers): the backend escapes them. */
  readonly bodyMarkup?: boolean;
}

/**
 * Lets the user approve a request token in a browser-style window and yields the verifier.
 * Electron: a popup; CLI: the system browser and a typed code; e2e: a Playwright page.
 */
export interface Authorizer {
  authorize(request: {
    authorizeUrl: string;
    requestToken: string;
    callbackUrl: string | null;
    signal: AbortSignal;
  }): Promise<{ verifier: string } | { cancelled: true; reason: string }>;
  /**
   * Asks for the code once more after the provider did not accept it (a typing mistake), while
   * the request token lives: `problem` says what was wrong, `triesLeft` counts this one. Only
   * authorizers where the user types the code (the terminal) offer it; without it, a refused
   * code ends the sign-in.
   */
  askAgain?(request: { problem: string; triesLeft: number; signal: AbortSignal }): Promise<{ verifier: string } | { cancelled: true; reason: string }>;
}

/**
 * The raw persisted settings document: the shape of both electron-store and conf instances
 * (`store` getter/setter and the file `path`).
 */
export interface KeyValueFile {
  store: Record<string, unknown>;
  readonly path: string;
}

/** Where the backend reports things a person or a developer should know about. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The local demo broker as the backend uses it (started on demand, in-process in the app). */
export interface DemoBrokerHandle {
  url: string;
  consumers: ReadonlyArray<{ key: string; secret: string; kind: 'production' | 'sandbox'; callbackUrl: string | null; owner: string }>;
  close(): Promise<void>;
}
