/**
 * The demo broker's own model of a user alert (docs/platform/current-api.md, "Alerts"): what
 * happened, when, in which category, and its message as a few facts that render to either of the
 * platform's shapes (alert-text.ts). An alert gets its id from the inbox it lands in.
 */

/** The categories the list filters by. */
export type AlertCategory = 'STOCK' | 'ACCOUNT';

/** A message: an opening sentence, labelled facts, a closing sentence. */
export interface AlertBody {
  intro: string;
  rows: readonly (readonly [label: string, value: string])[];
  outro: string;
}

/** An alert before the inbox numbers it. */
export interface DraftAlert {
  /** Epoch ms. */
  createdAt: number;
  category: AlertCategory;
  subject: string;
  /** A ticker, an OSI key, or absent (account notices). */
  symbol?: string;
  body: AlertBody;
  /** Orders alerts of the same instant apart, so numbering never depends on the order they were found in. */
  key: string;
}

/** An alert in an inbox. */
export interface DemoAlert extends DraftAlert {
  /** Positive, unique in the broker, growing with time. */
  id: number;
  /** When the person read it somewhere else (the platform's site): the inbox shows it READ from then on. */
  readElsewhereAt?: number;
}

/** The account as alerts show it: `XXXX-` and its last four digits. */
export const maskedAccount = (accountId: string): string => `XXXX-${accountId.slice(-4)}`;

/** A price as the platform's subjects write it: no trailing zeros (`$3.3`, `$55`, `$187.45`). */
export const dollars = (price: number): string => `$${String(Math.round(price * 100) / 100)}`;

const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** `10/20/2027 10:42:13 AM ET`: the time a message gives, in New York. */
export const newYorkTime = (ms: number): string => `${NEW_YORK.format(new Date(ms)).replace(',', '')} ET`;
