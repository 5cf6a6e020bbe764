/**
 * What each order of the day is: the first 60 entries of every account are laid out so that every
 * order type, status, term, price type, routing destination, group type and leg count of a legacy
 * order record (docs/platform/legacy-api.md, "Order records") appears; later entries are drawn at
 * random with realistic weights.
 */
import {
  GROUP_ORDER_TYPES,
  ORDER_STATUSES,
  ORDER_TERMS,
  ROUTING_DESTINATIONS,
  type GroupOrderType,
  type OrderStatus,
  type OrderTerm,
  type PriceType,
  type RoutingDestination,
} from '../../shared/spec-constants.ts';
import type { Random } from '../market/seeded-random.ts';
import { SPREAD_STRATEGIES, type DemoStrategy } from './demo-strategies.ts';

/** The shapes an entry can take. */
export type EntryKind = 'EQ' | 'ADVANCE_EQ' | 'OPTN' | 'ADVANCE_OPTN' | 'SPREADS' | 'BUY_WRITES' | 'CONTINGENT' | 'GROUP';

/** Price types that make sense for each kind; together they cover all twenty. */
export const PRICE_TYPES_BY_KIND: Record<Exclude<EntryKind, 'GROUP'>, readonly PriceType[]> = {
  EQ: ['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT', 'MARKET_ON_OPEN', 'MARKET_ON_CLOSE', 'LIMIT_ON_OPEN', 'LIMIT_ON_CLOSE'],
  ADVANCE_EQ: [
    'TRAILING_STOP_CNST',
    'TRAILING_STOP_PRCT',
    'HIDDEN_STOP',
    'TRAILING_STOP_CNST_BY_LOWER_TRIGGER',
    'UPPER_TRIGGER_BY_TRAILING_STOP_CNST',
    'TRAILING_STOP_PRCT_BY_LOWER_TRIGGER',
    'UPPER_TRIGGER_BY_TRAILING_STOP_PRCT',
    'HIDDEN_STOP_BY_LOWER_TRIGGER',
    'UPPER_TRIGGER_BY_HIDDEN_STOP',
  ],
  OPTN: ['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT'],
  ADVANCE_OPTN: ['TRAILING_STOP_CNST', 'TRAILING_STOP_PRCT'],
  SPREADS: ['NET_DEBIT', 'NET_CREDIT', 'NET_EVEN'],
  BUY_WRITES: ['NET_DEBIT', 'NET_EVEN'],
  CONTINGENT: ['MARKET', 'LIMIT'],
};

/** Entries in the coverage block; the cycle below is repeated three times within it. */
export const COVERAGE_BLOCK = 60;

const KIND_CYCLE: readonly EntryKind[] = [
  'EQ',
  'ADVANCE_EQ',
  'OPTN',
  'SPREADS',
  'EQ',
  'ADVANCE_EQ',
  'GROUP',
  'BUY_WRITES',
  'EQ',
  'ADVANCE_EQ',
  'OPTN',
  'ADVANCE_OPTN',
  'SPREADS',
  'CONTINGENT',
  'GROUP',
  'EQ',
  'ADVANCE_EQ',
  'OPTN',
  'SPREADS',
  'ADVANCE_EQ',
];

const RANDOM_KINDS: readonly EntryKind[] = [
  'EQ',
  'EQ',
  'EQ',
  'EQ',
  'ADVANCE_EQ',
  'OPTN',
  'OPTN',
  'OPTN',
  'ADVANCE_OPTN',
  'SPREADS',
  'SPREADS',
  'BUY_WRITES',
  'CONTINGENT',
  'GROUP',
];
const RANDOM_STATUSES: readonly OrderStatus[] = [
  'EXECUTED',
  'EXECUTED',
  'EXECUTED',
  'EXECUTED',
  'OPEN',
  'OPEN',
  'OPEN',
  'CANCELLED',
  'CANCELLED',
  'CANCEL_REQUESTED',
  'EXPIRED',
  'REJECTED',
];

/** The terms a group order takes: an immediate term would leave its later members nothing to wait for. */
const GROUP_TERMS: readonly OrderTerm[] = ['GOOD_FOR_DAY', 'GOOD_UNTIL_CANCEL'];

/** The decisions behind one entry. */
export interface EntryPlan {
  kind: EntryKind;
  priceType: PriceType;
  term: OrderTerm;
  finalStatus: OrderStatus;
  routing: RoutingDestination;
  groupType: GroupOrderType;
  /** Multi-leg orders alternate between one record and one record per leg. */
  perLegRecords: boolean;
  /** What a SPREADS entry trades (a net-even one trades the custom risk reversal instead: entry-factory.ts). */
  strategy: DemoStrategy;
}

/** The named strategies in the coverage block's order (a net-even entry trades the custom one). */
const NAMED_STRATEGIES = SPREAD_STRATEGIES.filter((strategy) => strategy !== 'custom');

/** Plans entry `index` of an account's day; `random` is the entry's own generator. */
export function planEntry(index: number, random: Random): EntryPlan {
  if (index < COVERAGE_BLOCK) {
    const kind = KIND_CYCLE[index % KIND_CYCLE.length] as EntryKind;
    // How many earlier entries of the block share this kind: cycles through the kind's price types.
    const sameKindBefore =
      KIND_CYCLE.slice(0, index % KIND_CYCLE.length).filter((k) => k === kind).length +
      Math.floor(index / KIND_CYCLE.length) * KIND_CYCLE.filter((k) => k === kind).length;
    const priceTypes = kind === 'GROUP' ? ['LIMIT' as const] : PRICE_TYPES_BY_KIND[kind];
    const group = kind === 'GROUP';
    return {
      kind,
      priceType: priceTypes[sameKindBefore % priceTypes.length] as PriceType,
      // A group works for the day or until cancelled, and the block's first group of each type is
      // meant to fill, so that its later members are seen going out after it.
      term: (group ? GROUP_TERMS[sameKindBefore % GROUP_TERMS.length] : ORDER_TERMS[index % ORDER_TERMS.length]) as OrderTerm,
      finalStatus: group && sameKindBefore < GROUP_ORDER_TYPES.length ? 'EXECUTED' : (ORDER_STATUSES[index % ORDER_STATUSES.length] as OrderStatus),
      routing: ROUTING_DESTINATIONS[index % ROUTING_DESTINATIONS.length] as RoutingDestination,
      groupType: GROUP_ORDER_TYPES[sameKindBefore % GROUP_ORDER_TYPES.length] as GroupOrderType,
      perLegRecords: sameKindBefore % 2 === 1,
      // Every third spread of the block is net even; the others walk the named strategies in order.
      strategy: NAMED_STRATEGIES[(sameKindBefore - Math.floor(sameKindBefore / 3)) % NAMED_STRATEGIES.length] as DemoStrategy,
    };
  }
  const kind = random.pick(RANDOM_KINDS);
  const term: OrderTerm = random.chance(0.6) ? 'GOOD_FOR_DAY' : random.pick(ORDER_TERMS);
  return {
    kind,
    priceType: kind === 'GROUP' ? 'LIMIT' : random.pick(PRICE_TYPES_BY_KIND[kind]),
    term: kind === 'GROUP' && !GROUP_TERMS.includes(term) ? 'GOOD_FOR_DAY' : term,
    finalStatus: random.pick(RANDOM_STATUSES),
    routing: random.chance(0.7) ? 'AUTO' : random.pick(ROUTING_DESTINATIONS),
    groupType: random.pick(GROUP_ORDER_TYPES),
    perLegRecords: random.chance(0.5),
    strategy: random.pick(SPREAD_STRATEGIES),
  };
}
