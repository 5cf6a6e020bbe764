/**
 * `GET /v1/accounts/{key}/transactions` (TransactionListResponse → Transaction[]) and its details
 * (`…/transactions/{id}`, TransactionDetailsResponse) of either wire format into one model
 * (shared/domain/transactions.ts; docs/platform/current-api.md, "Transactions"). The traps, each
 * seen in recordings: `moreTransactions` says false with more to come (a page is followed while a
 * marker comes back, or while the counts say rows are missing); ids are strings in the list and
 * numbers in the details; the details' children are capitalised where the list's are not, and
 * their Product may be a list; an option's `expiryYear` has two digits; a cash row's product is
 * empty, and blank fields come as one space. An empty range is 204 or error 53 (or 105): no rows.
 */
import { fromOption, transactionKind } from '../../../../../shared/domain/transaction-kinds.ts';
import { pacificDay, toCents, type Transaction, type TransactionInstrument, type TransactionPage } from '../../../../../shared/domain/transactions.ts';
import type { Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { asNode, eachNode, readId, readInteger, readNumber, readText, type Node } from '../../common/decode/scalars.ts';
import { decodeV1ListResponse, NO_RECORDS_CODE } from './no-records.ts';
import { decodeV1Response } from './v1-response.ts';

/** "No results" for a range without transactions (the platform's code for it here), and "no records". */
const EMPTY_CODES = ['53', NO_RECORDS_CODE];

/** A child by its name as the list writes it (`brokerage`) or as the details do (`Brokerage`). */
const child = (node: Node, name: string): unknown => node[name] ?? node[name.charAt(0).toUpperCase() + name.slice(1)];

/** Text, blank as absent (the platform sends " " for nothing). */
const text = (value: unknown): string | null => readText(value) ?? null;

/** Epoch ms; 0 (a same-day row not yet posted) and nonsense as absent. */
const instant = (value: unknown): number | null => {
  const ms = readNumber(value);
  return ms === undefined || !Number.isFinite(ms) || ms <= 0 ? null : ms;
};

/** An expiry's year: two digits (21) are the century's, four are kept. */
const wholeYear = (year: number): number => (year < 100 ? 2000 + year : year);

const two = (n: number): string => String(n).padStart(2, '0');

/** An option from the product's fields, or `null` when one is missing. */
function readOption(product: Node, underlier: string): TransactionInstrument | null {
  const callPut = text(product.callPut)?.toUpperCase();
  const right = callPut === 'CALL' ? 'call' : callPut === 'PUT' ? 'put' : null;
  const year = readInteger(product.expiryYear);
  const month = readInteger(product.expiryMonth);
  const day = readInteger(product.expiryDay);
  const strike = readNumber(product.strikePrice);
  if (right === null || year === undefined || month === undefined || day === undefined || strike === undefined) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31 || !(strike > 0)) return null;
  return { kind: 'option', underlier, right, strike, expiry: `${String(wholeYear(year))}-${two(month)}-${two(day)}` };
}

/** What the row moved, from its product (an object, or a list of one). */
function readInstrument(value: unknown): TransactionInstrument {
  const product = Array.isArray(value) ? asNode(value[0]) : asNode(value);
  const symbol = product === undefined ? null : text(product.symbol);
  if (product === undefined || symbol === null) return { kind: 'cash' };
  const securityType = text(product.securityType)?.toUpperCase() ?? null;
  if (securityType === 'OPTN' || securityType === 'OPTION' || product.callPut !== undefined) {
    const option = readOption(product, symbol);
    if (option !== null) return option;
  }
  // Sweep interest names its fund "#2145605" (EQ or BOND): no stock to trade.
  if ((securityType === 'EQ' || securityType === null) && !symbol.startsWith('#')) return { kind: 'stock', symbol };
  return { kind: 'other', symbol, securityType };
}

/** `storeId` from `detailsURI` (`…/transactions/123?storeId=1`), else the row's own field. */
function storeOf(row: Node): string | null {
  const own = readId(row.storeId);
  if (own !== undefined) return own;
  const uri = text(row.detailsURI);
  if (uri === null) return null;
  const at = uri.indexOf('storeId=');
  if (at < 0) return null;
  let end = at + 8;
  while (end < uri.length && uri.charCodeAt(end) >= 0x30 && uri.charCodeAt(end) <= 0x39) end += 1;
  return end > at + 8 ? uri.slice(at + 8, end) : null;
}

/** One row of the list or the details, or why it cannot be one. */
function readTransaction(row: Node): { transaction: Transaction } | { problem: string } {
  const id = readId(row.transactionId);
  if (id === undefined) return { problem: `a transaction without a usable id (${JSON.stringify(text(row.transactionId))}) is left out` };
  const brokerage = asNode(child(row, 'brokerage')) ?? {};
  const quantity = readNumber(brokerage.quantity) ?? 0;
  const description = text(row.description) ?? '';
  const type = text(row.transactionType) ?? text(brokerage.transactionType) ?? '';
  const kind = transactionKind(type, description, quantity);
  const at = instant(row.transactionDate);
  const amount = readNumber(row.amount);
  const fee = readNumber(brokerage.fee);
  return {
    transaction: {
      id,
      accountId: readId(row.accountId) ?? null,
      at,
      day: at === null ? null : pacificDay(at),
      postedAt: instant(row.postDate),
      settledAt: instant(brokerage.settlementDate),
      amountCents: amount === undefined ? 0 : toCents(amount),
      description,
      description2: text(row.description2),
      type,
      kind,
      fromOption: fromOption(kind, description),
      instrument: readInstrument(child(brokerage, 'product')),
      displaySymbol: text(brokerage.displaySymbol),
      quantity,
      price: readNumber(brokerage.price) ?? null,
      feeCents: fee === undefined ? 0 : Math.abs(toCents(fee)),
      memo: text(row.memo) ?? text(brokerage.memo),
      storeId: storeOf(row),
      orderNo: readId(brokerage.orderNo) ?? null,
    },
  };
}

const emptyPage = (): TransactionPage => ({ accountId: null, transactions: [], marker: null, count: 0, total: 0, more: false, problems: [] });

const readPage = (content: unknown): TransactionPage => {
  if (content === '' || content === null) return emptyPage();
  const root = asNode(content) ?? malformed('TransactionListResponse holds text, not elements');
  const transactions: Transaction[] = [];
  const problems: string[] = [];
  eachNode(root.Transaction ?? root.transaction, 'Transaction', (row) => {
    const reading = readTransaction(row);
    if ('transaction' in reading) transactions.push(reading.transaction);
    else problems.push(reading.problem);
  });
  const marker = text(root.marker);
  // `moreTransactions` is not read: it says false with more to come. A marker is the only way on.
  return {
    accountId: transactions.find((row) => row.accountId !== null)?.accountId ?? null,
    transactions,
    marker,
    count: readInteger(root.transactionCount) ?? null,
    total: readInteger(root.totalCount) ?? null,
    more: marker !== null && transactions.length > 0,
    problems,
  };
};

/** One page of the list. Never throws. */
export const decodeTransactionPage = (response: ResponseBody): Result<TransactionPage> =>
  decodeV1ListResponse(response, { root: 'TransactionListResponse', what: 'a list of transactions', read: readPage, empty: emptyPage }, EMPTY_CODES);

/** One transaction in full (its category and order number with the rest). Never throws. */
export const decodeTransactionDetails = (response: ResponseBody): Result<Transaction> =>
  decodeV1Response(response, {
    root: 'TransactionDetailsResponse',
    what: 'a transaction',
    read: (content) => {
      const root = asNode(content) ?? malformed('TransactionDetailsResponse holds text, not elements');
      const reading = readTransaction(root);
      return 'transaction' in reading ? reading.transaction : malformed(reading.problem);
    },
    empty: () => malformed('the answer holds no transaction'),
    notFound: 'The provider has no such transaction in this account',
  });
