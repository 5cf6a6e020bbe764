/**
 * The rules a consumer key and secret follow, in one place: the IPC schema of `credentials:save`
 * (main refuses what breaks them), the credentials form (which says, beside the field, which rule
 * and why before anything is sent) and the command line's login (which checks
 * STRIKEBOARD_CONSUMER_KEY and _SECRET before any request). E*TRADE's developer portal shows keys
 * and secrets as runs of letters and digits; a pasted pair is trimmed, and what is left must be one
 * run of printable characters: a space, a line break or a typographic character inside it means
 * something else was copied with it.
 */

/** Which half of the pair. */
export type ConsumerField = 'consumerKey' | 'consumerSecret';

/** The field's name as the form labels it. */
export const CONSUMER_FIELD_NAMES: Readonly<Record<ConsumerField, string>> = { consumerKey: 'Consumer key', consumerSecret: 'Consumer secret' };

/** Shortest and longest accepted (the portal's keys are 32 characters, secrets longer). */
export const CONSUMER_MIN_LENGTH = 8;
export const CONSUMER_MAX_LENGTH = 256;

/** Printable ASCII without the space: what a key or secret is made of. */
const PRINTABLE = /^[\x21-\x7e]*$/;
const WHITESPACE = /\s/;

/**
 * What is wrong with a key or secret as typed (after trimming), in words that follow the field's
 * name ("must not contain spaces"), or `null` when it is acceptable. The first broken rule only.
 */
export function consumerFieldProblem(field: ConsumerField, typed: string): string | null {
  const value = typed.trim();
  const what = field === 'consumerKey' ? 'consumer key' : 'consumer secret';
  if (value === '') return 'is empty';
  if (WHITESPACE.test(value)) return 'must not contain spaces';
  if (!PRINTABLE.test(value))
    return `has a character no ${what} has (only letters, digits and symbols such as - and _): copy it again from the developer portal`;
  if (value.length < CONSUMER_MIN_LENGTH) return `looks too short for a ${what} (${value.length} characters; at least ${CONSUMER_MIN_LENGTH})`;
  if (value.length > CONSUMER_MAX_LENGTH) return `is too long for a ${what} (${value.length} characters; at most ${CONSUMER_MAX_LENGTH})`;
  return null;
}

/** Every broken rule of a pair, by field (empty when both are acceptable). */
export function consumerPairProblems(pair: Readonly<Record<ConsumerField, string>>): Partial<Record<ConsumerField, string>> {
  const problems: Partial<Record<ConsumerField, string>> = {};
  for (const field of ['consumerKey', 'consumerSecret'] as const) {
    const problem = consumerFieldProblem(field, pair[field]);
    if (problem !== null) problems[field] = problem;
  }
  return problems;
}
