/**
 * The balance's derived figures: account value, the buying power a person means for the account's
 * type, and cash; a figure the provider did not send is null, never 0.
 */
import { describe, expect, it } from 'vitest';
import { accountValue, buyingPower, cashBalance, type AccountBalance } from '../../../shared/domain/account-balance.ts';

describe('the balance in words a person uses', () => {
  it('a margin account: margin buying power, the real-time value, the cash balance', () => {
    const margin: AccountBalance = {
      accountType: 'MARGIN',
      computed: { marginBuyingPower: 80_000, cashBuyingPower: 40_000, cashBalance: 12_345.67, realTimeValues: { totalAccountValue: 101_000 } },
    };
    expect(buyingPower(margin)).toBe(80_000);
    expect(accountValue(margin)).toBe(101_000);
    expect(cashBalance(margin)).toBe(12_345.67);
  });

  it('a cash account: cash buying power (it has no margin figures)', () => {
    expect(buyingPower({ accountType: 'cash', computed: { cashBuyingPower: 5_000 } })).toBe(5_000);
  });

  it('an unsaid type takes what is there; nothing said is null', () => {
    expect(buyingPower({ computed: { cashBuyingPower: 7 } })).toBe(7);
    expect(buyingPower({})).toBeNull();
    expect(accountValue({ computed: {} })).toBeNull();
    expect(cashBalance({ computed: { netCash: -3 } })).toBe(-3);
    expect(cashBalance({})).toBeNull();
  });
});
