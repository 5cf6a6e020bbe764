import { describe, expect, it } from 'vitest';
import { identityFacts, quoteFacts } from '../../../../../renderer/views/option-chain/details/contract-quote-facts.ts';
import { contract, quotedStrike } from '../chain-fixtures.ts';

describe('the details panel in words', () => {
  const call = quotedStrike('2027-03-19', 150).call!;

  it('says every quote and greek field, IV as a percentage and theta per day', () => {
    const facts = Object.fromEntries(quoteFacts(call));
    expect(facts).toMatchObject({
      Bid: '$1.50 for 10 contracts',
      Ask: '$1.60 for 12 contracts',
      Last: '$1.55',
      'Change today': "+0.20 since yesterday's close",
      Volume: '100 contracts today',
      'Open interest': '1,000 contracts open',
      'In the money': 'No',
      'Implied volatility': '30.0% a year',
      Theta: '-0.050 per day: loses about $0.05 a day of time value',
      'Greeks current': 'Yes',
    });
    expect(Object.keys(facts)).toHaveLength(15);
  });

  it('says "Not given" for what the provider left out, and nothing on the legacy generation', () => {
    const bare = { ...call, quote: { ...call.quote!, bid: null, bidSize: null, inTheMoney: null }, greeks: { ...call.greeks!, iv: null, current: null } };
    const facts = Object.fromEntries(quoteFacts(bare));
    expect([facts.Bid, facts['In the money'], facts['Implied volatility'], facts['Greeks current']]).toEqual([
      'Not given',
      'Not given',
      'Not given',
      'Not said',
    ]);
    expect(quoteFacts(contract('X'))).toEqual([]);
    expect(identityFacts(contract('X'))).toEqual([]);
    expect(identityFacts(call)).toEqual([
      ['OSI key', 'AAPL--270319C00150000'],
      ['Category', 'STANDARD'],
    ]);
  });
});
