/**
 * An account's balance as the terminal shows it: one line per figure the provider sent, in words,
 * the most asked first (value, cash, buying power); a figure it did not send is not a line.
 */
import { accountValue, buyingPower, type AccountBalance } from '../../shared/domain/account-balance.ts';
import { renderTable } from './text-table.ts';

// `value === 0 ? 0 : value` turns -0 into 0, which would print as "-0.00".
const grouped = (value: number): string => (value === 0 ? 0 : value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The balance's lines: a heading naming the account, then figure and amount. */
export function balanceLines(balance: AccountBalance): string[] {
  const c = balance.computed ?? {};
  const calls = c.openCalls ?? {};
  const values = c.realTimeValues ?? {};
  const margin = balance.margin ?? {};
  const rows: [string, number | undefined][] = [
    ['Account value', accountValue(balance) ?? undefined],
    ['Cash', c.cashBalance],
    ['Buying power', buyingPower(balance) ?? undefined],
    ['Margin buying power', c.marginBuyingPower],
    ['Cash buying power', c.cashBuyingPower],
    ['Day-trading margin buying power', c.dayTradeMarginBuyingPower],
    ['Day-trading cash buying power', c.dayTradeCashBuyingPower],
    ['Cash available to invest', c.cashAvailableForInvestment],
    ['Cash available to withdraw', c.cashAvailableForWithdrawal],
    ['Settled cash', c.settledCashForInvestment],
    ['Unsettled cash', c.unsettledCashForInvestment],
    ['Net cash', c.netCash],
    ['Held for open orders', balance.cash?.fundsForOpenOrdersCash],
    ['Held back from buying power', c.fundsWithheldFromPurchasePower],
    ['Held back from withdrawals', c.fundsWithheldFromWithdrawal],
    ['Money market', balance.cash?.moneyMarketBalance],
    ['Positions, net market value', values.netMarketValue],
    ['Positions held long', values.netMarketValueLong],
    ['Positions held short', values.netMarketValueShort],
    ['Margin balance', c.marginBalance],
    ['Short adjustment', c.shortAdjustBalance],
    ['Reg T equity', c.regtEquity],
    ['Reg T equity %', c.regtEquityPercent],
    ['Account balance', c.accountBalance],
    ['Day-trading cash reserve for open orders', margin.dayTradeCashOpenOrderReserve],
    ['Day-trading margin reserve for open orders', margin.dayTradeMarginOpenOrderReserve],
    ['Federal call', calls.fedCall],
    ['House call', calls.houseCall],
    ['Cash call', calls.cashCall],
    ['Minimum equity call', calls.minEquityCall],
  ];
  const heading = [
    `Account ${balance.accountId ?? '(not said)'}`,
    balance.description,
    balance.accountType === undefined ? undefined : `${balance.accountType.toLowerCase()} account`,
    balance.accountMode === undefined ? undefined : `mode ${balance.accountMode}`,
    balance.optionLevel === undefined ? undefined : `options ${balance.optionLevel}`,
  ].filter((part) => part !== undefined && part !== '');
  const shown = rows.filter((entry): entry is [string, number] => entry[1] !== undefined);
  if (shown.length === 0) return [heading.join(', '), 'The provider sent no figures for this account.'];
  return [
    heading.join(', '),
    ...renderTable(
      [{ title: 'Balance' }, { title: 'Amount', right: true }],
      shown.map(([label, value]) => [label, grouped(value)]),
    ),
  ];
}
