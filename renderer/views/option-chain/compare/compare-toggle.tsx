import { useCompareFit } from './compare-fit.ts';

/**
 * The Compare toggle beside the expiry strip, and the line that says what compare does now: how
 * many expiries are side by side, or why a click was refused (also said aloud by use-compare.ts),
 * and how many of the chosen columns do not fit beside the expiries compared (compare-fit.ts).
 */
export function CompareToggle({ on, note, refused, onToggle }: { on: boolean; note: string | null; refused: boolean; onToggle(): void }) {
  const { leftOut, showAll, setShowAll } = useCompareFit();
  const fitting = on && leftOut > 0;
  return (
    <div className="chain-compare">
      <button
        type="button"
        className="button button-small"
        aria-pressed={on}
        title="Show 2 to 4 expiries side by side, their strikes aligned in one strike column: a click in the strip adds or removes an expiry"
        onClick={onToggle}
        data-testid="chain-compare-toggle"
      >
        Compare
      </button>
      {/* Polite: the refusal is announced by the app's live region too; this line keeps it in view. */}
      <span className={`chain-compare-note${refused ? ' is-refused' : ''}`} role="status" data-testid="chain-compare-note">
        {note ?? ''}
      </span>
      {fitting && !showAll ? (
        <span
          className="chain-compare-note chain-compare-fit"
          title="The columns nearest the strike fit each expiry at this width: All columns, fewer expiries or a wider window show the others"
          data-testid="chain-compare-fit"
        >
          {leftOut} column{leftOut === 1 ? '' : 's'} of each expiry left out to fit
        </span>
      ) : null}
      {fitting ? (
        <button
          type="button"
          className="button button-small"
          aria-pressed={showAll}
          title="Every chosen column in each expiry, the groups scrolling sideways under the strike column"
          onClick={() => setShowAll(!showAll)}
        >
          All columns
        </button>
      ) : null}
    </div>
  );
}
