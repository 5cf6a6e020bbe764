/**
 * `strikeboard quota [--env E] [--json]`: the hourly request budget of the environment's consumer
 * key, per module (accounts, market data in quotes, orders): used this hour, the limit, the share,
 * the level and when spending leaves the window.
 *
 * The use comes from the machine's quota ledger (quota-ledger.ts), where the app and every command
 * record what they spend, since the provider counts per key whichever process spends. The limits
 * come from the app's settings when they can be read, else the support-reported defaults. Without
 * a data folder (no home in the environment), the command says so and shows the budgets alone,
 * never a made-up use.
 */
import { DEFAULT_QUOTA_PER_HOUR, QUOTA_MODULE_LABELS, QUOTA_MODULES, type QuotaSnapshot } from '../../shared/domain/quota.ts';
import { formatNewYorkDateTime } from '../../shared/domain/market-time.ts';
import { ENVIRONMENT_LABELS, type EnvironmentId } from '../../shared/environments.ts';
import { ok, type Result } from '../../shared/result.ts';
import { sessionSlot } from '../session/cli-environment.ts';
import type { CliIo } from '../io/cli-io.ts';
import { cliQuotaMeter, readAppQuotaSettings } from '../session/cli-quota.ts';
import type { MarketCommand } from '../flags/market-flags.ts';
import { renderTable } from '../tables/text-table.ts';

type QuotaCommand = Extract<MarketCommand, { name: 'quota' }>;

/** The use of this hour in one environment, and where the limits came from. */
export interface QuotaReport {
  environment: EnvironmentId;
  limitsFrom: 'settings' | 'defaults';
  snapshot: QuotaSnapshot;
}

/** Where the use of this hour comes from; `null` when nothing meters this environment. */
export type QuotaSource = (command: QuotaCommand, io: CliIo) => Promise<Result<QuotaReport | null>>;

/**
 * The shared ledger: the environment of `--env`, else the one the app shows, else the demo; a
 * meter that spends nothing, read at once, answers for every process's spending.
 */
export const LEDGER_METER: QuotaSource = async (command, io) => {
  const slot = await sessionSlot(command.env, io);
  if (!slot.ok) return slot;
  const settings = await readAppQuotaSettings(io);
  if (settings.folder === null) return ok(null);
  const environment = slot.data ?? settings.environment ?? 'demo';
  const snapshot = cliQuotaMeter(settings, environment, io).snapshot();
  return ok({ environment, limitsFrom: settings.limitsFrom, snapshot });
};

const count = (n: number): string => n.toLocaleString('en-US');
const shareOf = (used: number, limit: number): number | null => (limit > 0 ? used / limit : null);

/** The lines of a report, or of the budgets alone when there is none. */
export function quotaLines(report: QuotaReport | null): string[] {
  if (report === null) {
    const rows = QUOTA_MODULES.map((module) => [QUOTA_MODULE_LABELS[module], count(DEFAULT_QUOTA_PER_HOUR[module])]);
    return [
      'Hourly budgets per consumer key (the defaults support reported; the provider publishes none):',
      ...renderTable([{ title: 'Module' }, { title: 'Per hour', right: true }], rows, '  '),
      'No data folder is known (set HOME, or STRIKEBOARD_DATA_DIR): the use of this hour is unknown.',
    ];
  }
  const { snapshot } = report;
  const rows = QUOTA_MODULES.map((module) => {
    const use = snapshot.modules[module];
    const share = shareOf(use.used, use.limit);
    const note =
      use.blockedUntil !== null
        ? `held back until ${formatNewYorkDateTime(use.blockedUntil)}`
        : use.freesAt !== null
          ? `frees from ${formatNewYorkDateTime(use.freesAt)}`
          : '';
    return [QUOTA_MODULE_LABELS[module], count(use.used), count(use.limit), share === null ? '' : `${(share * 100).toFixed(1)}%`, use.level, note];
  });
  return [
    `${ENVIRONMENT_LABELS[report.environment]}: requests in the hour before ${formatNewYorkDateTime(snapshot.at)}, by the app and the command line together:`,
    ...renderTable(
      [
        { title: 'Module' },
        { title: 'Used', right: true },
        { title: 'Per hour', right: true },
        { title: 'Share', right: true },
        { title: 'Level' },
        { title: '' },
      ],
      rows,
      '  ',
    ),
    report.limitsFrom === 'settings' ? "Budgets from the app's settings." : 'Budgets: the defaults support reported (the provider publishes none).',
  ];
}

/** The report as JSON: per module used, limit, share (0–1), level, freesAt (ISO or null). */
export function quotaJson(report: QuotaReport | null): unknown {
  if (report === null) return { modules: null, budgets: DEFAULT_QUOTA_PER_HOUR };
  const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
  const modules = Object.fromEntries(
    QUOTA_MODULES.map((module) => {
      const use = report.snapshot.modules[module];
      return [module, { used: use.used, limit: use.limit, share: shareOf(use.used, use.limit), level: use.level, freesAt: iso(use.freesAt) }];
    }),
  );
  return { environment: report.environment, at: iso(report.snapshot.at), limitsFrom: report.limitsFrom, modules };
}

/** Runs `quota`. */
export async function runQuota(command: QuotaCommand, io: CliIo, source: QuotaSource = LEDGER_METER): Promise<Result<void>> {
  const report = await source(command, io);
  if (!report.ok) return report;
  if (command.json) io.out(JSON.stringify(quotaJson(report.data), null, 2));
  else for (const line of quotaLines(report.data)) io.out(line);
  return ok(undefined);
}
