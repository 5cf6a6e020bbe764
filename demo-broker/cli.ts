/**
 * `npm run demo-broker`: starts the demo broker standalone and prints what a person or a script
 * needs to use it. Runs until interrupted.
 */
import { CliUsageError, parseCliArgs, USAGE, type CliCommand } from './cli-options.ts';
import { startDemoBroker, type DemoBroker, type DemoBrokerOptions } from './index.ts';
import type { DemoAccountSummary } from './broker-types.ts';

/** The start-up banner: base URL, consumer keys and secrets, users, accounts. */
export function describeBroker(broker: DemoBroker, options: DemoBrokerOptions): string {
  const storedSample = options.storedSample ?? false;
  const faults = Object.keys(options.faults ?? {}).length > 0 ? `Faults injected: ${JSON.stringify(options.faults)}` : 'Faults injected: none';
  const lines = [
    `Strikeboard demo broker listening on ${broker.url}${storedSample ? '  (stored-sample mode)' : ''}`,
    `  OAuth, authorize, API and legacy base URL: ${broker.url}`,
    `  Authorize page: ${broker.url}/authorize?key=<consumer key>&token=<request token>`,
    `  Sandbox paths: /market/sandbox/rest/..., /order/sandbox/rest/..., /sandbox/v1/...`,
    `  ${faults}`,
    `  Rate limit per hour per consumer key: ${options.rateLimit ? JSON.stringify(options.rateLimit) : 'off'}`,
    `  Order volume: ${options.volume === 'load' ? 'load (large books, about 1,200 orders a day in the busy account)' : 'day (a few orders an hour)'}`,
    '',
    'Consumers:',
    ...broker.consumers.map(
      (c) => `  ${c.kind.padEnd(10)} key=${c.key}  secret=${c.secret}  owner=${c.owner}  callback=${c.callbackUrl ?? 'none (code shown to copy)'}`,
    ),
    '',
    'Users (authorize page log-in):',
    ...broker.users.map((u) => `  ${u.username} / ${u.password}`),
    '',
    'Accounts (sign in as their user to see them):',
    ...broker.accounts.map(
      (a) => `  ${a.accountId}  ${a.description.padEnd(28)} user ${a.owner.padEnd(6)} ${todayWords(a.today)} so far today  v1 key ${a.accountIdKey}`,
    ),
    '',
    `Try: curl -i ${broker.url}/v1/accounts/list   (unsigned: 401 oauth_problem=parameter_absent)`,
    'Press Ctrl+C to stop.',
  ];
  return lines.join('\n');
}

/**
 * "1,447 orders (174 of them in 87 group orders)": the words the app and the command line say
 * for the same count (shared/domain/order-count.ts; the demo shares no client code).
 */
function todayWords({ orders, groups, inGroups }: DemoAccountSummary['today']): string {
  const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const all = count(orders, 'order', 'orders');
  return groups === 0 ? all : `${all} (${inGroups.toLocaleString('en-US')} of them in ${count(groups, 'group order', 'group orders')})`;
}

async function main(argv: string[]): Promise<void> {
  let command: CliCommand;
  try {
    command = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(`demo-broker: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (command.help) {
    console.log(USAGE);
    return;
  }
  const broker = await startDemoBroker(command.options);
  console.log(describeBroker(broker, command.options));
  const stop = () => {
    broker.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`demo-broker: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
