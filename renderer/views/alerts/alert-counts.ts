/**
 * The alerts view's counts in words, grouped by thousands ("1,234 unread"). The counts come from
 * the provider's `totalAlerts` through the decoder, which refuses any that is no count
 * (electron/backend/broker/common/decode/counts.ts), so what is written here is a whole number.
 */

const grouped = (count: number): string => count.toLocaleString('en-US');

/** "1,234 unread". */
export const unreadWords = (unread: number): string => `${grouped(unread)} unread`;

/** "326 shown", with "of 12,556" when the inbox holds more than the lists brought. */
export const shownWords = (shown: number, total: number | null): string =>
  `${grouped(shown)} shown${total !== null && total > shown ? ` of ${grouped(total)}` : ''}`;
