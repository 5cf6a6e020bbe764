/**
 * "Did you mean --symbol?": the known word closest to a mistyped one, for unknown commands and
 * flags. Close means a few edits (a letter missing, extra, wrong, or two neighbours swapped, as
 * in `chian`): one for a short word, up to three for a long one (`expiry`); or the start of
 * exactly one known word (`--sym`).
 */

/** Edits between `a` and `b`: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  // Three rows of the optimal-string-alignment table; words here are a few letters long.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? Math.max(a.length, b.length);
}

/** The known word `typed` most likely meant, or null when none is close. */
export function closestWord(typed: string, known: readonly string[]): string | null {
  const word = typed.toLowerCase();
  if (word === '') return null;
  const allowed = word.length <= 3 ? 1 : word.length <= 5 ? 2 : 3;
  let best: { word: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = editDistance(word, candidate.toLowerCase());
    if (distance <= allowed && (best === null || distance < best.distance)) best = { word: candidate, distance };
  }
  if (best !== null) return best.word;
  const starts = known.filter((candidate) => word.length >= 3 && candidate.toLowerCase().startsWith(word));
  return starts.length === 1 ? (starts[0] ?? null) : null;
}
