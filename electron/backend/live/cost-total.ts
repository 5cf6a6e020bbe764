/**
 * What a service's feeds spend a refresh together, kept as one running figure: each feed's cost is
 * set when it joins and whenever it changes, and taken out when it leaves, so a feed planning its
 * pace reads what the others spend in O(1) instead of summing them (orders-service.ts: with All
 * accounts, every watcher plans against the whole, and a sum per plan made a thousand accounts'
 * planning quadratic).
 */

export interface CostTotal {
  /** The key's feed spends `cost` a refresh from now on (a new key joins the total). */
  set(key: string, cost: number): void;
  /** The key's feed left: it spends nothing. */
  delete(key: string): void;
  /** What every feed but the key's spends a refresh. */
  others(key: string): number;
  /** What every feed spends a refresh. */
  total(): number;
  clear(): void;
}

/** Creates an empty total. Costs that are not finite and at least 0 count as 0. */
export function createCostTotal(): CostTotal {
  const costs = new Map<string, number>();
  let total = 0;
  return {
    set(key, cost) {
      const next = Number.isFinite(cost) && cost > 0 ? cost : 0;
      total += next - (costs.get(key) ?? 0);
      costs.set(key, next);
    },
    delete(key) {
      total -= costs.get(key) ?? 0;
      costs.delete(key);
      // Whole request counts only: no float drift can build up, and an empty set is exactly 0.
      if (costs.size === 0) total = 0;
    },
    others: (key) => total - (costs.get(key) ?? 0),
    total: () => total,
    clear() {
      costs.clear();
      total = 0;
    },
  };
}
