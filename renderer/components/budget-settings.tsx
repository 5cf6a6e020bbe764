import { useId, useState } from 'react';
import { parseHourlyBudget } from '../../shared/domain/budget-text.ts';
import { CHAIN_REFRESH_SECONDS } from '../../shared/domain/chain-refresh.ts';
import { POSITIONS_REFRESH_SECONDS } from '../../shared/domain/positions-watch.ts';
import { DEFAULT_QUOTA_PER_HOUR, QUOTA_MODULE_LABELS, QUOTA_MODULES, type QuotaModule } from '../../shared/domain/quota.ts';
import type { SettingsPatch, UserSettings } from '../../shared/settings.ts';

const CHAIN_INTERVALS = [CHAIN_REFRESH_SECONDS.min, 5, 10, 15, 30, 60] as const;
const POSITION_INTERVALS = [POSITIONS_REFRESH_SECONDS.min, 10, 15, 30, 60, 120, POSITIONS_REFRESH_SECONDS.max] as const;
const intervalWords = (s: number): string => (s < 60 ? `${s} seconds` : `${s / 60} minute${s === 60 ? '' : 's'}`);
const count = (n: number): string => n.toLocaleString('en-US');

/** One budget: typed freely, saved on Enter or leaving the field when it reads as a budget. */
function BudgetField({ module, value, onSave }: { module: QuotaModule; value: number; onSave: (value: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  const errorId = useId();
  const shown = text ?? count(value);
  const parsed = text === null ? null : parseHourlyBudget(text);
  const problem = parsed !== null && !parsed.ok ? parsed.reason : null;
  const commit = () => {
    if (parsed === null) return;
    if (parsed.ok) {
      if (parsed.value !== value) onSave(parsed.value);
      setText(null);
    }
  };
  return (
    <label className="field-row budget-row">
      <span className="budget-label">{QUOTA_MODULE_LABELS[module]}</span>
      <input
        type="text"
        inputMode="numeric"
        className="budget-input"
        value={shown}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : errorId}
        data-testid={`budget-${module}`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape' && text !== null) {
            event.stopPropagation();
            setText(null);
          }
        }}
      />
      <span className="muted">per hour{value === DEFAULT_QUOTA_PER_HOUR[module] ? ' (default)' : ''}</span>
      {problem === null ? null : (
        <span id={errorId} className="field-error" role="alert">
          {problem}
        </span>
      )}
    </label>
  );
}

/**
 * The current API's pace: how often the chain on screen refreshes, and the hourly budgets the
 * quota meter keeps to (the provider publishes none; the defaults are what support reported).
 */
export function BudgetSettings({ values, change }: { values: UserSettings; change: (patch: SettingsPatch) => void }) {
  const atDefaults = QUOTA_MODULES.every((module) => values.quota[module] === DEFAULT_QUOTA_PER_HOUR[module]);
  return (
    <fieldset>
      <legend>Market data and request budgets</legend>
      <label className="field-row">
        <span>Refresh the chain on screen every</span>
        <select
          value={values.chainView.refreshSeconds}
          onChange={(e) => change({ chainView: { refreshSeconds: Number(e.target.value) } })}
          aria-label="Chain refresh interval"
        >
          {CHAIN_INTERVALS.map((s) => (
            <option key={s} value={s}>
              {s < 60 ? `${s} seconds` : '1 minute'}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">Only the strikes in view refresh, paused while the window is hidden, slower when the quote budget runs low.</p>
      <label className="field-row">
        <span>Refresh the positions on screen every</span>
        <select
          value={values.positionsView.refreshSeconds}
          onChange={(e) => change({ positionsView: { refreshSeconds: Number(e.target.value) } })}
          aria-label="Positions refresh interval"
        >
          {POSITION_INTERVALS.map((s) => (
            <option key={s} value={s}>
              {intervalWords(s)}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">
        Each refresh reads the portfolio (a request per 100 positions) and the balance from the Accounts budget; none while the Positions view is not shown.
      </p>
      <div className="budget-list" role="group" aria-label="Hourly request budgets of the consumer key">
        {QUOTA_MODULES.map((module) => (
          <BudgetField key={module} module={module} value={values.quota[module]} onSave={(value) => change({ quota: { [module]: value } })} />
        ))}
      </div>
      <p className="hint">
        The platform counts requests per consumer key and hour (an option chain costs 2 quotes per strike). Strikeboard slows its own refreshes before a budget
        runs out.
      </p>
      <p>
        <button type="button" className="button button-small" disabled={atDefaults} onClick={() => change({ quota: { ...DEFAULT_QUOTA_PER_HOUR } })}>
          Restore the reported budgets
        </button>
      </p>
    </fieldset>
  );
}
