/** The note of strike-reach-words.ts under the live bar, with its load button (its cost in its words). */
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { ReachWords } from './strike-reach-words.ts';

/** The note and its load button under the live bar. */
export function StrikeReachNote({ words, onLoad, loading }: { words: ReachWords | null; onLoad(query: ChainQuery): void; loading: boolean }) {
  if (words === null) return null;
  return (
    <p className="chain-reach" data-testid="chain-reach">
      <span>{words.text}</span>
      {words.load ? (
        <button
          type="button"
          className="button button-small"
          disabled={!words.load.affordable || loading}
          onClick={() => words.load && onLoad(words.load.query)}
        >
          {words.load.label}
        </button>
      ) : null}
    </p>
  );
}
