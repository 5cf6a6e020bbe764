/**
 * Every page of an account's transactions in a range (docs/platform/current-api.md,
 * "Transactions"): the first page without a marker, then each page with the marker the one before
 * gave, while a marker comes back with rows (never on `moreTransactions`, which says false with
 * more to come). A marker given twice stops the read, said in words; a row seen on two pages is
 * kept once. One read holds at most TRANSACTIONS_MAX_ROWS rows and TRANSACTIONS_MAX_PAGES pages:
 * past them it stops and says how far it reached, as a history window does (the rows it has are
 * real; the range is what is cut).
 */
import type { Transaction, TransactionPage } from '../../../../shared/domain/transactions.ts';
import { ok, type Result } from '../../../../shared/result.ts';

/** Two years of a very busy account at 50 a page, at most. */
export const TRANSACTIONS_MAX_PAGES = 2_000;
export const TRANSACTIONS_MAX_ROWS = 100_000;

/** What a read of a range gave. */
export interface TransactionRead {
  readonly transactions: readonly Transaction[];
  readonly requests: number;
  /** Whether the read stopped before the range's end (a cap, or a marker given twice). */
  readonly cut: boolean;
  /** What was left out or stopped, in words. */
  readonly problems: readonly string[];
}

export interface TransactionReadLimits {
  maxPages?: number;
  maxRows?: number;
  /** Told after each page: the rows so far and the requests made (for a progress line). */
  onPage?: (progress: { rows: number; requests: number }) => void;
}

const count = (n: number): string => n.toLocaleString('en-US');

/** Reads every page through `fetchPage` (`null`: the first); the first failure is the answer. */
export async function readTransactionPages(
  fetchPage: (marker: string | null) => Promise<Result<TransactionPage>>,
  limits: TransactionReadLimits = {},
): Promise<Result<TransactionRead>> {
  const maxPages = limits.maxPages ?? TRANSACTIONS_MAX_PAGES;
  const maxRows = limits.maxRows ?? TRANSACTIONS_MAX_ROWS;
  const byId = new Map<string, Transaction>();
  const problems: string[] = [];
  const markers = new Set<string>();
  let requests = 0;
  let marker: string | null = null;
  for (;;) {
    const page = await fetchPage(marker);
    if (!page.ok) return page;
    requests += 1;
    for (const row of page.data.transactions) if (!byId.has(row.id)) byId.set(row.id, row);
    for (const problem of page.data.problems) problems.push(problem);
    limits.onPage?.({ rows: byId.size, requests });
    const next = page.data.more ? page.data.marker : null;
    if (next === null) return ok({ transactions: [...byId.values()], requests, cut: false, problems });
    if (markers.has(next)) {
      problems.push(`The provider named a page it had already given (marker ${next.slice(0, 40)}); the read stopped after ${count(requests)} requests.`);
      return ok({ transactions: [...byId.values()], requests, cut: true, problems });
    }
    if (requests >= maxPages || byId.size >= maxRows) {
      problems.push(
        `The read stopped at ${count(byId.size)} transactions in ${count(requests)} requests, the most one read takes; the rest of the range is not in it.`,
      );
      return ok({ transactions: [...byId.values()], requests, cut: true, problems });
    }
    markers.add(next);
    marker = next;
  }
}
