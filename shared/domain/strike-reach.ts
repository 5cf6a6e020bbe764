/**
 * Whether a price lies within the reach of the strikes loaded (ascending): between the first and
 * the last, or beyond an edge by less than half the step to its neighbour, so the edge strike is
 * the ladder's nearest to it and not merely the last one loaded. The σ marks and the figures at the
 * money both ask it: a strike far from the price is never read as "at the money" or "one σ away".
 */
export function strikesReach(count: number, strikeAt: (index: number) => number, price: number): boolean {
  if (count === 0 || !Number.isFinite(price)) return false;
  const low = strikeAt(0);
  const high = strikeAt(count - 1);
  if (price >= low && price <= high) return true;
  if (count < 2) return false;
  if (price < low) return low - price < (strikeAt(1) - low) / 2;
  return price - high < (high - strikeAt(count - 2)) / 2;
}
