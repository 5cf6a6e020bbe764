/**
 * v1 balances into AccountBalance: every block of a margin account, a cash account without any
 * margin figure (absent, not 0), lowerCamel blocks, a quoteMode number kept as text, unreadable
 * figures left out; an answer without a balance and the platform's errors in words.
 */
import { describe, expect, it } from 'vitest';
import { decodeBalance } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import type { AccountBalance } from '../../../../../../shared/domain/account-balance.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { cashBalanceDocument, marginBalance } from '../../../../../fixtures/wire/v1-portfolio-samples.ts';
import { Float, renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';

const balance = (result: Result<AccountBalance>): AccountBalance => {
  if (!result.ok) throw new Error(`${result.error.message} ${result.error.detail ?? ''}`);
  return result.data;
};

const everyFormat = (content: V1Value): AccountBalance => {
  const json = balance(decodeBalance({ body: renderV1Json('BalanceResponse', content) }));
  expect(balance(decodeBalance({ body: renderV1Xml('BalanceResponse', content) }))).toEqual(json);
  expect(balance(decodeBalance({ body: renderV1Json('BalanceResponse', content, { singleAsObject: true }) }))).toEqual(json);
  return json;
};

describe('decodeBalance', () => {
  it('a margin account: every block, under the model’s names', () => {
    expect(everyFormat(marginBalance)).toEqual({
      accountId: '83405188',
      accountType: 'MARGIN',
      optionLevel: 'LEVEL_4',
      description: 'Individual Brokerage',
      accountMode: 'PDT ACCOUNT',
      quoteMode: '6',
      dayTraderStatus: 'PDT_MIN_EQUITY_RUN_OFF',
      cash: { fundsForOpenOrdersCash: 1500, moneyMarketBalance: 0 },
      margin: { dayTradeCashOpenOrderReserve: 0, dayTradeMarginOpenOrderReserve: 250 },
      computed: {
        cashAvailableForInvestment: 23500.5,
        cashAvailableForWithdrawal: 23500.5,
        netCash: 25000.5,
        cashBalance: 25000.5,
        settledCashForInvestment: 24000.5,
        unsettledCashForInvestment: 1000,
        fundsWithheldFromPurchasePower: 1500,
        fundsWithheldFromWithdrawal: 1500,
        marginBuyingPower: 60000,
        cashBuyingPower: 23500.5,
        dayTradeMarginBuyingPower: 120000,
        dayTradeCashBuyingPower: 23500.5,
        marginBalance: 0,
        shortAdjustBalance: -9750,
        regtEquity: 37590.5,
        regtEquityPercent: 85.2,
        accountBalance: 25000.5,
        openCalls: { minEquityCall: 0, fedCall: 0, cashCall: 0, houseCall: 0 },
        realTimeValues: { totalAccountValue: 37590.5, netMarketValue: 12590, netMarketValueLong: 22600, netMarketValueShort: -10010, totalLongValue: 22600 },
      },
    });
  });

  it('a cash account: the figures it has, and no margin figure at all (absent, not 0)', () => {
    const cash = everyFormat(cashBalanceDocument);
    expect(cash.margin).toBeUndefined();
    expect(cash.computed).toEqual({
      cashAvailableForInvestment: 5000,
      netCash: 5000,
      cashBalance: 5000,
      cashBuyingPower: 5000,
      openCalls: { cashCall: 0 },
      realTimeValues: { totalAccountValue: 9100, netMarketValue: 4100, netMarketValueLong: 4100 },
    });
    expect(Object.keys(cash.computed ?? {})).not.toContain('marginBuyingPower');
  });

  it('lowerCamel blocks read alike; unreadable figures are left out', () => {
    const read = everyFormat({
      accountId: '1',
      computed: { cashBalance: 'n/a', netCash: new Float(12.5), realTimeValues: { totalAccountValue: '0x1F' } },
      cash: { moneyMktBalance: 3 },
    });
    expect(read).toEqual({ accountId: '1', cash: { moneyMarketBalance: 3 }, computed: { netCash: 12.5, realTimeValues: {} } });
  });

  it.each([
    ['204', { body: '', status: 204 }],
    ['an empty root', { body: '<BalanceResponse/>' }],
  ])('%s is a failure that says the balance is missing', (_what, response) => {
    expect(decodeBalance(response)).toEqual({ ok: false, error: { code: 'provider', message: 'The provider answered without the account’s balance.' } });
  });

  it.each([
    ['7002', '{"Error":{"code":7002,"message":"Invalid institution type"}}', 'provider', /institution type is not valid/],
    ['253', '<Error><code>253</code><message>Access denied</message></Error>', 'invalid-argument', /not one of the signed-in user's accounts/],
    ['102', '{"Error":{"code":102,"message":"Invalid account key"}}', 'invalid-argument', /\(code 102\)/],
  ])('error %s is explained', (_code, body, code, words) => {
    const result = decodeBalance({ body, status: 400 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(words);
    }
  });

  it('a Computed block that is text is malformed', () => {
    const result = decodeBalance({ body: '{"BalanceResponse":{"Computed":"1"}}' });
    expect(result.ok === false && result.error.code).toBe('malformed');
  });
});
