/**
 * What a transaction is, read from the platform's words. `transactionType` is text, not an
 * enumeration: "Bought", "Sold", "Sold Short", "Bought To Cover", "Option Assignment", "Interest",
 * "Fee" and "Adjustment" are recorded, and other spellings certainly exist. The words are matched
 * by what they contain, the most specific first; words that match nothing fall back to the
 * description (only for words no company name carries by chance: an assignment, a dividend…),
 * then to the sign of the quantity. Plain `includes` over lower-cased text: no
 * pattern, linear on any input.
 */
import type { TransactionKind } from './transactions.ts';

/** Word pieces and the kind they mean, the most specific first ("sold short" before "sold"). */
const RULES: readonly (readonly [readonly string[], TransactionKind])[] = [
  [['assign'], 'assignment'],
  [['exercis'], 'exercise'],
  [['expir'], 'expiration'],
  [['dividend', 'div reinv', 'qualified div'], 'dividend'],
  [['interest'], 'interest'],
  [['bought to cover', 'buy to cover'], 'buy-to-cover'],
  [['sold short', 'sell short', 'short sale'], 'sell-short'],
  [['bought to open', 'buy to open', 'bought open', 'buy open'], 'buy-to-open'],
  [['sold to open', 'sell to open', 'sold open', 'sell open'], 'sell-to-open'],
  [['bought to close', 'buy to close', 'bought close', 'buy close'], 'buy-to-close'],
  [['sold to close', 'sell to close', 'sold close', 'sell close'], 'sell-to-close'],
  [['fee', 'commission'], 'fee'],
  [['transfer', 'journal', 'deposit', 'withdraw'], 'transfer'],
  [['adjust'], 'adjustment'],
  [['bought', 'buy', 'purchase'], 'buy'],
  [['sold', 'sell', 'sale'], 'sell'],
];

/** The kinds a description may name: a security's name could carry "fee", "sale" or "buy" by chance. */
const DESCRIPTION_KINDS: ReadonlySet<TransactionKind> = new Set(['assignment', 'exercise', 'expiration', 'dividend', 'interest', 'buy-to-cover', 'sell-short']);

/** The kind the words name among `kinds` (every kind when absent), or `null`. */
function kindOfWords(text: string, kinds?: ReadonlySet<TransactionKind>): TransactionKind | null {
  const words = text.toLowerCase();
  if (words.trim() === '') return null;
  for (const [pieces, kind] of RULES) if ((kinds === undefined || kinds.has(kind)) && pieces.some((piece) => words.includes(piece))) return kind;
  return null;
}

/** The kind of a row from its type's words, else its description's, else the sign of its quantity. */
export function transactionKind(type: string, description: string, quantity: number): TransactionKind {
  return kindOfWords(type) ?? kindOfWords(description, DESCRIPTION_KINDS) ?? (quantity > 0 ? 'buy' : quantity < 0 ? 'sell' : 'other');
}

/** Whether a share row came from an option (its description names an assignment or an exercise). */
export function fromOption(kind: TransactionKind, description: string): boolean {
  if (kind !== 'buy' && kind !== 'sell') return false;
  const words = description.toLowerCase();
  return words.includes('assign') || words.includes('exercis');
}
