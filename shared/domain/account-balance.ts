/**
 * An account's balance (v1 `balance`, docs/platform/current-api.md, "Balance"): cash, buying power
 * and the account's real-time value. Which figures exist depends on the account (a cash account has
 * no margin figures): a figure the provider did not send is absent here, never 0.
 */

/** Wire `Cash`. */
export interface BalanceCash {
  readonly fundsForOpenOrdersCash?: number;
  /** Wire `moneyMktBalance`. */
  readonly moneyMarketBalance?: number;
}

/** Wire `Margin` (margin accounts only). */
export interface BalanceMargin {
  /** Wire `dtCashOpenOrderReserve`. */
  readonly dayTradeCashOpenOrderReserve?: number;
  /** Wire `dtMarginOpenOrderReserve`. */
  readonly dayTradeMarginOpenOrderReserve?: number;
}

/** Wire `Computed.OpenCalls`: calls the account must meet. */
export interface BalanceOpenCalls {
  readonly minEquityCall?: number;
  readonly fedCall?: number;
  readonly cashCall?: number;
  readonly houseCall?: number;
}

/** Wire `Computed.RealTimeValues` (`realTimeNAV=true`). */
export interface BalanceRealTimeValues {
  /** What the account is worth now: cash and every position at its market value. */
  readonly totalAccountValue?: number;
  /** Wire `netMv`: the positions' net market value. */
  readonly netMarketValue?: number;
  readonly netMarketValueLong?: number;
  readonly netMarketValueShort?: number;
  readonly totalLongValue?: number;
}

/** Wire `Computed`. */
export interface BalanceComputed {
  readonly cashAvailableForInvestment?: number;
  readonly cashAvailableForWithdrawal?: number;
  readonly netCash?: number;
  readonly cashBalance?: number;
  readonly settledCashForInvestment?: number;
  /** Wire `unSettledCashForInvestment`. */
  readonly unsettledCashForInvestment?: number;
  readonly fundsWithheldFromPurchasePower?: number;
  readonly fundsWithheldFromWithdrawal?: number;
  readonly marginBuyingPower?: number;
  readonly cashBuyingPower?: number;
  /** Wire `dtMarginBuyingPower`. */
  readonly dayTradeMarginBuyingPower?: number;
  /** Wire `dtCashBuyingPower`. */
  readonly dayTradeCashBuyingPower?: number;
  readonly marginBalance?: number;
  readonly shortAdjustBalance?: number;
  readonly regtEquity?: number;
  readonly regtEquityPercent?: number;
  readonly accountBalance?: number;
  readonly openCalls?: BalanceOpenCalls;
  readonly realTimeValues?: BalanceRealTimeValues;
}

/** The balance of one account. */
export interface AccountBalance {
  /** The account number people see. */
  readonly accountId?: string;
  /** CASH, MARGIN…, as the provider says. */
  readonly accountType?: string;
  /** NO_OPTIONS, LEVEL_1 … LEVEL_4. */
  readonly optionLevel?: string;
  readonly description?: string;
  /** May hold a space ("PDT ACCOUNT"). */
  readonly accountMode?: string;
  /** A number on the wire whose meanings are not documented: kept as its text. */
  readonly quoteMode?: string;
  readonly dayTraderStatus?: string;
  readonly cash?: BalanceCash;
  readonly margin?: BalanceMargin;
  readonly computed?: BalanceComputed;
}

/** What the account is worth now (`RealTimeValues.totalAccountValue`), when the provider said. */
export const accountValue = (balance: AccountBalance): number | null => balance.computed?.realTimeValues?.totalAccountValue ?? null;

/**
 * The buying power a person means: margin buying power on a margin account, cash buying power
 * otherwise; whichever is there when the account type is not said.
 */
export function buyingPower(balance: AccountBalance): number | null {
  const computed = balance.computed;
  if (computed === undefined) return null;
  const margin = balance.accountType?.toUpperCase() !== 'CASH';
  return (margin ? (computed.marginBuyingPower ?? computed.cashBuyingPower) : (computed.cashBuyingPower ?? computed.marginBuyingPower)) ?? null;
}

/** The account's cash (`Computed.cashBalance`, else `netCash`). */
export const cashBalance = (balance: AccountBalance): number | null => balance.computed?.cashBalance ?? balance.computed?.netCash ?? null;
