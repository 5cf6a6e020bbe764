import { useEffect, useId, useRef, useState } from 'react';
import { CHAIN_SIDES, type ChainSides } from '../../../../shared/settings.ts';
import {
  CHAIN_COLUMNS,
  COLUMN_PRESETS,
  DEFAULT_COLUMN_IDS,
  DEFAULT_QUOTE_COLUMN_IDS,
  isFigureColumn,
  moveColumn,
  presetOf,
  type ChainColumn,
} from './chain-columns.ts';

interface ChooserProps {
  columns: readonly ChainColumn[];
  /** The chain carries quotes (current API): figure columns and the presets are offered. */
  quotes?: boolean;
  onChange(ids: string[] | null): void;
  /** How the calls side reads, and its change (kept in the settings). */
  sides: ChainSides;
  onSides(sides: ChainSides): void;
}

/** The calls side's layouts in words, as the grid reads them left to right. */
const SIDES_WORDS: Record<ChainSides, string> = {
  bidAsk: 'Bid before ask, as the puts (Bid | Ask | Strike)',
  mirrored: 'Mirrored (Ask | Bid | Strike)',
};

/**
 * Show, hide and reorder the columns of both sides (the order reads from the strike outwards).
 * A disclosure, not a dialog: it stays open while the grid updates behind it.
 */
export function ColumnChooser({ columns, quotes = false, onChange, sides, onSides }: ChooserProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const shown = columns.map((c) => c.id);
  // Shown columns first in their order, then the hidden ones.
  const all = [...columns, ...CHAIN_COLUMNS.filter((c) => !shown.includes(c.id) && (quotes || !isFigureColumn(c)))];
  const preset = presetOf(shown);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: MouseEvent) => {
      if (!panel.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const toggle = (columnId: string, on: boolean) => {
    const next = on ? [...shown, columnId] : shown.filter((c) => c !== columnId);
    if (next.length > 0) onChange(next);
  };

  return (
    <div className="chain-columns">
      {quotes ? (
        <span className="chain-presets" role="group" aria-label="Column presets">
          {Object.entries(COLUMN_PRESETS).map(([name, p]) => (
            <button key={name} type="button" className="button button-small" aria-pressed={preset === name} onClick={() => onChange([...p.ids])}>
              {p.label}
            </button>
          ))}
        </span>
      ) : null}
      <button ref={button} type="button" className="button button-small" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        Columns
      </button>
      {open ? (
        <div
          ref={panel}
          id={`${id}-panel`}
          className="chain-columns-panel"
          role="group"
          aria-label="Columns of each side"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setOpen(false);
            button.current?.focus();
          }}
        >
          <p className="hint">Order reads from the strike outwards on both sides.</p>
          <fieldset className="chain-columns-sides">
            <legend>Calls side</legend>
            {CHAIN_SIDES.map((layout) => (
              <label key={layout} className="check-row">
                <input type="radio" name={`${id}-sides`} value={layout} checked={sides === layout} onChange={() => onSides(layout)} />
                {SIDES_WORDS[layout]}
              </label>
            ))}
          </fieldset>
          <ul>
            {all.map((column) => {
              const on = shown.includes(column.id);
              const at = shown.indexOf(column.id);
              return (
                <li key={column.id}>
                  <label className="check-row" title={column.description}>
                    <input type="checkbox" checked={on} disabled={on && shown.length === 1} onChange={(e) => toggle(column.id, e.target.checked)} />
                    {column.label}
                  </label>
                  <span className="chain-columns-move">
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Move ${column.label} towards the strike`}
                      disabled={!on || at === 0}
                      onClick={() => onChange(moveColumn(shown, column.id, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Move ${column.label} away from the strike`}
                      disabled={!on || at === shown.length - 1}
                      onClick={() => onChange(moveColumn(shown, column.id, 1))}
                    >
                      ↓
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="button button-small"
            onClick={() => onChange(null)}
            disabled={shown.join() === (quotes ? DEFAULT_QUOTE_COLUMN_IDS : DEFAULT_COLUMN_IDS).join()}
          >
            Reset to default
          </button>
        </div>
      ) : null}
    </div>
  );
}
