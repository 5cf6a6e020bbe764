/**
 * How the positions view writes its figures: money to the cent, gains signed (a sign and a tone,
 * never the tone alone), percentages, share equivalents, implied volatility, days to expiry. A
 * figure the provider did not send reads "—"; a cost it does not know reads "unknown".
 */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const fixed2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const greek = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** The minus sign people read (U+2212), not a hyphen. */
const MINUS = '\u2212';
const signed = (text: string, value: number): string => (value > 0 ? `+${text}` : value < 0 ? `${MINUS}${text}` : text);

/** "5,793.15"; "—" when not given. */
export const formatMoney = (value: number | null): string => (value === null ? '—' : value < 0 ? `${MINUS}${money.format(-value)}` : money.format(value));
/** "+1,204.50", "−88.10", "0.00"; "—" when not given. */
export const formatGain = (value: number | null): string => (value === null ? '—' : signed(money.format(Math.abs(value)), value));
/** "+1.25 %"; "" when not given. */
export const formatPercent = (value: number | null): string => (value === null ? '' : `${signed(fixed2.format(Math.abs(value)), value)} %`);
/** "12.40 %" (a share, unsigned). */
export const formatShare = (value: number | null): string => (value === null ? '—' : `${fixed2.format(value)} %`);
/** "300", "−2" contracts or shares. */
export const formatQuantity = (value: number | null): string =>
  value === null ? '' : value < 0 ? `${MINUS}${quantity.format(-value)}` : quantity.format(value);
/** "0.452", "−0.318". */
export const formatGreek = (value: number | null): string => (value === null ? '—' : value < 0 ? `${MINUS}${greek.format(-value)}` : greek.format(value));
/** Share equivalents, whole: "+1,240", "−85". */
export const formatShares = (value: number | null): string => (value === null ? '—' : signed(whole.format(Math.abs(value)), Math.round(value)));
/** "45.2 %" from 0.452. */
export const formatIv = (value: number | null): string => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
/** The tone of a signed figure: `gain-up`, `gain-down` or none. */
export const toneOf = (value: number | null): string => (value === null || value === 0 ? '' : value > 0 ? ' gain-up' : ' gain-down');
