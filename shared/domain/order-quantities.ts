/**
 * What an order's quantities count and how they add up: shares, contracts or dollars per leg,
 * totals per unit (never across units: a buy-write's shares and contracts have no sum), how much
 * of an order is filled and how the fills moved between two versions of it.
 */
import type { Order, OrderLeg } from './orders.ts';

/**
 * What a leg's quantity counts: shares for an equity leg, contracts for an option leg, dollars for
 * a v1 DOLLAR quantity (a mutual fund bought for $5,000). The one place that decides it. ALL_I_OWN
 * counts shares or contracts like QUANTITY (the platform fills in the number it sells). A whole
 * multi-leg order counts spreads (spread-units.ts); no single leg does.
 */
export type QuantityUnit = 'shares' | 'contracts' | 'dollars' | 'spreads';

/** A unit's short word, for narrow columns: "1,400 sh", "14 ct", "5,000 $", "14 spr". */
export const UNIT_SHORT: Readonly<Record<QuantityUnit, string>> = { shares: 'sh', contracts: 'ct', dollars: '$', spreads: 'spr' };

/** The unit of a leg's ordered and filled quantities. */
export const legUnit = (leg: OrderLeg): QuantityUnit => (leg.quantityType === 'DOLLAR' ? 'dollars' : leg.option === null ? 'shares' : 'contracts');

/** Ordered and filled of one unit, summed over the legs that count it; `null` where none says. */
export interface UnitQuantity {
  unit: QuantityUnit;
  ordered: number | null;
  filled: number | null;
}

/** Sums stay exact to a millionth: 0.1 + 0.2 fractional shares are 0.3 shares. */
const add = (sum: number | null, value: number | null): number | null => (value === null ? sum : Math.round(((sum ?? 0) + value) * 1e6) / 1e6);

/**
 * The legs' quantities per unit, units in the order their first leg comes: one entry when every
 * leg counts the same unit (a spread, any single-leg order), two for a buy-write. Quantities of
 * different units are never added.
 */
export function quantitiesByUnit(legs: readonly OrderLeg[]): UnitQuantity[] {
  const units: UnitQuantity[] = [];
  for (const leg of legs) {
    const unit = legUnit(leg);
    let entry = units.find((candidate) => candidate.unit === unit);
    if (entry === undefined) {
      entry = { unit, ordered: null, filled: null };
      units.push(entry);
    }
    entry.ordered = add(entry.ordered, leg.orderedQuantity);
    entry.filled = add(entry.filled, leg.filledQuantity);
  }
  return units;
}

/**
 * How much of an order is filled, 0 to 1: filled over ordered per unit, the units weighing the
 * same (a fraction has no unit, so a buy-write half filled in shares and not in calls is 0.25).
 * For one unit it is filled over ordered; `null` when no unit has an ordered quantity.
 */
export function fillProgress(quantities: readonly UnitQuantity[]): number | null {
  let sum = 0;
  let counted = 0;
  for (const { ordered, filled } of quantities) {
    if (ordered === null || ordered <= 0) continue;
    sum += Math.min(Math.max(filled ?? 0, 0) / ordered, 1);
    counted += 1;
  }
  return counted === 0 ? null : sum / counted;
}

/**
 * Ordered and filled totals when every leg counts the same unit; `null` otherwise or where no leg
 * says. The sums of quantitiesByUnit for its one unit, in one pass that makes no list: every
 * decoded order asks for them (a page of 1,000 made 267 kB of lists and entries for this alone).
 */
export const orderTotals = (legs: readonly OrderLeg[]): { orderedQuantity: number | null; filledQuantity: number | null } => {
  let unit: QuantityUnit | null = null;
  let ordered: number | null = null;
  let filled: number | null = null;
  for (const leg of legs) {
    const legsUnit = legUnit(leg);
    if (unit === null) unit = legsUnit;
    else if (legsUnit !== unit) return { orderedQuantity: null, filledQuantity: null };
    ordered = add(ordered, leg.orderedQuantity);
    filled = add(filled, leg.filledQuantity);
  }
  return { orderedQuantity: ordered, filledQuantity: filled };
};

/** How one unit's filled quantity moved. */
export interface UnitFillMove {
  unit: QuantityUnit;
  from: number | null;
  to: number | null;
}

/**
 * How the fills moved between two versions of an order, `null` when no unit's did: the totals,
 * and for an order whose legs count different units (no totals), the fills of every unit.
 */
export function fillChange(before: Order, after: Order): { from: number | null; to: number | null; units?: UnitFillMove[] } | null {
  const was = quantitiesByUnit(before.legs);
  const now = quantitiesByUnit(after.legs);
  const units: UnitFillMove[] = now.map(({ unit, filled }) => ({ unit, from: was.find((q) => q.unit === unit)?.filled ?? null, to: filled }));
  for (const { unit, filled } of was) if (!now.some((q) => q.unit === unit)) units.push({ unit, from: filled, to: null });
  if (units.every((move) => move.from === move.to)) return null;
  const totals = { from: before.filledQuantity, to: after.filledQuantity };
  return units.length > 1 ? { ...totals, units } : totals;
}
