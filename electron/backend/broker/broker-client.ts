/**
 * The data calls of one environment, whatever its API generation: the legacy client and the v1
 * client both implement this, so market, orders, the CLI and the chain refresher never ask which
 * generation they talk to. A call a generation does not have answers `unsupported`.
 */
import type { AccountBalance } from '../../../shared/domain/account-balance.ts';
import type { Account } from '../../../shared/domain/accounts.ts';
import type { AlertDetails, AlertList, AlertListQuery } from '../../../shared/domain/alerts.ts';
import type { ChainAnswer, ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ExpiryDate, ExpiryKind } from '../../../shared/domain/expiries.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import type { OrderDetails, OrderHistoryQuery } from '../../../shared/domain/order-history.ts';
import type { OrderListPage } from '../../../shared/domain/orders.ts';
import type { Portfolio, PositionView } from '../../../shared/domain/positions.ts';
import type { QuoteAnswer } from '../../../shared/domain/quotes.ts';
import type { Transaction, TransactionPage, TransactionQuery } from '../../../shared/domain/transactions.ts';
import type { ApiGeneration } from '../../../shared/environments.ts';
import { fail, type Result } from '../../../shared/result.ts';
import type { QuotaPace } from './quota/quota-pace.ts';

/** One page of the order list: where to start and how many, and on v1 the server-side filters. */
export interface OrderPageRequest {
  /** Opaque marker from the previous page; absent for the newest orders. */
  marker?: string | undefined;
  /** Orders per page, 1-100 (the provider caps at 100; it defaults to 25). */
  count?: number | undefined;
  /** v1 only: the window and filters (`fromDate`/`toDate` as MMDDYYYY on the wire). */
  filter?: Omit<OrderHistoryQuery, 'accountKey'> | undefined;
  /** v1 only: `marketSession` REGULAR or EXTENDED (the provider's filter; absent = both). */
  marketSession?: 'REGULAR' | 'EXTENDED' | undefined;
}

/** What a portfolio read asks for: the view (COMPLETE adds bid, ask and the greeks) and the page size. */
export interface PortfolioQuery {
  view: PositionView;
  /** Positions per page (1-1,000); the client's default when absent. */
  pageSize?: number | undefined;
}

/** How a chain is asked beyond its query. */
export interface ChainCallOptions {
  /** Ask the underlier's quote with the chain (the default); the term structure asks it once for every expiry. */
  underlier?: boolean;
}

export interface BrokerClient {
  readonly generation: ApiGeneration;
  /** The budget of this environment's consumer key: pollers ask it how fast they may go. */
  readonly quota: QuotaPace;
  listAccounts(signal?: AbortSignal): Promise<Result<Account[]>>;
  /**
   * The chain for a query parsed at the edge (IPC, command line): nothing below parses it again.
   * `underlier: false` leaves out the underlier's quote (1 quote) where the caller has it already.
   */
  getOptionChain(query: ChainQuery, signal?: AbortSignal, options?: ChainCallOptions): Promise<Result<ChainAnswer<OptionChain>>>;
  getExpiryDates(symbol: string, kind?: ExpiryKind, signal?: AbortSignal): Promise<Result<ExpiryDate[]>>;
  /** Any number of symbols; the client batches them (25 per request on v1). */
  getQuotes(symbols: readonly string[], signal?: AbortSignal): Promise<Result<QuoteAnswer>>;
  /** `accountKey`: v1 `accountIdKey`, or the legacy numeric account ID. */
  getOrderPage(accountKey: string, page?: OrderPageRequest, signal?: AbortSignal): Promise<Result<OrderListPage>>;
  getOrderDetails(accountKey: string, orderId: string, signal?: AbortSignal): Promise<Result<OrderDetails>>;
  /** v1 only: the user's alerts (one list, at most 300, no paging); an empty inbox is an empty list. */
  getAlerts(query?: AlertListQuery, signal?: AbortSignal): Promise<Result<AlertList>>;
  /** v1 only: one alert, its message as plain text; asked in markup (`htmlTags=true`) unless `html` is false. */
  getAlertDetails(id: string, options?: { html?: boolean }, signal?: AbortSignal): Promise<Result<AlertDetails>>;
  /** v1 only: every page of the account's positions, with the Totals. */
  getPortfolio(accountKey: string, query: PortfolioQuery, signal?: AbortSignal): Promise<Result<Portfolio>>;
  /** v1 only: the account's brokerage balance with its real-time values. */
  getBalance(accountKey: string, signal?: AbortSignal): Promise<Result<AccountBalance>>;
  /** v1 only: one page of the account's transactions in a range (an empty range is a page without rows). */
  getTransactionPage(accountKey: string, query: TransactionQuery, signal?: AbortSignal): Promise<Result<TransactionPage>>;
  /** v1 only: one transaction in full; `storeId` as its row's `detailsURI` named it. */
  getTransactionDetails(accountKey: string, id: string, storeId: string | null, signal?: AbortSignal): Promise<Result<Transaction>>;
}

/** What a call the generation does not have answers. */
export const unsupported = (what: string): Promise<{ ok: false; error: { code: 'unsupported'; message: string } }> =>
  Promise.resolve(
    fail('unsupported', `${what} need the current API (v1); this environment speaks the legacy API. Choose the current API under Settings → Advanced.`) as {
      ok: false;
      error: { code: 'unsupported'; message: string };
    },
  );
