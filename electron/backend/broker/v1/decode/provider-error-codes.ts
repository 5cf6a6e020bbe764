/**
 * The current API's (v1) numeric error codes in words (docs/platform/wire-and-errors.md, "Error
 * codes"): the one table the app explains provider errors with. The explanation goes into the
 * error's message; the provider's own text stays verbatim in `detail`. Codes are kept as the
 * provider sent them; a code not listed here still gets the general sentence.
 *
 * The legacy generation numbers its errors differently (the demo broker's legacy 10033 means "bad
 * parameter", v1's "invalid symbol"), so only v1 answers are explained from this table.
 */

/** What a v1 error code means, and what the person can do about it. */
export const V1_ERROR_CODES: Readonly<Record<string, string>> = Object.freeze({
  '100': 'the service is unavailable, or the account key does not belong to the signed-in user',
  '102': 'the account key is not valid',
  '105': 'there are no records for this request',
  '253': 'the signed-in user has no access to this account',
  '670': 'the service is down for maintenance; try again later',
  '2002': 'the date range is not valid (the end date must come after the start date, within two years)',
  '2004': 'a date is not in the expected format (MMDDYYYY)',
  '2005': 'the count is not valid (1 to 100 orders per page)',
  '10031': 'there are no options for the given month or day (no expiry on that date)',
  '10032': 'there are no options for this symbol',
  '10033': 'the symbol is not valid',
  '10037': 'there are no standard options for the given month',
  '10039': 'a valid expiration date is needed',
  '10043': 'the symbol is missing',
  '10044': 'there are no options for this symbol and expiry',
  '1019': 'the quote symbol is not valid',
  '1023': 'more than 25 symbols were asked for in one quote request',
  // User alerts (53, the empty inbox, is no alerts to a list; to one alert's details it is an error).
  '53': 'there are no alerts in the inbox',
  '300': 'the alert service is not available; try again later',
  '25': 'the alert service failed; try again later',
  '27': 'the alert service failed; try again later',
  '36': 'the alert service failed; try again later',
  '464': 'the alert’s symbol is not valid',
  '499': 'the alert id must be a number above 0',
  '7001': 'the account is not valid',
  '7002': 'the institution type is not valid (a brokerage balance asks for BROKERAGE)',
});

/**
 * The v1 codes that refuse the request as it was asked: a symbol, a day, a date range, a count
 * the provider does not take, an alert id or symbol it refuses (499, 464). Asking again unchanged gets the same answer, so they are the
 * user's to correct (100 is not among them: it also means "service unavailable").
 */
const V1_REFUSED_AS_ASKED: ReadonlySet<string> = new Set([
  '102',
  '464',
  '499',
  '2002',
  '2004',
  '2005',
  '10031',
  '10032',
  '10033',
  '10037',
  '10039',
  '10043',
  '10044',
  '1019',
  '1023',
]);

/** A code as the tables key it: leading zeros and blanks do not matter ("010031" is 10031). */
const codeKey = (code: string): string => code.trim().replace(/^0+(?=\d)/, '');

/**
 * The words for a v1 error code, or `undefined` when the code is unknown or absent. Leading
 * zeros and blanks do not matter ("010031" is 10031); the lookup never reaches Object.prototype.
 */
export const explainV1ErrorCode = (code: string | null | undefined): string | undefined => {
  if (code === null || code === undefined) return undefined;
  const key = codeKey(code);
  return Object.hasOwn(V1_ERROR_CODES, key) ? V1_ERROR_CODES[key] : undefined;
};

/** Whether a v1 error code refuses the request as asked (an unknown symbol, a day with no expiry…). */
export const isV1RefusedAsAsked = (code: string | null | undefined): boolean => code !== null && code !== undefined && V1_REFUSED_AS_ASKED.has(codeKey(code));

/** The first words of the legacy API's over-limit page, which v1 may still send (unconfirmed). */
const OVER_LIMIT_WORDS = /exceeded the rate limit|rate limit exceeded|too many requests/i;

/**
 * Whether a failed answer is the provider saying "over the hourly limit". v1's answer is
 * unconfirmed: 429 with anything, or 400 with an HTML or text page in the legacy API's words.
 * Only the first few kilobytes are looked at; a JSON or XML error document with a code is the
 * provider's own error and is explained by code instead.
 */
export const isOverLimitAnswer = (status: number | undefined, body: string): boolean => {
  if (status === 429) return true;
  if (status !== 400) return false;
  return OVER_LIMIT_WORDS.test(body.slice(0, 4096));
};
