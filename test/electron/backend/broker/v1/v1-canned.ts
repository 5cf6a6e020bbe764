/**
 * TEST-ONLY: canned v1 answers written from docs/platform/current-api.md (wire names, UpperCamel
 * wrappers, real JSON numbers with the listed string exceptions), in JSON and XML.
 */
export const ACCOUNT_KEY = '-dBZOKt9xDrtRSAOuFd4Ow';

export const accountsJson = JSON.stringify({
  AccountListResponse: {
    Accounts: {
      Account: [
        {
          accountId: '84010429',
          accountIdKey: ACCOUNT_KEY,
          accountMode: 'MARGIN',
          accountDesc: 'Individual Brokerage',
          accountName: '',
          accountType: 'INDIVIDUAL',
          institutionType: 'BROKERAGE',
          accountStatus: 'ACTIVE',
          closedDate: 0,
        },
        {
          accountId: '84010430',
          accountIdKey: 'JIVxCJmM1Pcz9DVyuQ0DBQ',
          accountMode: 'IRA',
          accountDesc: 'Rollover IRA',
          accountName: 'Old IRA',
          accountType: 'IRA_ROLLOVER',
          institutionType: 'BROKERAGE',
          accountStatus: 'CLOSED',
          closedDate: 1590000000,
          shareWorksAccount: false,
        },
      ],
    },
  },
});

export const accountsXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<AccountListResponse><Accounts>
<Account><accountId>84010429</accountId><accountIdKey>${ACCOUNT_KEY}</accountIdKey><accountMode>MARGIN</accountMode><accountDesc>Individual Brokerage</accountDesc><accountName></accountName><accountType>INDIVIDUAL</accountType><institutionType>BROKERAGE</institutionType><accountStatus>ACTIVE</accountStatus><closedDate>0</closedDate></Account>
<Account><accountId>84010430</accountId><accountIdKey>JIVxCJmM1Pcz9DVyuQ0DBQ</accountIdKey><accountMode>IRA</accountMode><accountDesc>Rollover IRA</accountDesc><accountName>Old IRA</accountName><accountType>IRA_ROLLOVER</accountType><institutionType>BROKERAGE</institutionType><accountStatus>CLOSED</accountStatus><closedDate>1590000000</closedDate><shareWorksAccount>false</shareWorksAccount></Account>
</Accounts></AccountListResponse>`;

/** Quotes for the symbols of a `/v1/market/quote/A,B` path, in reverse order (answers are matched by symbol); UNKNOWN gets a message. */
export function quotesFor(path: string): string {
  const list = decodeURIComponent(/\/quote\/([^.?]+)/.exec(path)?.[1] ?? '').split(',');
  const known = list.filter((symbol) => symbol !== 'UNKNOWN').reverse();
  const body: Record<string, unknown> = {
    QuoteData: known.map((symbol, i) => ({
      dateTime: '11:41:00 EST 12-24-2020',
      dateTimeUTC: 1608828060,
      quoteStatus: 'DELAYED',
      ahFlag: 'false',
      Product: { symbol, securityType: 'EQ' },
      All: { lastTrade: 100 + i, changeClose: 1.01, bid: 99.9 + i, ask: 100.1 + i, companyName: `${symbol} INC` },
    })),
  };
  if (list.includes('UNKNOWN')) body.Messages = { Message: [{ description: 'UNKNOWN is not a valid symbol', code: 1019, type: 'WARNING' }] };
  return JSON.stringify({ QuoteResponse: body });
}

const side = (type: 'CALL' | 'PUT', strike: number, bid: number) => ({
  optionCategory: 'STANDARD',
  optionRootSymbol: 'AAPL',
  timeStamp: 1608828060,
  adjustedFlag: false,
  displaySymbol: `AAPL Jan 15 '27 $${strike} ${type === 'CALL' ? 'Call' : 'Put'}`,
  optionType: type,
  strikePrice: strike,
  symbol: 'AAPL',
  bid,
  ask: bid + 0.1,
  bidSize: 10,
  askSize: 12,
  inTheMoney: 'n',
  volume: 120,
  openInterest: 3400,
  netChange: 0.12,
  lastPrice: bid + 0.05,
  quoteDetail: 'https://elsewhere.invalid/quote',
  osiKey: `AAPL--270115${type === 'CALL' ? 'C' : 'P'}00${String(strike * 1000).padStart(6, '0')}`,
  OptionGreeks: { rho: 0.01, vega: 0.2, theta: -0.03, delta: 0.5, gamma: 0.02, iv: 0.3, currentValue: true },
});

/** An AAPL chain of `strikes` pairs from 130 up; `shift` moves every bid (a later refresh). */
export function chainJson(strikes = 3, shift = 0): string {
  const pairs = Array.from({ length: strikes }, (_, i) => ({ Call: side('CALL', 130 + i, 5 + i + shift), Put: side('PUT', 130 + i, 3 + i) }));
  return JSON.stringify({
    OptionChainResponse: { timeStamp: 1608828060, quoteType: 'DELAYED', nearPrice: 131, SelectedED: { month: 1, year: 2027, day: 15 }, OptionPair: pairs },
  });
}

export const xmlError = (code: number, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><code>${code}</code><message>${message}</message></Error>`;
export const jsonError = (code: number, message: string) => JSON.stringify({ Error: { code, message } });

/** The legacy API's over-limit page (docs/platform/budgets.md, "Over the limit"). */
export const OVER_LIMIT_PAGE = '<html><head><title>Error</title></head><body><h1>Number of requests exceeded the rate limit set</h1></body></html>';
