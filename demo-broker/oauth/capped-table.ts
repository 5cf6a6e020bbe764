/**
 * A token table of at most `cap` records: issuing past the cap drops the oldest (first issued).
 * A client that mints tokens in a loop then costs the broker a fixed amount of memory; what it
 * says about a dropped token is the token store's business (token-mint.ts knows its own tokens).
 */

/** A map of at most `cap` records, oldest dropped first. */
export class CappedTable<T> {
  readonly records = new Map<string, T>();
  readonly #cap: number;

  constructor(cap: number) {
    if (!Number.isInteger(cap) || cap < 1) throw new Error(`a token table holds at least one token, not ${cap}`);
    this.#cap = cap;
  }

  /** Adds a record, dropping the oldest while the table is full. */
  add(token: string, record: T): void {
    while (this.records.size >= this.#cap) {
      const oldest = this.records.keys().next().value;
      if (oldest === undefined) break;
      this.records.delete(oldest);
    }
    this.records.set(token, record);
  }
}
