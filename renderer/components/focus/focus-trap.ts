/**
 * The arithmetic of a focus trap: which elements Tab stops on, and where Tab goes when it would
 * leave the trapped container. Pure, so it is tested without a browser; use-focus-trap.ts reads
 * the DOM into it.
 */

/** What decides whether a focusable element is a Tab stop. */
export interface StopCandidate {
  tabIndex: number;
  disabled: boolean;
  /** Laid out (not display:none, not in a closed <details>). */
  rendered: boolean;
  /** A radio button's group; `null` for anything else. */
  radio: { name: string; checked: boolean } | null;
}

/**
 * The indexes of the candidates Tab stops on, in document order (the app uses no positive
 * tabindex). A named radio group is one stop: its checked radio, or its first when none is.
 */
export function tabStops(candidates: readonly StopCandidate[]): number[] {
  const checkedGroups = new Set<string>();
  for (const candidate of candidates) if (candidate.radio?.checked && candidate.radio.name !== '') checkedGroups.add(candidate.radio.name);
  const seenGroups = new Set<string>();
  const stops: number[] = [];
  candidates.forEach((candidate, index) => {
    if (candidate.disabled || !candidate.rendered || candidate.tabIndex < 0) return;
    const group = candidate.radio?.name ?? '';
    if (candidate.radio !== null && group !== '') {
      if (checkedGroups.has(group) ? !candidate.radio.checked : seenGroups.has(group)) return;
      seenGroups.add(group);
    }
    stops.push(index);
  });
  return stops;
}

/**
 * Where Tab (`backwards`: Shift+Tab) from stop `at` of `count` stops goes when it would leave the
 * trap: the other end. `null` when the browser's own move stays inside (or the focus is on no
 * stop, `at` -1, where the browser knows best).
 */
export function wrapTo(count: number, at: number, backwards: boolean): number | null {
  if (count === 0 || at < 0) return null;
  if (backwards) return at === 0 ? count - 1 : null;
  return at === count - 1 ? 0 : null;
}
