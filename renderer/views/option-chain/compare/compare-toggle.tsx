/**
 * The Compare toggle beside the expiry strip, and the line that says what compare does now: how
 * many expiries are side by side, or why a click was refused (also said aloud by use-compare.ts).
 */
export function CompareToggle({ on, note, refused, onToggle }: { on: boolean; note: string | null; refused: boolean; onToggle(): void }) {
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
    </div>
  );
}
