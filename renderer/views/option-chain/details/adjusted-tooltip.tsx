import { ADJUSTED_HELP_ID } from '../table/chain-grid-row.tsx';

/** What an adjusted option is, in one breath (the badge's tooltip, the details panel). */
export const ADJUSTED_EXPLANATION =
  'An adjusted option had its contract changed after a corporate action such as a split, merger or special dividend, so it may deliver something other than 100 shares of the underlier and its root symbol differs.';

/** Where the pointer is over an adjusted badge, and that contract's root symbol. */
export interface AdjustedHover {
  x: number;
  y: number;
  root: string;
}

/** The hidden explanation every ADJ badge points at with aria-describedby. */
export function AdjustedHelp() {
  return (
    <span id={ADJUSTED_HELP_ID} hidden>
      {ADJUSTED_EXPLANATION}
    </span>
  );
}

/**
 * The tooltip for the badge under the pointer. One element for the whole grid, placed in the
 * viewport, so it is never clipped by the scrolling body.
 */
export function AdjustedTooltip({ hover }: { hover: AdjustedHover | null }) {
  if (hover === null) return null;
  return (
    <div role="tooltip" className="chain-tooltip" data-testid="adjusted-tooltip" style={{ left: hover.x, top: hover.y }}>
      <strong>Adjusted option</strong>
      <p>{ADJUSTED_EXPLANATION}</p>
      <p>
        Root symbol: <code>{hover.root || 'not given'}</code>
      </p>
    </div>
  );
}
