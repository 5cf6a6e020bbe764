/**
 * How much of an answer the client reads, per kind. Every answer is read as a stream and the
 * request is aborted as soon as its cap is passed, so a broken or hostile provider costs at most
 * the cap in memory, never the size of what it sends. The caps are far above any real answer:
 * the largest, an option chain of an index with every strike, is a few megabytes.
 */

const KIB = 1024;
const MIB = 1024 * KIB;

/** A token answer (`oauth_token=...&oauth_token_secret=...`) or a renew/revoke confirmation. */
export const TOKEN_BODY_BYTES = 16 * KIB;

/**
 * What is kept of an unsuccessful answer (HTTP status outside 2xx): enough for any error document
 * or the start of an error page; the rest is never read. Every parser of error bodies sees at most
 * this much.
 */
export const ERROR_BODY_BYTES = 64 * KIB;

/** An option chain: generous (thousands of strikes) but finite. */
export const OPTION_CHAIN_BODY_BYTES = 64 * MIB;

/** A page of the order list. */
export const ORDER_PAGE_BODY_BYTES = 8 * MIB;

/** The accounts list. */
export const ACCOUNTS_BODY_BYTES = 8 * MIB;

/** Any other API answer, when the caller names no cap. */
export const DEFAULT_API_BODY_BYTES = 8 * MIB;

/** A size for people: `16 kB`, `64 MB`, `1.5 MB`, `900 bytes` (binary multiples, as file managers show them). */
export function describeSize(bytes: number): string {
  const round = (value: number): string => String(Math.round(value * 10) / 10);
  if (bytes >= MIB) return `${round(bytes / MIB)} MB`;
  if (bytes >= KIB) return `${round(bytes / KIB)} kB`;
  return `${bytes} bytes`;
}
