/**
 * `strikeboard quota [--env E]`: the hourly request budget of the environment's consumer key, per
 * module (accounts, market data in quotes, orders): used this hour, the limit, and the level.
 *
 * The use comes from a meter source, injected: the backend's quota meter (quota-meter.ts, built
 * with the current API's client) plugs in here. Until one is given, the command says so and shows
 * the budgets alone, never a made-up use.
 */
import { DEFAULT_QUOTA_PER_HOUR, QUOTA_MODULE_LABELS, QUOTA_MODULES, type QuotaSnapshot } from '../../../shared/domain/quota.ts';
import { formatNewYorkDateTime } from '../../../shared/domain/market-time.ts';
import { ok, type Result } from '../../../shared/result.ts';
import type { CliIo } from '../cli-io.ts';
import type { MarketCommand } from '../market-flags.ts';
import { renderTable } from '../text-table.ts';

type QuotaCommand = Extract<MarketCommand, { name: 'quota' }>;

/** Where the use of this hour comes from; `null` when nothing meters this environment. */
export type QuotaSource = (command: QuotaCommand, io: CliIo) => Promise<Result<QuotaSnapshot | null>>;

/** No meter: the budgets alone. */
export const NO_METER: QuotaSource = () => Promise.resolve(ok(null));

const count = (n: number): string => n.toLocaleString('en-US');

/** The lines of a snapshot, or of the budgets alone when there is none. */
export function quotaLines(snapshot: QuotaSnapshot | null): string[] {
  if (snapshot === null) {
    const rows = QUOTA_MODULES.map((module) => [QUOTA_MODULE_LABELS[module], count(DEFAULT_QUOTA_PER_HOUR[module])]);
    return [
      'Hourly budgets per consumer key (the defaults support reported; the provider publishes none):',
      ...renderTable([{ title: 'Module' }, { title: 'Per hour', right: true }], rows, '  '),
      'No meter is kept for this environment from the command line: the use of this hour is unknown.',
    ];
  }
  const rows = QUOTA_MODULES.map((module) => {
    const use = snapshot.modules[module];
    const share = use.limit > 0 ? `${((use.used / use.limit) * 100).toFixed(1)}%` : '';
    const note = use.blockedUntil !== null ? `held back until ${formatNewYorkDateTime(use.blockedUntil)}` : use.freesAt !== null ? `frees from ${formatNewYorkDateTime(use.freesAt)}` : '';
    return [QUOTA_MODULE_LABELS[module], count(use.used), count(use.limit), share, use.level, note];
  });
  return [
    `Requests in the hour before ${formatNewYorkDateTime(snapshot.at)}:`,
    ...renderTable([{ title: 'Module' }, { title: 'Used', right: true }, { title: 'Per hour', right: true }, { title: 'Share', right: true }, { title: 'Level' }, { title: '' }], rows, '  '),
  ];
}

/** Runs `quota`. */
export async function runQuota(command: QuotaCommand, io: CliIo, source: QuotaSource = NO_METER): Promise<Result<void>> {
  const snapshot = await source(command, io);
  if (!snapshot.ok) return snapshot;
  if (command.json) io.out(JSON.stringify(snapshot.data ?? { modules: null, budgets: DEFAULT_QUOTA_PER_HOUR }, null, 2));
  else for (const line of quotaLines(snapshot.data)) io.out(line);
  return ok(undefined);
}
