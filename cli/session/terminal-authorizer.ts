/**
 * The command line's Authorizer: print the authorize URL, open the browser when there is one, and
 * read what the user pastes: the code shown on the page, or the callback address the browser was
 * sent to (the session extracts and validates the verifier). A code the provider did not accept
 * is asked for again, with what was wrong and how many tries are left.
 */
import type { Authorizer } from '../../electron/backend/services.ts';
import type { CliIo } from '../io/cli-io.ts';

/** An Authorizer over the terminal. The URL goes to standard output on a line of its own. */
export function terminalAuthorizer(io: CliIo, options: { browser: boolean }): Authorizer {
  const read = async (signal: AbortSignal): Promise<{ verifier: string } | { cancelled: true; reason: string }> => {
    const line = await io.readLine(signal);
    if (line === null) return { cancelled: true, reason: signal.aborted ? 'the request token expired' : 'no code was entered' };
    return { verifier: line };
  };
  return {
    async authorize({ authorizeUrl, callbackUrl, signal }) {
      io.err('Open this address, log in and press Accept:');
      io.out(authorizeUrl);
      if (options.browser) {
        const opened = await io.openBrowser(authorizeUrl);
        io.err(opened ? '(opened in your browser)' : '(no browser could be opened here: copy the address)');
      }
      io.err(
        callbackUrl === null
          ? 'Then paste the verification code shown on the page and press Enter:'
          : 'Then paste the address your browser was sent to (or its oauth_verifier) and press Enter:',
      );
      return read(signal);
    },
    async askAgain({ problem, triesLeft, signal }) {
      io.err(`${problem} (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left):`);
      return read(signal);
    },
  };
}
