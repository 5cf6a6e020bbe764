/**
 * The `strikeboard` command: parse, run, and turn the outcome into an exit code. Expected failures
 * print their message (and the provider's words) on standard error.
 */
import type { Result } from '../shared/result.ts';
import type { CliIo } from './io/cli-io.ts';
import { runAccounts } from './commands/accounts.ts';
import { runAlert, runAlerts } from './commands/alerts.ts';
import { runAnalyze } from './commands/analyze.ts';
import { runBalance } from './commands/balance.ts';
import { runPositions } from './commands/positions.ts';
import { runChain } from './commands/chain.ts';
import { runExpiries } from './commands/expiries.ts';
import { runTerm } from './commands/term.ts';
import { runQuota } from './commands/quota.ts';
import { runQuote } from './commands/quote.ts';
import { runForget } from './commands/forget.ts';
import { runLogin } from './commands/login.ts';
import { runOrder } from './commands/order.ts';
import { runOrders } from './commands/orders.ts';
import { runSign } from './commands/sign.ts';
import { runLogout, runRenew, runStatus } from './commands/stored-sessions.ts';
import { EXIT, exitCodeOf, type CommandOutcome } from './exit-codes.ts';
import { parseCommand, USAGE } from './flags/parse-command.ts';
import { commandUsage } from './usage.ts';
import { APP_VERSION } from './version.ts';
import { keychainHelp } from './session/keychain-help.ts';

/** Runs one command line; resolves the process exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const command = parseCommand(argv);
  if (!command.ok) {
    io.err(`strikeboard: ${command.error.message}`);
    io.err('Run `strikeboard help` for usage.');
    return EXIT.usage;
  }
  let result: Result<void | CommandOutcome>;
  switch (command.data.name) {
    case 'help':
      // Asked for, the help is the answer (standard output); with no command at all it is a usage error.
      if (!command.data.asked) {
        io.err(USAGE);
        return EXIT.usage;
      }
      io.out(command.data.topic === null ? USAGE : commandUsage(command.data.topic));
      return EXIT.ok;
    case 'version':
      io.out(`strikeboard ${APP_VERSION}`);
      return EXIT.ok;
    case 'sign':
      result = runSign(command.data, io);
      break;
    case 'login':
      result = await runLogin(command.data, io);
      break;
    case 'status':
      result = await runStatus(command.data, io);
      break;
    case 'renew':
      result = await runRenew(command.data, io);
      break;
    case 'logout':
      result = await runLogout(command.data, io);
      break;
    case 'forget':
      result = await runForget(command.data, io);
      break;
    case 'chain':
      result = await runChain(command.data, io);
      break;
    case 'orders':
      result = await runOrders(command.data, io);
      break;
    case 'accounts':
      result = await runAccounts(command.data, io);
      break;
    case 'expiries':
      result = await runExpiries(command.data, io);
      break;
    case 'term':
      result = await runTerm(command.data, io);
      break;
    case 'quote':
      result = await runQuote(command.data, io);
      break;
    case 'quota':
      result = await runQuota(command.data, io);
      break;
    case 'order':
      result = await runOrder(command.data, io);
      break;
    case 'positions':
      result = await runPositions(command.data, io);
      break;
    case 'balance':
      result = await runBalance(command.data, io);
      break;
    case 'alerts':
      result = await runAlerts(command.data, io);
      break;
    case 'alert':
      result = await runAlert(command.data, io);
      break;
    case 'analyze':
      result = await runAnalyze(command.data, io);
      break;
  }
  if (result.ok) return result.data === 'partial' ? EXIT.partial : EXIT.ok;
  io.err(`strikeboard: ${result.error.message}`);
  if (result.error.detail !== undefined && result.error.detail !== '') {
    io.err('  details (verbatim):');
    for (const line of result.error.detail.split('\n')) io.err(`    ${line}`);
  }
  if (result.error.code === 'keychain-unavailable') for (const line of keychainHelp(io.platform, argv)) io.err(line);
  return exitCodeOf(result.error);
}
