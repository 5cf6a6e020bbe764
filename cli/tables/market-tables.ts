/**
 * The current API's market and account answers as the terminal shows them: accounts (closed ones
 * apart), expiry dates with days to expiry, and quotes (the symbols not quoted said apart, for
 * standard error).
 */
import { isClosedAccount, type Account } from '../../shared/domain/accounts.ts';
import { formatCalendarDay } from '../../shared/domain/calendar.ts';
import { expiryKindWords, expiryTag, type ExpiryDate } from '../../shared/domain/expiries.ts';
import { formatNewYorkDateTime } from '../../shared/domain/market-time.ts';
import type { QuoteAnswer } from '../../shared/domain/quotes.ts';
import { money, renderTable } from './text-table.ts';

const ACCOUNT_COLUMNS = [
  { title: 'Account ID' },
  { title: 'Key' },
  { title: 'Description' },
  { title: 'Name' },
  { title: 'Type' },
  { title: 'Mode' },
  { title: 'Status' },
];

const accountRow = (account: Account): string[] => [
  account.accountId,
  account.accountIdKey ?? '',
  account.description ?? '',
  account.nickname ?? '',
  account.type ?? '',
  account.mode ?? '',
  account.status ?? '',
];

/** The lines of an accounts list: open accounts first, closed ones in their own table. */
export function accountLines(accounts: readonly Account[]): string[] {
  if (accounts.length === 0) return ['No accounts.'];
  const open = accounts.filter((account) => !isClosedAccount(account));
  const closed = accounts.filter(isClosedAccount);
  const lines = open.length === 0 ? ['No open accounts.'] : renderTable(ACCOUNT_COLUMNS, open.map(accountRow));
  if (closed.length > 0) {
    lines.push('', 'Closed accounts:');
    const rows = closed.map((account) => [...accountRow(account), account.closedAt === null ? '' : formatNewYorkDateTime(account.closedAt)]);
    for (const line of renderTable([...ACCOUNT_COLUMNS, { title: 'Closed ET' }], rows, '  ')) lines.push(line);
  }
  return lines;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The lines of an expiry list, nearest first. */
export function expiryLines(symbol: string, expiries: readonly ExpiryDate[]): string[] {
  if (expiries.length === 0) return [`No option expiries for ${symbol}.`];
  const rows = expiries.map((expiry) => [
    expiry.date,
    formatCalendarDay(expiry.date) ?? '',
    expiry.daysToExpiry < 0 ? 'expired' : expiry.daysToExpiry === 0 ? 'today' : plural(expiry.daysToExpiry, 'day'),
    expiryTag(expiry.kind),
    expiryKindWords(expiry.kind),
  ]);
  return [
    `${symbol} option expiries (${plural(expiries.length, 'date')})`,
    ...renderTable([{ title: 'Expiry' }, { title: 'Day' }, { title: 'To expiry', right: true }, { title: 'Tag' }, { title: 'Type' }], rows),
  ];
}

const signed = (value: number | null, digits = 2): string => (value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(digits)}`);
const count = (value: number | null): string => (value === null ? '' : value.toLocaleString('en-US'));

/** The table of a quote answer's quotes (nothing when none came). */
export function quoteLines(answer: QuoteAnswer): string[] {
  const lines: string[] = [];
  if (answer.quotes.length > 0) {
    const rows = answer.quotes.map((quote) => [
      quote.symbol,
      money(quote.last),
      signed(quote.change),
      quote.changePercent === null ? '' : `${signed(quote.changePercent)}%`,
      money(quote.bid),
      money(quote.ask),
      count(quote.volume),
      quote.status ?? '',
      quote.time === null ? '' : formatNewYorkDateTime(quote.time),
      quote.companyName ?? '',
    ]);
    const right = true;
    const columns = [
      { title: 'Symbol' },
      { title: 'Last', right },
      { title: 'Change', right },
      { title: 'Change %', right },
      { title: 'Bid', right },
      { title: 'Ask', right },
      { title: 'Volume', right },
      { title: 'Status' },
      { title: 'Time ET' },
      { title: 'Name' },
    ];
    for (const line of renderTable(columns, rows)) lines.push(line);
  }
  return lines;
}

/** One line per symbol the provider did not quote, for standard error: "ZZZZ not quoted: … (code 1019)". */
export const quoteProblemLines = (problems: QuoteAnswer['problems']): string[] =>
  problems.map((problem) => `${problem.symbol ?? '(no symbol)'} not quoted: ${problem.message}${problem.code === null ? '' : ` (code ${problem.code})`}`);
