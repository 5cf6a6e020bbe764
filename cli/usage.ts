/**
 * `strikeboard help` and `strikeboard <command> --help`: every command and flag, the output
 * streams and the exit codes (one table, exit-codes.ts, so the help and the codes cannot drift).
 * Each command's entry is written once; the whole help and a command's own help are built from it.
 */
import { EXIT_CODE_LINES } from './exit-codes.ts';

/** Each command's entry of the help: its flags and what it does, in the order the help lists them. */
const ENTRIES = {
  login: `  login   [--env demo|sandbox|production|<file.json>] [--api v1|legacy] [--broker-url URL]
          [--no-browser] [--session-only]
          Sign in: prints the authorize URL, opens the browser, then reads the code you paste.
          The session remembers the API generation (--api, else the environment's).`,
  status: `  status  [--env ...] [--json]    Show the stored session of each environment (or one).`,
  renew: `  renew   [--env ...]             Renew an idle access token.`,
  logout: `  logout  [--env ...]             Revoke the access token and forget it.`,
  forget: `  forget  --env ...               Revoke the access token, then remove it and the consumer key
                                  stored for that environment (the next login starts afresh).`,
  chain: `  chain   --symbol SYM [--expiry YYYY-MM-DD] [--near PRICE] [--strikes N] [--weekly]
          [--category standard|all|mini] [--type CALL|PUT|CALLPUT] [--show-adjusted]
          The option chain of an underlier for one expiry (the nearest when none is named):
          bid, ask, last, volume, open interest, IV and delta per side around the strike.
          The legacy API: --underlier SYM --month M|NAME --year YYYY (calls | strike | puts).`,
  term: `  term    --symbol SYM [--all]
          The term structure (current API): ATM IV, days and expected move of the nearest 12
          expiries (--all: every listed one), from the 2 strikes nearest the price of each.`,
  expiries: `  expiries --symbol SYM [--type weekly|monthly|quarterly|all]
          The option expiry dates of an underlier, nearest first, with days to expiry.`,
  quote: `  quote   SYMBOL...               Quotes of underliers (last, change, bid, ask, volume, status).`,
  accounts: `  accounts                        The signed-in user's accounts (id, key, description, name,
                                  type, status); closed accounts listed apart.`,
  quota: `  quota   [--env ...] [--json]    The hourly request budget used, per module.`,
  orders: `  orders  --account ID|KEY [--today | --from YYYY-MM-DD --to YYYY-MM-DD] [--status S] [--symbol X[,Y]]
          [--security-type EQ|OPTN|MF|MMF] [--count N] [--marker M | --all] [--watch]
          Today's orders of an account (legacy API: one page, newest first, the next page's marker
          printed, or --all pages; current API: the whole day, by the rule in docs/user-guide.md), or a
          history window (current API; --status, --symbol, --security-type sent to the server;
          the first 2,000 orders unless --all), or --watch to keep refreshing today's and print
          what changes (Ctrl+C ends it). An account ID is resolved to its key on the current API;
          a key starting with - is written --account=KEY.`,
  order: `  order   --account KEY --id N
          One order (current API) with its event timeline: placed, sent, executed, cancelled...`,
  positions: `  positions --account ID|KEY | --all-accounts [--view quick|complete]
          The positions of an account (current API), every page, grouped by underlier: quantity,
          last, change, day's gain, total gain, market value, cost, share of the portfolio; with
          --view complete also delta, theta, IV and days to expiry, and the account's net delta
          and theta in share equivalents. --all-accounts: every open account, with its ID.`,
  balance: `  balance --account ID|KEY
          The account's balance (current API): its value, cash, buying power, what is held for
          open orders, and on a margin account its margin figures.`,
  alerts: `  alerts  [--status unread|read] [--category stock|account] [--count N]
          The platform's alerts (current API), newest first: number, time in New York, read or
          unread, subject; 25 unless --count asks for up to 300 (no paging). An empty inbox is
          "No alerts.". A saved list is filtered by --status and cut to --count here; --category
          names the category it was asked with.`,
  alert: `  alert   --id N
          One alert (current API): subject, time, read or not, its symbol (an option as the
          option) and the message as plain text (never rendered). Reading may mark it read at
          the platform; nothing deletes an alert.`,
  analyze: `  analyze --symbol SYM --leg "+1 2027-03-19 270C" [--leg ...] [--stock +100[@PRICE]] [--date YYYY-MM-DD]
          [--iv-shift N] [--range LOW:HIGH] [--points N] [--price mid|natural] [--spot PRICE]
          What the strategy makes or loses (current API): each leg at its own IV and entered at the
          mid (or the natural price), the net debit or credit, max profit and loss, breakevens, the
          probability of profit, the greeks, and P/L by price at the first expiry and on --date (now
          by default), IV shifted by --iv-shift vol points. --spot analyses as if the underlier
          were at that price (and gives the price a saved chain, --input, carries none of).
  analyze --account ID|KEY --position SYM [--date ...] [--iv-shift N] [--range LOW:HIGH] [--spot PRICE]
          The same of what the account holds of SYM, shares and options at their real quantities,
          each entered at its cost and priced at the IV its mark implies: its P/L now is the
          provider's total gain. --input takes a saved portfolio page.`,
  sign: `  sign    --method M --url U [--timestamp T] [--nonce N] [--form BODY] [--callback oob] [--query]
          Print the signature base string, signature and Authorization header for the credentials
          in STRIKEBOARD_CONSUMER_KEY, STRIKEBOARD_CONSUMER_SECRET, STRIKEBOARD_TOKEN and
          STRIKEBOARD_TOKEN_SECRET (the token pair is optional; without it and with --callback oob,
          the request-token step).`,
} as const;

/** A command the help has an entry for. */
export type HelpTopic = keyof typeof ENTRIES;

/** The flags every command that reads data takes (the entries from chain to analyze). */
const DATA_FLAGS = `          These take [--env ...] [--broker-url URL] [--api v1|legacy] (the API generation, the
          session's by default; for a saved chain, what the file holds) [--format json|xml] (wire
          format asked of the provider) [--json] (print the decoded model as JSON instead of a
          table) and [--input FILE] (decode a saved response instead of calling the provider).
          They use the session stored by \`strikeboard login\`.`;

const DATA_COMMANDS: ReadonlySet<HelpTopic> = new Set([
  'analyze',
  'chain',
  'term',
  'expiries',
  'quote',
  'accounts',
  'orders',
  'order',
  'positions',
  'balance',
  'alerts',
  'alert',
]);

/** What the whole help says after the commands (a command's own help, what concerns it). */
const KEYCHAIN = `Every command but sign needs the system keychain (on Linux a Secret Service, such as
gnome-keyring, unlocked, on the session D-Bus); without one it says how to start one.`;

const ENVIRONMENTS = `Environments: demo (the local demo broker: --broker-url or STRIKEBOARD_DEMO_URL, as printed by
\`npm run demo-broker\`), sandbox and production (the platform's hosts, built in), or the path
of an environment file (JSON: sandbox true|false, optional api "v1"|"legacy" (v1 when absent),
optional hosts oauthUrl, authorizeUrl, apiUrl, legacyUrl (each left out takes the built-in one),
optional credentialsInQuery, callbackUrl and wireFormat).
Consumer credentials for login come from STRIKEBOARD_CONSUMER_KEY and STRIKEBOARD_CONSUMER_SECRET
(kept in the keychain once signed in), else from the keychain, else for the demo the demo broker's
built-in key; login names the key it uses (masked) and where it came from, and \`strikeboard
forget --env E\` removes a stored one.`;

const STREAMS = `Standard output holds the data a script reads; errors, warnings and progress go to standard error.`;

const EXIT_CODES = `Exit codes (each means one thing; a script may retry 4, never 2):
${EXIT_CODE_LINES}`;

/** The whole help (`strikeboard help`): the entries, the data commands' flags after alert's, then the rest. */
export const USAGE = [
  [
    'Usage: strikeboard <command> [flags]',
    '',
    'Commands:',
    ...Object.entries(ENTRIES).flatMap(([topic, entry]) => (topic === 'analyze' ? [entry, DATA_FLAGS] : [entry])),
  ].join('\n'),
  KEYCHAIN,
  ENVIRONMENTS,
  STREAMS,
  EXIT_CODES,
].join('\n\n');

/** The entry's first line without the help's column alignment. */
const usageLine = (entry: string): string => entry.trimStart().replace(/^(\S+) +/, '$1 ');

/** One command's help (`strikeboard <command> --help`): its entry, the flags it shares, the rules that apply, where to read more. */
export function commandUsage(topic: HelpTopic): string {
  const parts = [`Usage: strikeboard ${usageLine(ENTRIES[topic])}`];
  if (DATA_COMMANDS.has(topic))
    parts.push(
      DATA_FLAGS.replace(/^ +These take/, `${topic} also takes`)
        .replace(/^ +/gm, '')
        .replace(/They use/, 'It uses'),
    );
  if (topic !== 'sign') parts.push(KEYCHAIN);
  if (topic === 'login' || DATA_COMMANDS.has(topic)) parts.push(ENVIRONMENTS);
  parts.push(STREAMS, EXIT_CODES, '`strikeboard help` lists every command; docs/cli.md is the guide.');
  return parts.join('\n\n');
}
