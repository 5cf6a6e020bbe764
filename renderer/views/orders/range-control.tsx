/**
 * The range of orders shown: Today (live), Yesterday, Last 7 days, This month, or a custom span
 * of New York days up to two years back; for history, the filters the server applies (status,
 * symbols, security type). A preset applies when clicked, on Enter, or once the arrow keys rest
 * on it for a moment (arrowing past three presets must not start three history walks); a custom
 * range and the filters on "Show", and until then the form says its edits are not applied. On the
 * legacy API only Today can be picked: the others say why.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ApiGeneration } from '../../../shared/environments.ts';
import { ORDER_SECURITY_TYPES, ORDER_STATUS_FILTERS } from '../../../shared/domain/order-history.ts';
import { parseSymbols } from './history-query.ts';
import {
  customRangeLimits,
  customRangeProblem,
  RANGE_KINDS,
  RANGE_LABELS,
  rangeDates,
  rangeUnavailable,
  rangeWords,
  type OrderRange,
  type RangeKind,
} from './order-range.ts';
import { statusLabel } from './order-format.ts';
import type { HistoryFilters } from '../../feeds/orders/orders-store.ts';

const SECURITY_WORDS: Readonly<Record<(typeof ORDER_SECURITY_TYPES)[number], string>> = {
  EQ: 'Equities',
  OPTN: 'Options',
  MF: 'Mutual funds',
  MMF: 'Money market funds',
};

/** How long the arrow keys rest on a preset before it applies. */
export const PRESET_SETTLE_MS = 600;

interface RangeControlProps {
  range: OrderRange;
  /** The environment's API: on legacy only Today can be picked. */
  generation: ApiGeneration;
  filters: HistoryFilters;
  /** The clock the view runs on (New York "today"). */
  now: number;
  onRange(range: OrderRange): void;
  onFilters(filters: HistoryFilters): void;
}

/** The range radio group, the custom days and the server-side filters. */
export function RangeControl({ range, generation, filters, now, onRange, onFilters }: RangeControlProps) {
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
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pointer = useRef(false);
  const cancelSettle = () => {
    if (settle.current !== null) clearTimeout(settle.current);
    settle.current = null;
  };
  useEffect(() => cancelSettle, []);
  // The range may change from elsewhere (a notification's click goes back to Today): the radios
  // follow it in the same render, and a preset still waiting to settle is dropped.
  const [seenRange, setSeenRange] = useState(range);
  if (seenRange !== range) {
    setSeenRange(range);
    setPicking(range.kind);
  }
  useEffect(() => cancelSettle(), [range]);

  const apply = (kind: RangeKind) => {
    cancelSettle();
    if (kind !== 'custom' && kind !== range.kind) onRange({ kind });
  };

  const pick = (kind: RangeKind) => {
    setPicking(kind);
    setProblem(null);
    cancelSettle();
    if (kind === 'custom') return;
    if (pointer.current) apply(kind);
    else settle.current = setTimeout(() => apply(kind), PRESET_SETTLE_MS);
  };

  const onRadioKey = (event: KeyboardEvent<HTMLDivElement>) => {
    pointer.current = false;
    if (event.key === 'Enter' && picking !== 'custom') {
      event.preventDefault();
      apply(picking);
    }
  };

  const limits = customRangeLimits(now);
  const legacyNote = rangeUnavailable('yesterday', generation);
  const typedSymbols = parseSymbols(symbols);
  const customEdited = picking === 'custom' && (range.kind !== 'custom' || range.from !== from || range.to !== to);
  const filtersEdited =
    status !== (filters.status ?? '') ||
    securityType !== (filters.securityType ?? '') ||
    !('symbols' in typedSymbols) ||
    typedSymbols.symbols.join(',') !== filters.symbols.join(',');
  const unapplied = history && (customEdited || filtersEdited);

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
      <div
        className="range-kinds"
        role="radiogroup"
        aria-label="Orders of"
        aria-describedby={generation === 'legacy' ? `${id}-legacy` : undefined}
        onKeyDown={onRadioKey}
        onPointerDown={() => {
          pointer.current = true;
        }}
      >
        {RANGE_KINDS.map((kind) => {
          const unavailable = rangeUnavailable(kind, generation);
          return (
            <label key={kind} className="range-kind" title={unavailable ?? undefined}>
              <input type="radio" name={`${id}-range`} value={kind} checked={picking === kind} disabled={unavailable !== null} onChange={() => pick(kind)} />
              <span>{RANGE_LABELS[kind]}</span>
            </label>
          );
        })}
      </div>
      {generation === 'legacy' ? (
        <span id={`${id}-legacy`} className="muted range-note" data-testid="range-legacy-note">
          {legacyNote}
        </span>
      ) : null}
      {history ? (
        <form
          className={unapplied ? 'history-filters unapplied' : 'history-filters'}
          data-unapplied={unapplied}
          onSubmit={submit}
          noValidate
          aria-label="History range and filters"
        >
          {picking === 'custom' ? (
            <>
              <label className="filter-field">
                <span className="toolbar-label">From</span>
                <input type="date" value={from} min={limits.min} max={limits.max} onChange={(event) => setFrom(event.target.value)} data-testid="range-from" />
              </label>
              <label className="filter-field">
                <span className="toolbar-label">To</span>
                <input type="date" value={to} min={limits.min} max={limits.max} onChange={(event) => setTo(event.target.value)} data-testid="range-to" />
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
          <button type="submit" className={unapplied ? 'button button-small button-primary' : 'button button-small'}>
            Show
          </button>
          {unapplied ? (
            <span className="filters-unapplied" data-testid="filters-unapplied">
              Not applied yet: the list shows {rangeWords(range, shown)}
              {customEdited ? '' : ' with the filters before these edits'}. Press Show.
            </span>
          ) : null}
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
