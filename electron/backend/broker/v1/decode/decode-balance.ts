/**
 * `GET /v1/accounts/{key}/balance` (BalanceResponse with Cash, Margin?, Computed {…, OpenCalls,
 * RealTimeValues}) of either wire format into the shared AccountBalance
 * (docs/platform/current-api.md, "Balance"). Fields are absent by account type: a figure the wire
 * leaves out (or sends unreadable) is left out of the model too, never made 0. Blocks are read
 * under their UpperCamel or lowerCamel names.
 */
import type {
  AccountBalance,
  BalanceCash,
  BalanceComputed,
  BalanceMargin,
  BalanceOpenCalls,
  BalanceRealTimeValues,
} from '../../../../../shared/domain/account-balance.ts';
import { fail, type Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { asNode, firstNode, readNumber, readText, type Node } from '../../common/decode/scalars.ts';
import { decodeV1Response } from './v1-response.ts';

/** Model name → wire name, for one block's figures. */
type Names<T> = { readonly [K in keyof T]?: string };

/** The figures of `node` that are there and readable, under the model's names. */
function figures<T>(node: Node, names: Names<T>): T {
  const out: Record<string, number> = {};
  for (const [name, wire] of Object.entries(names) as [string, string][]) {
    const value = readNumber(node[wire]);
    if (value !== undefined) out[name] = value;
  }
  return out as T;
}

const CASH: Names<BalanceCash> = { fundsForOpenOrdersCash: 'fundsForOpenOrdersCash', moneyMarketBalance: 'moneyMktBalance' };
const MARGIN: Names<BalanceMargin> = { dayTradeCashOpenOrderReserve: 'dtCashOpenOrderReserve', dayTradeMarginOpenOrderReserve: 'dtMarginOpenOrderReserve' };
const OPEN_CALLS: Names<BalanceOpenCalls> = { minEquityCall: 'minEquityCall', fedCall: 'fedCall', cashCall: 'cashCall', houseCall: 'houseCall' };
const REAL_TIME: Names<BalanceRealTimeValues> = {
  totalAccountValue: 'totalAccountValue',
  netMarketValue: 'netMv',
  netMarketValueLong: 'netMvLong',
  netMarketValueShort: 'netMvShort',
  totalLongValue: 'totalLongValue',
};
const COMPUTED: Names<Omit<BalanceComputed, 'openCalls' | 'realTimeValues'>> = {
  cashAvailableForInvestment: 'cashAvailableForInvestment',
  cashAvailableForWithdrawal: 'cashAvailableForWithdrawal',
  netCash: 'netCash',
  cashBalance: 'cashBalance',
  settledCashForInvestment: 'settledCashForInvestment',
  unsettledCashForInvestment: 'unSettledCashForInvestment',
  fundsWithheldFromPurchasePower: 'fundsWithheldFromPurchasePower',
  fundsWithheldFromWithdrawal: 'fundsWithheldFromWithdrawal',
  marginBuyingPower: 'marginBuyingPower',
  cashBuyingPower: 'cashBuyingPower',
  dayTradeMarginBuyingPower: 'dtMarginBuyingPower',
  dayTradeCashBuyingPower: 'dtCashBuyingPower',
  marginBalance: 'marginBalance',
  shortAdjustBalance: 'shortAdjustBalance',
  regtEquity: 'regtEquity',
  regtEquityPercent: 'regtEquityPercent',
  accountBalance: 'accountBalance',
};
const TEXTS: Names<Pick<AccountBalance, 'accountId' | 'accountType' | 'optionLevel' | 'description' | 'accountMode' | 'quoteMode' | 'dayTraderStatus'>> = {
  accountId: 'accountId',
  accountType: 'accountType',
  optionLevel: 'optionLevel',
  description: 'accountDescription',
  accountMode: 'accountMode',
  quoteMode: 'quoteMode',
  dayTraderStatus: 'dayTraderStatus',
};

/** A block under either spelling, or undefined. */
const block = (node: Node, upper: string, lower: string): Node | undefined => {
  const value = node[upper] ?? node[lower];
  return value === undefined ? undefined : firstNode(value, upper);
};

const readComputed = (node: Node): BalanceComputed => {
  const openCalls = block(node, 'OpenCalls', 'openCalls');
  const realTime = block(node, 'RealTimeValues', 'realTimeValues');
  return {
    ...figures(node, COMPUTED),
    ...(openCalls === undefined ? {} : { openCalls: figures(openCalls, OPEN_CALLS) }),
    ...(realTime === undefined ? {} : { realTimeValues: figures(realTime, REAL_TIME) }),
  };
};

const readBalance = (content: unknown): AccountBalance => {
  const root = content === '' || content === null ? {} : (asNode(content) ?? malformed('BalanceResponse holds text, not elements'));
  const texts: Record<string, string> = {};
  for (const [name, wire] of Object.entries(TEXTS) as [string, string][]) {
    const value = readText(root[wire]);
    if (value !== undefined) texts[name] = value;
  }
  const cash = block(root, 'Cash', 'cash');
  const margin = block(root, 'Margin', 'margin');
  const computed = block(root, 'Computed', 'computed');
  return {
    ...texts,
    ...(cash === undefined ? {} : { cash: figures(cash, CASH) }),
    ...(margin === undefined ? {} : { margin: figures(margin, MARGIN) }),
    ...(computed === undefined ? {} : { computed: readComputed(computed) }),
  };
};

const NOTHING = (): AccountBalance => ({});

/**
 * v1 `balance` → the account's balance, figures absent where the provider sent none. An answer
 * without a balance (204, an empty body) is a failure that says so: an account always has one.
 * Errors (253, 100, 102, 7001, 7002) are explained from the v1 code table. Never throws.
 */
export const decodeBalance = (response: ResponseBody): Result<AccountBalance> => {
  const decoded = decodeV1Response(response, { root: 'BalanceResponse', what: 'an account balance', read: readBalance, empty: NOTHING });
  if (decoded.ok && Object.keys(decoded.data).length === 0) return fail('provider', 'The provider answered without the account’s balance.');
  return decoded;
};
