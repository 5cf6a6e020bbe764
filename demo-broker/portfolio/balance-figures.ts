/**
 * An account's balance from its snapshot, consistent with its positions and cash: the account's
 * value is its cash plus its positions' net market value; what today's sales brought in is not
 * yet settled; working buy orders hold cash back. A margin account adds Reg T figures (half of its
 * stock, long or short, and all of its options must be covered by its equity; buying power is
 * twice the excess, four times for day trades) and a Margin block; a cash account has neither.
 */
import { HIGH_VOLUME_ACCOUNT_ID } from '../accounts.ts';
import { cents } from '../market/seeded-random.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import type { AccountSnapshot } from './account-snapshot.ts';
import { marginRequirement, marketValues } from './margin-requirement.ts';
import { optionLevelOf } from './seeded-positions.ts';

/** Equity a margin account must keep (the pattern day trader minimum is far above it). */
const MINIMUM_EQUITY = 2_000;

/** The BalanceResponse tree; `realTime` adds RealTimeValues (`realTimeNAV=true`). */
export function balanceTree(snapshot: AccountSnapshot, realTime: boolean): WireObject {
  const { account, margin, cash, openOrderCash } = snapshot;
  const mv = marketValues(snapshot.positions);
  const net = mv.long + mv.short;
  const accountValue = cash + net;
  const unsettled = Math.max(0, cash - snapshot.cashAtStart);
  const settled = cash - unsettled;
  const available = Math.max(0, cash - openOrderCash);
  const pdt = account.accountId === HIGH_VOLUME_ACCOUNT_ID;
  const computed: WireObject = {
    cashAvailableForInvestment: cents(available),
    cashAvailableForWithdrawal: cents(Math.max(0, settled - openOrderCash)),
    netCash: cents(cash),
    cashBalance: cents(cash),
    settledCashForInvestment: cents(settled),
    unSettledCashForInvestment: cents(unsettled),
    fundsWithheldFromPurchasePower: cents(openOrderCash),
    fundsWithheldFromWithdrawal: cents(openOrderCash + unsettled),
  };
  const openCalls: WireObject = { cashCall: margin ? 0 : cents(Math.max(0, -cash)) };
  if (margin) {
    const requirement = marginRequirement(snapshot.positions);
    const excess = accountValue - requirement;
    const gross = mv.long - mv.short;
    Object.assign(computed, {
      marginBuyingPower: cents(Math.max(0, 2 * excess)),
      cashBuyingPower: cents(Math.max(0, Math.min(available, excess))),
      dtMarginBuyingPower: cents(Math.max(0, 4 * excess)),
      dtCashBuyingPower: cents(Math.max(0, Math.min(available, excess))),
      marginBalance: cents(Math.min(0, cash)),
      shortAdjustBalance: cents(mv.short),
      regtEquity: cents(accountValue),
      regtEquityPercent: gross === 0 ? 100 : Math.round((10_000 * accountValue) / gross) / 100,
      accountBalance: cents(cash),
    });
    Object.assign(openCalls, {
      minEquityCall: cents(Math.max(0, MINIMUM_EQUITY - accountValue)),
      fedCall: cents(Math.max(0, -excess)),
      houseCall: cents(Math.max(0, 0.3 * gross - accountValue)),
    });
  } else {
    computed.cashBuyingPower = cents(available);
  }
  computed.OpenCalls = openCalls;
  if (realTime) {
    computed.RealTimeValues = {
      totalAccountValue: cents(accountValue),
      netMv: cents(net),
      netMvLong: cents(mv.long),
      netMvShort: mv.short === 0 ? undefined : cents(mv.short),
      totalLongValue: cents(mv.long),
    };
  }
  return {
    accountId: account.accountId,
    accountType: margin ? 'MARGIN' : 'CASH',
    optionLevel: optionLevelOf(account),
    accountDescription: account.description,
    // The platform's "PDT ACCOUNT" (docs/platform/current-api.md, "Balance"): a mode with a space
    // in it.
    accountMode: pdt ? 'PDT ACCOUNT' : account.accountMode,
    quoteMode: 6,
    dayTraderStatus: pdt ? 'PDT_MIN_EQUITY_RUN_OFF' : undefined,
    Cash: { fundsForOpenOrdersCash: cents(openOrderCash), moneyMktBalance: 0 },
    Margin: margin ? { dtCashOpenOrderReserve: 0, dtMarginOpenOrderReserve: cents(openOrderCash) } : undefined,
    Computed: computed,
  };
}
