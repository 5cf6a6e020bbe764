import { useId, useState } from 'react';
import { chainQuerySchema, type ChainQuery } from '../../../../shared/domain/chain-query.ts';
import { CHAIN_TYPES, type ChainType } from '../../../../shared/spec-constants.ts';
import type { AskHow } from './use-ask-chain.ts';
import { comingMonths, monthKey, monthLabel, parseMonthKey, type YearMonth } from './chain-months.ts';

const CHAIN_TYPE_LABELS: Record<ChainType, string> = { CALL: 'Calls', PUT: 'Puts', CALLPUT: 'Both' };

interface FormProps {
  /** The query shown: the one loading or loaded, else the last one remembered across restarts. */
  current: ChainQuery | null;
  recentSymbols: readonly string[];
  /** `nearest`: a symbol entered (Enter, Load, a recent chip) opens on its nearest expiry; a month chosen asks that month. */
  onSubmit(query: ChainQuery, how: AskHow): void;
}

/**
 * The query: underlier (upper-cased, checked as typed, recent symbols offered), expiry month of
 * the coming 24, chain type and the adjusted switch. Enter or Load asks (a new symbol on its nearest
 * expiry); once a symbol is valid, changing the month, type or switch asks at once, as trading
 * platforms do.
 */
export function ChainQueryForm({ current, recentSymbols, onSubmit }: FormProps) {
  const id = useId();
  const initial = current;
  const [months] = useState(() => comingMonths(Date.now()));
  const [underlier, setUnderlier] = useState(initial?.underlier ?? '');
  const [month, setMonth] = useState<YearMonth>(() => (initial ? { month: initial.month, year: initial.year } : (months[0] as YearMonth)));
  const [chainType, setChainType] = useState<ChainType>(initial?.chainType ?? 'CALLPUT');
  const [includeAdjusted, setIncludeAdjusted] = useState(initial?.includeAdjusted ?? false);
  const [tried, setTried] = useState(false);
  // A query loaded from elsewhere (a nearby month, a restart) shows in the fields: React's
  // "adjust state when a prop changes" pattern, without an effect.
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    if (current !== null) {
      setUnderlier(current.underlier);
      setMonth({ month: current.month, year: current.year });
      setChainType(current.chainType);
      setIncludeAdjusted(current.includeAdjusted);
    }
  }

  const parsed = chainQuerySchema.safeParse({ underlier, month: month.month, year: month.year, chainType, includeAdjusted });
  const symbolProblem = parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === 'underlier')?.message ?? null);
  const showProblem = symbolProblem !== null && (tried || underlier.trim() !== '');
  const choices = months.some((m) => monthKey(m) === monthKey(month)) ? months : [month, ...months];

  const submit = (change: Partial<ChainQuery> = {}, fromButton = false, nearest = fromButton) => {
    if (fromButton) setTried(true);
    const next = chainQuerySchema.safeParse({ underlier, month: month.month, year: month.year, chainType, includeAdjusted, ...change });
    if (next.success) onSubmit(next.data, { nearest });
  };

  return (
    <form
      className="chain-form"
      aria-label="Option chain query"
      onSubmit={(event) => {
        event.preventDefault();
        submit({}, true);
      }}
    >
      <div className="chain-field">
        <label htmlFor={`${id}-underlier`}>Underlier</label>
        <input
          id={`${id}-underlier`}
          className="chain-underlier"
          value={underlier}
          onChange={(event) => setUnderlier(event.target.value.toUpperCase())}
          list={`${id}-recent`}
          autoComplete="off"
          spellCheck={false}
          placeholder="AAPL"
          maxLength={12}
          aria-invalid={showProblem}
          aria-describedby={showProblem ? `${id}-problem` : undefined}
        />
        <datalist id={`${id}-recent`}>
          {recentSymbols.map((symbol) => (
            <option key={symbol} value={symbol} />
          ))}
        </datalist>
      </div>
      <div className="chain-field">
        <label htmlFor={`${id}-month`}>Expiry month</label>
        <select
          id={`${id}-month`}
          value={monthKey(month)}
          onChange={(event) => {
            const next = parseMonthKey(event.target.value);
            if (next === null) return;
            setMonth(next);
            submit(next);
          }}
        >
          {choices.map((m) => (
            <option key={monthKey(m)} value={monthKey(m)}>
              {monthLabel(m)}
            </option>
          ))}
        </select>
      </div>
      <div className="chain-field">
        <span id={`${id}-type`}>Chain type</span>
        <div className="segmented" role="radiogroup" aria-labelledby={`${id}-type`}>
          {CHAIN_TYPES.map((type) => (
            <label key={type} className={chainType === type ? 'segment segment-on' : 'segment'}>
              <input
                type="radio"
                name={`${id}-chain-type`}
                value={type}
                checked={chainType === type}
                onChange={() => {
                  setChainType(type);
                  submit({ chainType: type });
                }}
              />
              {CHAIN_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </div>
      <label className="chain-switch">
        <input
          type="checkbox"
          role="switch"
          checked={includeAdjusted}
          onChange={(event) => {
            setIncludeAdjusted(event.target.checked);
            submit({ includeAdjusted: event.target.checked });
          }}
        />
        <span className="chain-switch-track" aria-hidden="true" />
        Show adjusted options
      </label>
      <button type="submit" className="button button-primary chain-load">
        Load chain
      </button>
      {recentSymbols.length > 0 ? (
        <div className="chain-recent" role="group" aria-label="Recent symbols">
          <span className="muted">Recent</span>
          {recentSymbols.slice(0, 8).map((symbol) => (
            <button
              key={symbol}
              type="button"
              className="chain-chip"
              onClick={() => {
                setUnderlier(symbol);
                submit({ underlier: symbol }, false, true);
              }}
            >
              {symbol}
            </button>
          ))}
        </div>
      ) : null}
      {showProblem ? (
        <p id={`${id}-problem`} className="field-error chain-form-problem" role="alert">
          Underlier {symbolProblem}
        </p>
      ) : null}
    </form>
  );
}
