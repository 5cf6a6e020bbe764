/**
 * The range of orders shown: Today (live), Yesterday, Last 7 days, This month, or a custom span
 * of New York days up to two years back; for history, the filters the server applies (status,
 * symbols, security type). Presets apply at once; a custom range and the filters on "Show".
 */
import { useId, useState, type FormEvent } from 'react';
import { ORDER_SECURITY_TYPES, ORDER_STATUS_FILTERS } from '../../../shared/domain/order-history.ts';
import { parseSymbols } from './history-query.ts';
import { customRangeProblem, RANGE_KINDS, RANGE_LABELS, rangeDates, type OrderRange, type RangeKind } from './order-range.ts';
import { statusLabel } from './order-format.ts';
import type { HistoryFilters } from './orders-store.ts';

const SECURITY_WORDS: Readonly<Record<(typeof ORDER_SECURITY_TYPES)[number], string>> = {
  EQ: 'Equities',
  OPTN: 'Options',
  MF: 'Mutual funds',
  MMF: 'Money market funds',
};

interface RangeControlProps {
  range: OrderRange;
  filters: HistoryFilters;
  /** The clock the view runs on (New York "today"). */
  now: number;
  onRange(range: OrderRange): void;
  onFilters(filters: HistoryFilters): void;
}

/** The range radio group, the custom days and the server-side filters. */
export function RangeControl({ range, filters, now, onRange, onFilters }: RangeControlProps) {
  const id = useId();
  const [picking, setPicking] = useState<RangeKind>(range.kind);
  const shown = rangeDates(range, now);
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const [status, setStatus] = useState(filters.status ?? '');
  const [securityType, setSecurityType] = useState(filters.securityType ?? '');
  const [symbols, setSymbols] = useState(filters.symbols.join(', '));
  const [problem, setProblem] = useState<string | null>(null);
  const history = picking !== 'today';

  const pick = (kind: RangeKind) => {
    setPicking(kind);
    setProblem(null);
    if (kind !== 'custom') onRange({ kind });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSymbols(symbols);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    if (picking === 'custom') {
      const wrong = customRangeProblem(from, to, now);
      if (wrong !== null) {
        setProblem(wrong);
        return;
      }
      onRange({ kind: 'custom', from, to });
    }
    setProblem(null);
    onFilters({
      status: ORDER_STATUS_FILTERS.find((value) => value === status) ?? null,
      symbols: parsed.symbols,
      securityType: ORDER_SECURITY_TYPES.find((value) => value === securityType) ?? null,
    });
  };

  return (
    <div className="range-control" data-testid="range-control">
      <div className="range-kinds" role="radiogroup" aria-label="Orders of">
        {RANGE_KINDS.map((kind) => (
          <label key={kind} className="range-kind">
            <input type="radio" name={`${id}-range`} value={kind} checked={picking === kind} onChange={() => pick(kind)} />
            <span>{RANGE_LABELS[kind]}</span>
          </label>
        ))}
      </div>
      {history ? (
        <form className="history-filters" onSubmit={submit} noValidate aria-label="History range and filters">
          {picking === 'custom' ? (
            <>
              <label className="filter-field">
                <span className="toolbar-label">From</span>
                <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} data-testid="range-from" />
              </label>
              <label className="filter-field">
                <span className="toolbar-label">To</span>
                <input type="date" value={to} onChange={(event) => setTo(event.target.value)} data-testid="range-to" />
              </label>
            </>
          ) : null}
          <label className="filter-field">
            <span className="toolbar-label">Status</span>
            <select value={status} onChange={(event) => setStatus(event.target.value)} data-testid="history-status">
              <option value="">Any</option>
              {ORDER_STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {statusLabel(value)}
                </option>
              ))}
            </select>
          </label>
          <label className="filter-field">
            <span className="toolbar-label">Symbols</span>
            <input
              type="text"
              value={symbols}
              placeholder="e.g. KO, AAPL"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setSymbols(event.target.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem === null ? undefined : `${id}-problem`}
              data-testid="history-symbols"
            />
          </label>
          <label className="filter-field">
            <span className="toolbar-label">Type</span>
            <select value={securityType} onChange={(event) => setSecurityType(event.target.value)} data-testid="history-security-type">
              <option value="">Any</option>
              {ORDER_SECURITY_TYPES.map((value) => (
                <option key={value} value={value}>
                  {SECURITY_WORDS[value]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button-small">
            Show
          </button>
          {problem === null ? null : (
            <span id={`${id}-problem`} className="field-error" role="alert">
              {problem}
            </span>
          )}
        </form>
      ) : null}
    </div>
  );
}
