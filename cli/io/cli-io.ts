/**
 * Everything the command line touches, injected so the commands can be run in-process by tests
 * and by the entry point with the real terminal, keychain and network.
 */
import type { Result } from '../../shared/result.ts';
import type { CredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import type { Clock, Fetch, NonceSource } from '../../electron/backend/services.ts';

export interface CliIo {
  /** Primary output (results a script may read). */
  out(line: string): void;
  /** Messages for the person: progress, prompts, errors. */
  err(line: string): void;
  /** Reads one line typed by the user; null at end of input or when `signal` aborts. */
  readLine(signal: AbortSignal): Promise<string | null>;
  env: Readonly<Record<string, string | undefined>>;
  readFile(path: string): Promise<string>;
  /**
   * A file of the app's data folder (its settings): the text, or null when there is none. Only a
   * plain file of at most `maxBytes` is read (electron/backend/plain-file.ts): a named pipe, a link
   * or anything larger is refused with an Error that says what was found, and nothing blocks.
   */
  readDataFile(path: string, maxBytes: number): Promise<string | null>;
  /** Opens a URL in the system browser when there is one; false when it did not. */
  openBrowser(url: string): Promise<boolean>;
  /** The keychain vault, or the session-only one when asked and no keychain is available. */
  openVault(options: { sessionOnly: boolean }): Promise<Result<CredentialVault>>;
  /** Which keychain to talk about when there is none. */
  platform: NodeJS.Platform;
  clock: Clock;
  fetch: Fetch;
  nonce: NonceSource;
  /**
   * Aborts when the user interrupts (Ctrl+C); only commands that run until interrupted
   * (`orders --watch`) ask, so the others keep the default of ending at once.
   */
  interrupted?(): AbortSignal;
}
