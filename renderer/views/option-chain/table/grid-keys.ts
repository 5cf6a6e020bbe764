/**
 * The grid's keyboard map: which key does what. One table so the help line and the handler
 * cannot disagree. Arrows, Page Up/Down and Home/End follow the ARIA grid pattern (Home/End
 * within the row, Ctrl+Home/End to the grid's ends); E and Shift+E jump between expiries.
 */
import type { CursorMove } from './grid-cursor.ts';

/** What a key press asks the grid to do. */
export type GridCommand =
  | { kind: 'move'; move: CursorMove; extend: boolean }
  | { kind: 'details' }
  | { kind: 'copy' }
  | { kind: 'copyOsiKey' }
  | { kind: 'menu' }
  | { kind: 'selectAll' }
  | { kind: 'clear' }
  | { kind: 'type'; char: string };

/** The command for a key event, or null to let the key do its usual thing. */
export function commandFor(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): GridCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  const extend = event.shiftKey;
  const move = (m: CursorMove): GridCommand => ({ kind: 'move', move: m, extend });
  switch (event.key) {
    case 'ArrowUp':
      return event.altKey ? { kind: 'move', move: 'previousExpiry', extend: false } : move('up');
    case 'ArrowDown':
      return event.altKey ? { kind: 'move', move: 'nextExpiry', extend: false } : move('down');
    case 'ArrowLeft':
      return move('left');
    case 'ArrowRight':
      return move('right');
    case 'PageUp':
      return move('pageUp');
    case 'PageDown':
      return move('pageDown');
    case 'Home':
      return move(mod ? 'gridStart' : 'rowStart');
    case 'End':
      return move(mod ? 'gridEnd' : 'rowEnd');
    case 'Enter':
      return { kind: 'details' };
    case 'Escape':
      return { kind: 'clear' };
    case 'ContextMenu':
      return { kind: 'menu' };
    case 'F10':
      return extend ? { kind: 'menu' } : null;
  }
  if (mod && !event.altKey && event.key.toLowerCase() === 'c') return event.shiftKey ? { kind: 'copyOsiKey' } : { kind: 'copy' };
  if (mod && !event.altKey && event.key.toLowerCase() === 'a') return { kind: 'selectAll' };
  if (!mod && !event.altKey && event.key.toLowerCase() === 'e') {
    return { kind: 'move', move: event.shiftKey ? 'previousExpiry' : 'nextExpiry', extend: false };
  }
  if (!mod && !event.altKey && /^[0-9.]$/.test(event.key)) return { kind: 'type', char: event.key };
  return null;
}

/** The keys, in words, for the help line under the grid. */
export const KEY_HELP: readonly [string, string][] = [
  ['↑ ↓ ← →', 'move'],
  ['PgUp PgDn', 'page'],
  ['Home End', 'row start/end (Ctrl: first/last strike)'],
  ['E  Shift+E', 'next/previous expiry'],
  ['digits', 'jump to a strike'],
  ['Shift+↑↓', 'select rows'],
  ['Enter', 'details'],
  ['Ctrl+C', 'copy symbol or rows'],
  ['Ctrl+Shift+C', 'copy OSI key'],
  ['[  ]', 'previous/next expiry in the strip'],
  ['W', 'weeklies in the strip'],
  ['+  −', 'more/fewer strikes shown'],
  ['Shift+F10', 'menu'],
];
