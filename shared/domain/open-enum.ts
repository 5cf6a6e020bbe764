/**
 * Enumerations as the provider sends them. The documentation lists the allowed words, but a
 * provider adds words before documentation catches up; an unknown word is kept verbatim so the UI
 * can show it instead of the decoder failing on it.
 */

/**
 * One of the known words `K`, or any other string the provider sent. The `string & {}` arm keeps
 * editor completion for `K` while accepting everything else.
 */
export type OpenEnum<K extends string> = K | (string & {});

/** Whether `value` is one of `known` (narrows an open enumeration to its known words). */
export const isKnown = <K extends string>(known: readonly K[], value: string | null | undefined): value is K =>
  value !== null && value !== undefined && (known as readonly string[]).includes(value);
