/**
 * The badge that says how fresh the chain's quotes are: REALTIME, DELAYED (15 minutes behind),
 * CLOSING (after the close: the day's last quotes), the extended-hours statuses, or the
 * provider's own word, with the quote time in New York time.
 */
import { formatChainTime } from '../format/chain-format.ts';

/** How the badge looks: live green, delayed amber, closed grey. */
export type BadgeTone = 'live' | 'delayed' | 'closed' | 'other';

export interface QuoteBadge {
  readonly label: string;
  readonly tone: BadgeTone;
  /** The sentence a screen reader and the tooltip give. */
  readonly description: string;
}

const KNOWN: Record<string, { label: string; tone: BadgeTone; words: string }> = {
  REALTIME: { label: 'REALTIME', tone: 'live', words: 'Real-time quotes' },
  EH_REALTIME: { label: 'EXT HOURS', tone: 'live', words: 'Real-time extended-hours quotes' },
  DELAYED: { label: 'DELAYED', tone: 'delayed', words: 'Delayed quotes (about 15 minutes behind)' },
  CLOSING: { label: 'CLOSING', tone: 'closed', words: 'Closing quotes: the market is closed' },
  EH_BEFORE_OPEN: { label: 'PRE-MARKET', tone: 'closed', words: 'Before the open: quotes are from the last session' },
  EH_CLOSED: { label: 'CLOSED', tone: 'closed', words: 'Extended hours closed: quotes are from the last session' },
};

/** The badge of a quote type and time; null without a quote type (legacy generation). */
export function quoteBadge(quoteType: string | null | undefined, quoteTime: number | null | undefined): QuoteBadge | null {
  if (quoteType === null || quoteType === undefined || quoteType.trim() === '') return null;
  const type = quoteType.trim().toUpperCase();
  const known = KNOWN[type];
  const at = typeof quoteTime === 'number' && Number.isFinite(quoteTime) ? ` as of ${formatChainTime(quoteTime)}` : '';
  if (known) return { label: known.label, tone: known.tone, description: `${known.words}${at}.` };
  return { label: type, tone: 'other', description: `Quotes marked ${type} by the provider${at}.` };
}
